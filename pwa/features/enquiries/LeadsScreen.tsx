/**
 * /admincp/leads: the agency's enquiries as a table (and on desktop a board by status), each with
 * when it came in, filtered by status, listing (its reference), date and text; each opens its
 * timeline, where staff move it along the pipeline, schedule the visit, assign it and add notes.
 * Export as CSV for Excel. An admin sets who new leads go to; an agent starts and ends their duty.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  canMoveEnquiry,
  enquiryStatuses,
  pipelineStatuses,
  type Enquiry,
  type EnquiryDetail,
  type LostReason,
  type VisitSlot,
} from '../../../contract/enquiries.ts';
import { formatMobile, isUuid } from '../../../contract/fields.ts';
import { isPropertyReference } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { formatIndianNumber, formatLongDate } from '../../lib/format.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { formatDateTime } from '../../lib/formatDateTime.ts';
import { changeLead, leadKeys, leadQuery, leadsCsv, leadsQuery } from '../../data/leads.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { EmptyList } from '../admin/EmptyList.tsx';
import { receivedAgo, receivedAt } from './receivedTime.ts';
import { DutySwitch, LeadAssignmentPanel } from './LeadAssignmentPanel.tsx';
import { LostReasonDialog, lostReasonWords } from './LostReasonDialog.tsx';
import { INTL_LOCALES, type Locale } from '../../i18n/locales.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { OwnerOfferPanel, offerLine } from './OwnerOfferPanel.tsx';
import { WithdrawnConsentBadge } from '../buyers/WithdrawnConsentBadge.tsx';

const timelineWords: Record<EnquiryDetail['timeline'][number]['type'], MessageId> = {
  'enquiry.created': 'leads.event.created',
  'enquiry.status_changed': 'leads.event.statusChanged',
  'enquiry.note_added': 'leads.note',
  'enquiry.visit_scheduled': 'leads.event.visitScheduled',
  'enquiry.assigned': 'leads.event.assigned',
  'enquiry.escalated': 'leads.event.escalated',
  'visit.booked': 'leads.event.visitBooked',
  'visit.rescheduled': 'leads.event.visitMoved',
  'visit.cancelled': 'leads.event.visitCancelled',
  'visit.checked_in': 'leads.event.checkedIn',
  'visit.no_show': 'leads.event.noShow',
  'visit.attendance_corrected': 'leads.event.attendanceCorrected',
  'visit.feedback_given': 'leads.event.feedback',
  'visit.note_written': 'leads.event.visitNotes',
  'lead.draft_listing_made': 'leads.event.draftListing',
  'enquiry.deal_recorded': 'leads.event.deal',
};

interface Filters {
  status: string;
  q: string;
  from: string;
  to: string;
  propertyId: string;
}

function queryString(filters: Filters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set('limit', '200');
  return params.toString();
}

/** A listing the property filter can name: its reference (SR-1004) or its id. */
const namesListing = (text: string) => isPropertyReference(text.trim()) || isUuid(text.trim());

/** When the enquiry came in: how long ago, then the moment in India's time. */
function Received({ at, className = '' }: { at: string; className?: string }) {
  const locale = useLocale();
  return (
    <time dateTime={at} className={`text-ink-muted ${className}`}>
      {receivedAgo(at, Date.now(), locale)} · {receivedAt(at, locale)}
    </time>
  );
}

/** How long the lead has stood where it is, and why it was lost. */
function StageNote({ enquiry }: { enquiry: Enquiry }) {
  const t = useT();
  return (
    <span className="block text-xs text-ink-muted" data-testid="lead-stage">
      {t('stage.days', { days: enquiry.daysInStage })}
      {enquiry.lostReason &&
        ` · ${t('lost.shown', { reason: enquiry.lostReason === 'other' && enquiry.lostNote ? enquiry.lostNote : t(lostReasonWords[enquiry.lostReason]) })}`}
    </span>
  );
}

/** The visit the buyer asked for on the form: the day, and the part of it when they chose one. */
function wantedVisit(t: Translate, locale: Locale, day: string, slot: VisitSlot | null | undefined): string {
  const date = formatLongDate(`${day}T12:00:00+05:30`, INTL_LOCALES[locale]);
  return slot ? t('leads.wantsSlot', { date, slot }) : t('leads.wants', { date });
}

function LeadDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const locale = useLocale();
  const me = useAuth().user;
  const detail = useQuery(leadQuery(id));
  const [note, setNote] = useState('');
  const [visitAt, setVisitAt] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [askingLost, setAskingLost] = useState(false);
  const edit = useMutation({
    mutationFn: (body: Record<string, unknown>) => changeLead(id, body),
    onSuccess: () => {
      setFailure(null);
      setNote('');
      setAskingLost(false);
      void detail.refetch();
      onChanged();
    },
    onError: (error) => setFailure(describeFailure(error, t('leads.changeFailed'))),
  });
  const enquiry = detail.data;
  if (!enquiry) return <p className="p-4 text-sm text-ink-muted">{t('listing.loading')}</p>;
  return (
    <div className="space-y-4 border-t border-sand-200 bg-sand-50 p-4 text-sm" data-testid="lead-detail">
      <LostReasonDialog
        open={askingLost}
        busy={edit.isPending}
        failure={askingLost ? failure : null}
        onClose={() => {
          setAskingLost(false);
          setFailure(null);
        }}
        onConfirm={(choice: { lostReason: LostReason; lostNote?: string }) => edit.mutate({ status: 'lost', ...choice })}
      />
      {enquiry.kind === 'seller' && enquiry.offer && (
        <OwnerOfferPanel
          leadId={enquiry._id}
          offer={enquiry.offer}
          draft={enquiry.draftListing}
          onMade={() => {
            void detail.refetch();
            onChanged();
          }}
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <label className="block">
          <span className="label">{t('leads.status.label')}</span>
          <select
            className="field"
            value={enquiry.status}
            onChange={(event) => {
              // A move to lost asks why first; the select stays where the lead is until then.
              if (event.target.value === 'lost') setAskingLost(true);
              else edit.mutate({ status: event.target.value });
            }}
            aria-label={t('leads.status.label')}
          >
            {enquiryStatuses
              .filter((status) => canMoveEnquiry(enquiry.status, status))
              .map((status) => (
                <option key={status} value={status}>
                  {t('leads.status', { status })}
                </option>
              ))}
          </select>
          <StageNote enquiry={enquiry} />
        </label>
        <form
          className="block"
          onSubmit={(event) => {
            event.preventDefault();
            if (visitAt) edit.mutate({ visitAt: new Date(`${visitAt}:00+05:30`).toISOString() });
          }}
        >
          <span className="label">{t('leads.visit')}</span>
          <div className="flex gap-2">
            <input
              className="field min-w-0"
              type="datetime-local"
              value={visitAt}
              onChange={(event) => setVisitAt(event.target.value)}
              aria-label={t('leads.visitAtLabel')}
            />
            <button type="submit" className="btn-primary shrink-0 whitespace-nowrap text-sm">
              {t('leads.schedule')}
            </button>
          </div>
        </form>
        <div>
          <span className="label">{t('leads.assignedTo')}</span>
          <p className="py-2">
            {enquiry.assignee?.fullName ?? t('leads.nobody')}{' '}
            {me && enquiry.assignee?._id !== me._id && (
              <button
                type="button"
                className="font-semibold text-brand-800 hover:underline"
                onClick={() => edit.mutate({ assigneeId: me._id })}
              >
                {t('leads.assignToMe')}
              </button>
            )}
          </p>
        </div>
      </div>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) edit.mutate({ note });
        }}
      >
        <input
          className="field min-w-0"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('leads.notePlaceholder')}
          aria-label={t('leads.note')}
        />
        <button type="submit" className="btn-outline shrink-0 whitespace-nowrap text-sm">
          {t('leads.addNote')}
        </button>
      </form>
      {failure && !askingLost && (
        <p role="alert" className="font-medium text-rose-700">
          {failure}
        </p>
      )}
      <ol className="space-y-2" aria-label={t('leads.timeline')}>
        {enquiry.timeline.map((entry, index) => (
          <li key={index} className="flex gap-3">
            <span className="w-40 shrink-0 text-ink-muted">{formatDateTime(entry.at, INTL_LOCALES[locale])}</span>
            <span>
              <strong>{t(timelineWords[entry.type])}</strong>
              {entry.to ? `: ${t('leads.status', { status: entry.from ?? '' })} → ${t('leads.status', { status: entry.to })}` : ''}
              {entry.visitAt ? `: ${formatDateTime(entry.visitAt, INTL_LOCALES[locale])}` : ''}
              {entry.type === 'enquiry.assigned' ? `: ${entry.assignee?.fullName ?? t('leads.event.nobody')}` : ''}
              {entry.lostReason && entry.lostReason !== 'other' ? ` (${t(lostReasonWords[entry.lostReason])})` : ''}
              {entry.note ? `: ${entry.note}` : ''}
              {entry.feedback ? `: ${t('leads.feedback', { ...entry.feedback })}` : ''}
              <span className="text-ink-muted">
                {' '}
                · {entry.actor?.fullName ?? (entry.type === 'enquiry.created' ? t('leads.event.visitor') : '—')}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function LeadRow({ enquiry, open, onToggle, onChanged }: { enquiry: Enquiry; open: boolean; onToggle: () => void; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="card overflow-hidden" data-testid="lead-row">
      <button
        type="button"
        className="focus-ring grid w-full gap-1 p-4 text-left text-sm sm:grid-cols-[7rem_1fr_1fr_9rem]"
        onClick={onToggle}
        aria-expanded={open}
      >
        <span className="font-mono text-xs text-ink-muted">{enquiry.reference}</span>
        <span className="min-w-0 break-words">
          <strong className="text-ink">{enquiry.name}</strong> · <span className="whitespace-nowrap">{formatMobile(enquiry.mobile)}</span>
          {enquiry.email ? ` · ${enquiry.email}` : ''}
          <WithdrawnConsentBadge purposes={enquiry.withdrawnConsents} />
          <Received at={enquiry.createdAt} className="block text-xs" />
        </span>
        <span className="text-ink-soft">
          {enquiry.kind === 'seller' && enquiry.offer ? (
            <>
              <span className="mr-1 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-ink">{t('leads.ownerOffer')}</span>
              {offerLine(enquiry.offer, t, locale)}
            </>
          ) : enquiry.listing ? (
            `${enquiry.listing.reference ? `${enquiry.listing.reference} · ` : ''}${enquiry.listing.title}`
          ) : (
            t('leads.generalEnquiry')
          )}
          {enquiry.visitAt ? ` · ${t('leads.visitAt', { time: formatDateTime(enquiry.visitAt, INTL_LOCALES[locale]) })}` : ''}
          {!enquiry.visitAt && enquiry.visitDate ? ` · ${wantedVisit(t, locale, enquiry.visitDate, enquiry.visitSlot)}` : ''}
        </span>
        <span>
          <span className="font-semibold text-brand-800">{t('leads.status', { status: enquiry.status })}</span>
          <StageNote enquiry={enquiry} />
        </span>
      </button>
      {open && <LeadDetail id={enquiry._id} onChanged={onChanged} />}
    </li>
  );
}

export function LeadsScreen() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const locale = useLocale();
  const admin = isAdmin(useAuth().user);
  const queryClient = useQueryClient();
  const initial = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('enquiry');
  const [filters, setFilters] = useState<Filters>({ status: '', q: '', from: '', to: '', propertyId: '' });
  const [openId, setOpenId] = useState<string | null>(initial);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const search = queryString(filters);
  const propertyText = filters.propertyId.trim();
  const propertyUnreadable = propertyText !== '' && !namesListing(propertyText);
  const list = useQuery(leadsQuery(search));
  const reload = () => void queryClient.invalidateQueries({ queryKey: leadKeys.all });
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  const exportCsv = async () => {
    try {
      const blob = await leadsCsv(search);
      const url = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href: url, download: 'enquiries.csv' }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setExportFailure(describeFailure(error, t('reports.exportFailed')));
    }
  };

  const enquiries = list.data?.data ?? [];
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const otherFilters = Object.entries(filters).some(([key, value]) => key !== 'propertyId' && value.trim() !== '');
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('header.leads')}
        description={
          list.data?.meta
            ? t('leads.description', { count: list.data.meta.total, total: formatIndianNumber(list.data.meta.total) })
            : t('leads.descriptionLoading')
        }
        actions={
          <button type="button" className="btn-outline" onClick={() => void exportCsv()}>
            <Icon name="download" className="h-4 w-4" />
            {t('leads.export')}
          </button>
        }
      />
      {exportFailure && <Notice tone="error" title={exportFailure} />}
      {admin ? <LeadAssignmentPanel /> : <DutySwitch />}
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('accessLog.filters')}
      >
        <input
          className="field"
          value={filters.q}
          onChange={set('q')}
          placeholder={t('leads.searchPlaceholder')}
          aria-label={t('search.submit')}
        />
        <select className="field" value={filters.status} onChange={set('status')} aria-label={t('leads.status.label')}>
          <option value="">{t('leads.allStatuses')}</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {t('leads.status', { status })}
            </option>
          ))}
        </select>
        <div>
          <input
            className="field"
            value={filters.propertyId}
            onChange={set('propertyId')}
            placeholder={t('leads.listingPlaceholder')}
            aria-label={t('leads.listing')}
            aria-invalid={propertyUnreadable || undefined}
            aria-describedby={propertyUnreadable ? 'lead-listing-hint' : undefined}
          />
          {propertyUnreadable && (
            <p id="lead-listing-hint" className="mt-1 text-xs font-medium text-rose-700">
              {t('leads.listingHint')}
            </p>
          )}
        </div>
        <input className="field" type="date" value={filters.from} onChange={set('from')} aria-label={t('reports.from')} />
        <input className="field" type="date" value={filters.to} onChange={set('to')} aria-label={t('reports.to')} />
      </form>
      {list.isError && (
        <Notice tone="error" title={t('leads.loadFailed')}>
          {describeFailure(list.error, t('leads.tryAgain'))}
        </Notice>
      )}

      <section aria-label={t('leads.board')} className="hidden gap-3 xl:grid xl:grid-cols-7">
        {pipelineStatuses.map((status) => (
          <div key={status} className="rounded-xl bg-sand-100 p-2">
            <h2 className="px-1 pb-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
              {t('leads.status', { status })} ({enquiries.filter((enquiry) => enquiry.status === status).length})
            </h2>
            <ul className="space-y-2">
              {enquiries
                .filter((enquiry) => enquiry.status === status)
                .map((enquiry) => (
                  <li key={enquiry._id}>
                    <button
                      type="button"
                      className="focus-ring card block w-full p-2 text-left text-xs"
                      onClick={() => setOpenId(enquiry._id)}
                    >
                      <strong className="block text-ink [overflow-wrap:anywhere]">{enquiry.name}</strong>
                      <span className="block truncate text-ink-muted">
                        {enquiry.offer
                          ? t('leads.ownerOfferLine', { offer: offerLine(enquiry.offer, t, locale) })
                          : (enquiry.listing?.title ?? t('leads.generalEnquiry'))}
                      </span>
                      <Received at={enquiry.createdAt} className="mt-1 block" />
                      <StageNote enquiry={enquiry} />
                    </button>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </section>

      {list.isSuccess && enquiries.length === 0 && (
        <EmptyList
          title={
            propertyText && isPropertyReference(propertyText)
              ? t(otherFilters ? 'leads.emptyListingFiltered' : 'leads.emptyListing', { reference: propertyText.toUpperCase() })
              : filtered
                ? t('leads.emptyFiltered')
                : t('leads.empty')
          }
        />
      )}
      <ul className="space-y-3" aria-label={t('leads.list')}>
        {enquiries.map((enquiry) => (
          <LeadRow
            key={enquiry._id}
            enquiry={enquiry}
            open={openId === enquiry._id}
            onToggle={() => setOpenId(openId === enquiry._id ? null : enquiry._id)}
            onChanged={reload}
          />
        ))}
      </ul>
    </div>
  );
}
