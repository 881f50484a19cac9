/**
 * /admincp/buyers: the agency's buyers. A quick-add for a walk-in or a phone call (kept on the phone
 * with no signal and sent once), the list with possible duplicates, one buyer's leads, calls and
 * timeline with a merge and a logged call, and a portal's CSV lead report imported after a preview
 * (an admin's). An agent sees the buyers of their own and unassigned leads.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  contactChannels,
  contactOutcomes,
  quickAddConsentWays,
  quickAddSources,
  type BuyerDetail,
  type QuickAddConsentWay,
  type ContactOutcome,
} from '../../../contract/buyers.ts';
import { formatMobile, mobileHref } from '../../../contract/fields.ts';
import { noticeIn } from '../../../contract/privacy.ts';
import { importPortalLabels, importPortals, type ImportPortal, type ImportPreview } from '../../../contract/leadImports.ts';
import { INTL_LOCALES, type Locale } from '../../i18n/locales.ts';
import { Notice } from '../../components/Notice.tsx';
import {
  buyerKeys,
  buyerQuery,
  buyersQuery,
  importLeads,
  logBuyerContact,
  mergeBuyer,
  previewImport,
  quickAddLead,
} from '../../data/buyers.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { formatDateTime } from '../../lib/formatDateTime.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { EmptyList } from '../admin/EmptyList.tsx';
import { leadSourceWords } from '../enquiries/leadSourceWords.ts';
import { fromSuratInput } from '../today/suratTime.ts';
import { WithdrawnConsentBadge } from './WithdrawnConsentBadge.tsx';

// Requirements bring their own words (the matches message area) with their code.
const RequirementsEditor = lazy(
  withMessages('matches', () => import('../matches/RequirementsEditor.tsx').then((module) => ({ default: module.RequirementsEditor }))),
);

// Named in the page's language, not each in its own: an English page loads no Gujarati or Devanagari
// font, and a phone without one would show the native names as boxes.
const noticeLanguages = ['en', 'gu', 'hi'] as const satisfies readonly Locale[];
type NoticeLanguage = (typeof noticeLanguages)[number];

/** A WhatsApp message to the buyer carrying the follow-up's notice (its title and page), in their language. */
function noticeOnWhatsApp(mobile: string, language: NoticeLanguage): string {
  const notice = noticeIn(language, 'enquiry');
  const page = `${location.origin}${language === 'en' ? '' : `/${language}`}/privacy#purpose-enquiry`;
  return `https://wa.me/91${mobile.replace(/\D/g, '').slice(-10)}?text=${encodeURIComponent(`${notice.title}: ${notice.notice}\n${page}`)}`;
}

function QuickAdd({ userId }: { userId: string }) {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    name: '',
    mobile: '',
    want: '',
    source: 'walk_in' as (typeof quickAddSources)[number],
    email: '',
    consentBy: '' as QuickAddConsentWay | '',
    language: 'en' as NoticeLanguage,
  });
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  // With no e-mail the notice goes by WhatsApp: the advisor sends it from their phone.
  const [whatsApp, setWhatsApp] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.consentBy) return;
    setWhatsApp(null);
    const outcome = await quickAddLead(userId, { ...form, consentBy: form.consentBy });
    if (outcome.kind === 'failed' || outcome.kind === 'overruled') {
      setSaid({
        tone: 'error',
        text: outcome.kind === 'failed' ? failure(outcome.error, outcome.reason ?? t('buyers.notAdded')) : t('buyers.notAdded'),
      });
      return;
    }
    setSaid({
      tone: 'info',
      text: `${outcome.kind === 'queued' ? t('buyers.queued') : t('buyers.added', { name: form.name })} ${
        form.email ? t('buyers.noticeMailed') : t('buyers.noticeOnWhatsApp')
      }`,
    });
    if (!form.email) setWhatsApp(noticeOnWhatsApp(form.mobile, form.language));
    setForm({ ...form, name: '', mobile: '', want: '', email: '', consentBy: '' });
    void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
  }
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  return (
    <form onSubmit={(event) => void submit(event)} className="card mb-6 grid gap-3 p-4 sm:grid-cols-2" aria-label={t('buyers.quickAdd')}>
      <h2 className="text-lg font-bold text-brand-900 sm:col-span-2">{t('buyers.quickAdd.title')}</h2>
      <input
        className="field"
        required
        minLength={2}
        value={form.name}
        onChange={set('name')}
        placeholder={t('buyers.name')}
        aria-label={t('buyers.name')}
      />
      <input
        className="field"
        required
        inputMode="tel"
        value={form.mobile}
        onChange={set('mobile')}
        placeholder={t('buyers.mobile')}
        aria-label={t('buyers.mobile')}
      />
      <input
        className="field sm:col-span-2"
        required
        value={form.want}
        onChange={set('want')}
        placeholder={t('buyers.want')}
        aria-label={t('buyers.want')}
      />
      <select className="field" value={form.source} onChange={set('source')} aria-label={t('buyers.source')}>
        {quickAddSources.map((source) => (
          <option key={source} value={source}>
            {t(leadSourceWords[source])}
          </option>
        ))}
      </select>
      <input
        className="field"
        type="email"
        inputMode="email"
        value={form.email}
        onChange={set('email')}
        placeholder={t('buyers.email')}
        aria-label={t('buyers.email')}
      />
      <select className="field" required value={form.consentBy} onChange={set('consentBy')} aria-label={t('buyers.consentBy')}>
        <option value="">{t('buyers.consentByChoose')}</option>
        {quickAddConsentWays.map((way) => (
          <option key={way} value={way}>
            {t('buyers.consentWay', { way })}
          </option>
        ))}
      </select>
      <select className="field" value={form.language} onChange={set('language')} aria-label={t('buyers.noticeLanguage')}>
        {noticeLanguages.map((language) => (
          <option key={language} value={language}>
            {t('buyers.noticeIn', { language })}
          </option>
        ))}
      </select>
      <p className="text-xs text-ink-muted sm:col-span-2">{t('buyers.quickAdd.hint')}</p>
      <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start">
        {t('buyers.add')}
      </button>
      {said && (
        <p role="status" className={`text-sm sm:col-span-2 ${said.tone === 'error' ? 'text-rose-700' : 'text-brand-800'}`}>
          {said.text}{' '}
          {whatsApp && (
            <a className="font-semibold underline" href={whatsApp} target="_blank" rel="noreferrer" data-testid="notice-whatsapp">
              {t('buyers.openWhatsApp')}
            </a>
          )}
        </p>
      )}
    </form>
  );
}

function ContactForm({ buyer }: { buyer: BuyerDetail }) {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<(typeof contactChannels)[number]>('call');
  const [outcome, setOutcome] = useState<ContactOutcome>('reached');
  const [callBackAt, setCallBackAt] = useState('');
  const [note, setNote] = useState('');
  const log = useMutation({
    mutationFn: () =>
      logBuyerContact(buyer._id, {
        id: crypto.randomUUID(),
        channel,
        outcome,
        callBackAt: outcome === 'call_back' && callBackAt ? fromSuratInput(callBackAt) : undefined,
        note: note || undefined,
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(buyerKeys.detail(buyer._id), detail);
      setNote('');
    },
  });
  return (
    <form
      className="grid gap-2 sm:grid-cols-4"
      aria-label={t('buyers.log')}
      onSubmit={(event) => {
        event.preventDefault();
        log.mutate();
      }}
    >
      <select
        className="field"
        value={channel}
        onChange={(event) => setChannel(event.target.value as typeof channel)}
        aria-label={t('buyers.log.channel')}
      >
        {contactChannels.map((value) => (
          <option key={value} value={value}>
            {t('buyers.channel', { channel: value })}
          </option>
        ))}
      </select>
      <select
        className="field"
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as ContactOutcome)}
        aria-label={t('buyers.log.outcome')}
      >
        {contactOutcomes.map((value) => (
          <option key={value} value={value}>
            {t('buyers.outcome', { outcome: value })}
          </option>
        ))}
      </select>
      {outcome === 'call_back' && (
        <input
          className="field"
          type="datetime-local"
          required
          value={callBackAt}
          onChange={(event) => setCallBackAt(event.target.value)}
          aria-label={t('buyers.log.callBackAt')}
        />
      )}
      <input
        className="field"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('leads.note')}
        aria-label={t('leads.note')}
      />
      <button type="submit" className="btn-outline" disabled={log.isPending}>
        {t('buyers.log.submit')}
      </button>
      {log.isError && <p className="text-sm text-rose-700 sm:col-span-4">{failure(log.error, t('buyers.log.failed'))}</p>}
    </form>
  );
}

function BuyerPanel({ id }: { id: string }) {
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { data: buyer, error } = useQuery(buyerQuery(id));
  const merge = useMutation({
    mutationFn: (mergedId: string) => mergeBuyer(id, mergedId),
    onSuccess: (detail) => {
      queryClient.setQueryData(buyerKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
  if (error) return <Notice tone="error" title={failure(error, t('buyers.loadOneFailed'))} />;
  if (!buyer) return <p className="p-3 text-sm text-ink-soft">{t('listing.loading')}</p>;
  // The number stays callable (they may ask to be called back), but the agent is told why not to.
  const noFollowUp = buyer.withdrawnConsents.includes('enquiry');
  return (
    <div className="grid gap-4 p-3">
      <div className="grid gap-1">
        <a
          className="btn-outline w-fit"
          href={mobileHref(buyer.mobile)}
          aria-describedby={noFollowUp ? `no-follow-up-${buyer._id}` : undefined}
        >
          {t('buyers.call', { mobile: formatMobile(buyer.mobile) })}
        </a>
        {noFollowUp && (
          <p id={`no-follow-up-${buyer._id}`} className="text-sm font-semibold text-rose-800" data-testid="no-follow-up">
            {t('consent.noFollowUp')}
          </p>
        )}
      </div>
      {buyer.duplicates.map((duplicate) => (
        <div key={duplicate._id} className="flex flex-wrap items-center gap-2 rounded-xl bg-sand-100 p-3 text-sm">
          <span>
            {t('buyers.duplicate', { name: duplicate.name, mobile: formatMobile(duplicate.mobile), reference: duplicate.reference })}
          </span>
          <button type="button" className="btn-outline text-sm" disabled={merge.isPending} onClick={() => merge.mutate(duplicate._id)}>
            {t('buyers.merge', { reference: buyer.reference })}
          </button>
        </div>
      ))}
      {merge.isError && <p className="text-sm text-rose-700">{failure(merge.error, t('buyers.notMerged'))}</p>}
      <ul className="grid gap-1 text-sm">
        {buyer.enquiries.map((lead) => (
          <li key={lead._id}>
            <strong>{lead.reference}</strong> · {t(leadSourceWords[lead.source])} · {lead.listingTitle ?? lead.message}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <RequirementsEditor buyerId={buyer._id} />
      </Suspense>
      <ContactForm buyer={buyer} />
      <ul className="grid gap-1 text-sm text-ink-soft">
        {buyer.contacts.map((contact) => (
          <li key={contact._id}>
            {formatDateTime(contact.contactedAt, INTL_LOCALES[locale])} · {t('buyers.channel', { channel: contact.channel })} ·{' '}
            {t('buyers.outcome', { outcome: contact.outcome })}
            {contact.callBackAt && ` ${formatDateTime(contact.callBackAt, INTL_LOCALES[locale])}`}
            {contact.note && ` · ${contact.note}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PortalImport() {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const [portal, setPortal] = useState<ImportPortal>('99acres');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [said, setSaid] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const run = async (work: () => Promise<void>) => {
    setSaid(null);
    try {
      await work();
    } catch (error) {
      setSaid({ tone: 'error', text: failure(error, t('buyers.import.unreadable')) });
    }
  };
  return (
    <section className="card mb-6 grid gap-3 p-4" aria-label={t('buyers.import')}>
      <h2 className="text-lg font-bold text-brand-900">{t('buyers.import.title')}</h2>
      <div className="flex flex-wrap gap-2">
        <select
          className="field"
          value={portal}
          onChange={(event) => setPortal(event.target.value as ImportPortal)}
          aria-label={t('buyers.import.portal')}
        >
          {importPortals.map((value) => (
            <option key={value} value={value}>
              {importPortalLabels[value]}
            </option>
          ))}
        </select>
        <input
          className="field"
          type="file"
          accept=".csv,text/csv"
          aria-label={t('buyers.import.file')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPreview(null);
          }}
        />
        <button
          type="button"
          className="btn-outline"
          disabled={!file}
          onClick={() => void run(async () => setPreview(await previewImport(portal, file!)))}
        >
          {t('buyers.import.preview')}
        </button>
      </div>
      {preview && (
        <div className="grid gap-2 text-sm">
          <p>
            {t('buyers.import.summary', {
              rows: preview.rows,
              newBuyers: preview.newBuyers,
              joining: preview.joiningBuyers,
              duplicates: preview.duplicates,
              before: preview.importedBefore ? 'yes' : 'no',
            })}
          </p>
          {preview.refused.length > 0 && (
            <ul className="text-rose-700">
              {preview.refused.map((row) => (
                <li key={row.line}>{t('buyers.import.refused', { line: row.line, reason: row.reason })}</li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="btn-primary w-fit"
            disabled={preview.refused.length > 0}
            onClick={() =>
              void run(async () => {
                const result = await importLeads(portal, file!);
                setSaid({ tone: 'info', text: t('buyers.import.done', { added: result.added, duplicates: result.duplicates }) });
                setPreview(null);
                void queryClient.invalidateQueries({ queryKey: buyerKeys.all });
              })
            }
          >
            {t('buyers.import.submit')}
          </button>
        </div>
      )}
      {said && (
        <p role="status" className={`text-sm ${said.tone === 'error' ? 'text-rose-700' : 'text-brand-800'}`}>
          {said.text}
        </p>
      )}
    </section>
  );
}

export function BuyersScreen() {
  const t = useT();
  const failure = useFailureMessage();
  const { user } = useAuth();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const { data: buyers, error } = useQuery(buyersQuery(q));
  return (
    <div>
      <AdminPageHeader title={t('buyers.title')} description={t('buyers.description')} />
      {user && <QuickAdd userId={user._id} />}
      {/* Portal imports are the office's: an agent works the buyers they bring. */}
      {isAdmin(user) && <PortalImport />}
      <input
        className="field mb-3 w-full"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('buyers.searchPlaceholder')}
        aria-label={t('buyers.search')}
      />
      {error && <Notice tone="error" title={failure(error, t('buyers.loadFailed'))} />}
      {buyers?.length === 0 && <EmptyList title={t('buyers.empty')} />}
      <ul className="grid gap-2">
        {buyers?.map((buyer) => (
          <li key={buyer._id} className="card">
            <button
              type="button"
              className="focus-ring flex w-full flex-wrap items-center justify-between gap-2 p-3 text-left"
              aria-expanded={open === buyer._id}
              onClick={() => setOpen(open === buyer._id ? null : buyer._id)}
            >
              <span className="font-semibold text-brand-900">
                {buyer.name} <span className="text-sm font-normal text-ink-soft">{buyer.reference}</span>
              </span>
              <span className="text-sm text-ink-soft">
                {formatMobile(buyer.mobile)} · {t('buyers.leads', { count: buyer.leads })}
                {buyer.lastSource ? ` · ${t(leadSourceWords[buyer.lastSource])}` : ''}
                {buyer.possibleDuplicates > 0 && (
                  <span className="ml-2 whitespace-nowrap rounded bg-amber-100 px-1.5 text-amber-900">{t('buyers.possibleDuplicate')}</span>
                )}
                <WithdrawnConsentBadge purposes={buyer.withdrawnConsents} />
              </span>
            </button>
            {open === buyer._id && <BuyerPanel id={buyer._id} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
