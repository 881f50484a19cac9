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
  enquiryStatusLabels,
  enquiryStatuses,
  lostReasonLabels,
  pipelineStatuses,
  visitSlotLabels,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryStatus,
  type LostReason,
} from '../../../contract/enquiries.ts';
import { formatMobile, isUuid } from '../../../contract/fields.ts';
import { isPropertyReference } from '../../../contract/properties.ts';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/formatDateTime.ts';
import { errorMessage } from '../../lib/apiError.ts';
import { changeLead, leadKeys, leadQuery, leadsCsv, leadsQuery } from '../../data/leads.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { EmptyList } from '../admin/EmptyList.tsx';
import { receivedAgo, receivedAt } from './receivedTime.ts';
import { DutySwitch, LeadAssignmentPanel } from './LeadAssignmentPanel.tsx';
import { LostReasonDialog, lostReasonWords } from './LostReasonDialog.tsx';
import { useT } from '../../i18n/useT.tsx';
import { OwnerOfferPanel, offerLine } from './OwnerOfferPanel.tsx';
import { WithdrawnConsentBadge } from '../buyers/WithdrawnConsentBadge.tsx';

const timelineWords: Record<EnquiryDetail['timeline'][number]['type'], string> = {
  'enquiry.created': 'Enquiry received',
  'enquiry.status_changed': 'Status changed',
  'enquiry.note_added': 'Note',
  'enquiry.visit_scheduled': 'Visit scheduled',
  'enquiry.assigned': 'Assigned',
  'enquiry.escalated': 'Not contacted in time: sent to the office',
  'visit.booked': 'Visit booked',
  'visit.rescheduled': 'Visit moved',
  'visit.cancelled': 'Visit cancelled',
  'visit.checked_in': 'Checked in at the visit',
  'visit.no_show': 'Visit marked no-show',
  'visit.attendance_corrected': 'No-show corrected: visited',
  'visit.feedback_given': "Buyer's feedback",
  'visit.note_written': 'Visit notes written',
  'lead.draft_listing_made': 'Draft listing made',
  'enquiry.deal_recorded': 'Deal price recorded',
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
  return (
    <time dateTime={at} className={`text-ink-muted ${className}`}>
      {receivedAgo(at)} · {receivedAt(at)}
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

function LeadDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
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
    onError: (error) => setFailure(errorMessage(error, 'The enquiry could not be changed.')),
  });
  const enquiry = detail.data;
  if (!enquiry) return <p className="p-4 text-sm text-ink-muted">Loading…</p>;
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
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="block">
          <span className="label">Status</span>
          <select
            className="field"
            value={enquiry.status}
            onChange={(event) => {
              // A move to lost asks why first; the select stays where the lead is until then.
              if (event.target.value === 'lost') setAskingLost(true);
              else edit.mutate({ status: event.target.value });
            }}
            aria-label="Status"
          >
            {enquiryStatuses
              .filter((status) => canMoveEnquiry(enquiry.status, status))
              .map((status) => (
                <option key={status} value={status}>
                  {enquiryStatusLabels[status]}
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
          <span className="label">Schedule visit</span>
          <div className="flex gap-2">
            <input
              className="field"
              type="datetime-local"
              value={visitAt}
              onChange={(event) => setVisitAt(event.target.value)}
              aria-label="Visit date and time"
            />
            <button type="submit" className="btn-primary text-sm">
              Schedule
            </button>
          </div>
        </form>
        <div>
          <span className="label">Assigned to</span>
          <p className="py-2">
            {enquiry.assignee?.fullName ?? 'Nobody'}{' '}
            {me && enquiry.assignee?._id !== me._id && (
              <button
                type="button"
                className="font-semibold text-brand-800 hover:underline"
                onClick={() => edit.mutate({ assigneeId: me._id })}
              >
                Assign to me
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
          className="field"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Add a note"
          aria-label="Note"
        />
        <button type="submit" className="btn-light text-sm">
          Add note
        </button>
      </form>
      {failure && !askingLost && (
        <p role="alert" className="font-medium text-rose-700">
          {failure}
        </p>
      )}
      <ol className="space-y-2" aria-label="Timeline">
        {enquiry.timeline.map((entry, index) => (
          <li key={index} className="flex gap-3">
            <span className="w-40 shrink-0 text-ink-muted">{formatDateTime(entry.at)}</span>
            <span>
              <strong>{timelineWords[entry.type]}</strong>
              {entry.to
                ? `: ${enquiryStatusLabels[entry.from as EnquiryStatus] ?? entry.from} → ${enquiryStatusLabels[entry.to as EnquiryStatus] ?? entry.to}`
                : ''}
              {entry.visitAt ? `: ${formatDateTime(entry.visitAt)}` : ''}
              {entry.type === 'enquiry.assigned' ? `: ${entry.assignee?.fullName ?? 'nobody'}` : ''}
              {entry.lostReason && entry.lostReason !== 'other' ? ` (${lostReasonLabels[entry.lostReason]})` : ''}
              {entry.note ? `: ${entry.note}` : ''}
              {entry.feedback
                ? `: ${entry.feedback.experience} · price ${entry.feedback.price} · ${entry.feedback.nextStep.replace('_', ' ')}`
                : ''}
              <span className="text-ink-muted"> · {entry.actor?.fullName ?? (entry.type === 'enquiry.created' ? 'visitor' : '—')}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function LeadRow({ enquiry, open, onToggle, onChanged }: { enquiry: Enquiry; open: boolean; onToggle: () => void; onChanged: () => void }) {
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
              <span className="mr-1 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-ink">Owner’s offer</span>
              {offerLine(enquiry.offer)}
            </>
          ) : enquiry.listing ? (
            `${enquiry.listing.reference ? `${enquiry.listing.reference} · ` : ''}${enquiry.listing.title}`
          ) : (
            'General enquiry'
          )}
          {enquiry.visitAt
            ? ` · Visit ${formatDateTime(enquiry.visitAt)}`
            : enquiry.visitDate
              ? ` · Wants ${formatLongDate(`${enquiry.visitDate}T12:00:00+05:30`)}${enquiry.visitSlot ? ` (${visitSlotLabels[enquiry.visitSlot].split(' ')[0]})` : ''}`
              : ''}
        </span>
        <span>
          <span className="font-semibold text-brand-800">{enquiryStatusLabels[enquiry.status]}</span>
          <StageNote enquiry={enquiry} />
        </span>
      </button>
      {open && <LeadDetail id={enquiry._id} onChanged={onChanged} />}
    </li>
  );
}

export function LeadsScreen() {
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
      setExportFailure(errorMessage(error, 'The export could not be made.'));
    }
  };

  const enquiries = list.data?.data ?? [];
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const otherFilters = Object.entries(filters).some(([key, value]) => key !== 'propertyId' && value.trim() !== '');
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Leads"
        description={
          list.data?.meta ? `${list.data.meta.total} ${list.data.meta.total === 1 ? 'enquiry' : 'enquiries'}` : 'Enquiries and site visits'
        }
        actions={
          <button type="button" className="btn-outline" onClick={() => void exportCsv()}>
            <Icon name="download" className="h-4 w-4" />
            Export CSV
          </button>
        }
      />
      {exportFailure && <Notice tone="error" title={exportFailure} />}
      {admin ? <LeadAssignmentPanel /> : <DutySwitch />}
      <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()} aria-label="Filters">
        <input className="field" value={filters.q} onChange={set('q')} placeholder="Name, mobile, reference…" aria-label="Search" />
        <select className="field" value={filters.status} onChange={set('status')} aria-label="Status">
          <option value="">All statuses</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusLabels[status]}
            </option>
          ))}
        </select>
        <div>
          <input
            className="field"
            value={filters.propertyId}
            onChange={set('propertyId')}
            placeholder="Listing, e.g. SR-1004"
            aria-label="Listing reference"
            aria-invalid={propertyUnreadable || undefined}
            aria-describedby={propertyUnreadable ? 'lead-listing-hint' : undefined}
          />
          {propertyUnreadable && (
            <p id="lead-listing-hint" className="mt-1 text-xs font-medium text-rose-700">
              Type a listing reference such as SR-1004.
            </p>
          )}
        </div>
        <input className="field" type="date" value={filters.from} onChange={set('from')} aria-label="From" />
        <input className="field" type="date" value={filters.to} onChange={set('to')} aria-label="To" />
      </form>
      {list.isError && (
        <Notice tone="error" title="The enquiries could not be loaded">
          {errorMessage(list.error, 'Please try again.')}
        </Notice>
      )}

      <section aria-label="Board by status" className="hidden gap-3 xl:grid xl:grid-cols-7">
        {pipelineStatuses.map((status) => (
          <div key={status} className="rounded-xl bg-sand-100 p-2">
            <h2 className="px-1 pb-2 text-xs font-bold uppercase tracking-wide text-ink-soft">
              {enquiryStatusLabels[status]} ({enquiries.filter((enquiry) => enquiry.status === status).length})
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
                        {enquiry.offer ? `Owner’s offer: ${offerLine(enquiry.offer)}` : (enquiry.listing?.title ?? 'General enquiry')}
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
              ? `No enquiries about ${propertyText.toUpperCase()}${otherFilters ? ' match these filters' : ''}.`
              : filtered
                ? 'No enquiries match these filters.'
                : 'No enquiries yet.'
          }
        />
      )}
      <ul className="space-y-3" aria-label="Enquiries">
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
