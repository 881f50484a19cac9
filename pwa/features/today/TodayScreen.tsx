/**
 * /admincp/today: an advisor's day on the phone. Overdue follow-ups, the ones due today, new leads
 * and today's visits, each lead one tap from a call, a WhatsApp message in the buyer's language and
 * the log of how the call went (which sets the next action). The list is kept on the phone, so it
 * opens with no signal; a call logged offline waits in the outbox and is sent once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  nextActionKinds,
  TODAY_FIRST,
  TODAY_MOST,
  type NextActionKind,
  type Today,
  type TodayLead,
  type TodayQuery,
} from '../../../contract/today.ts';
import { contactOutcomes, type ContactOutcome } from '../../../contract/buyers.ts';
import { formatMobile } from '../../../contract/fields.ts';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { isNotSavedOffline } from '../../data/networkFirst.ts';
import { logCallOutcome, todayKeys, todayQuery, waitingOutcomesQuery } from '../../data/today.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { AGENCY_TIME_ZONE, dateFormat, formatIndianNumber } from '../../lib/format.ts';
import { useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { telHref, whatsappHref } from './buyerMessage.ts';
import { SiteVisits } from './SiteVisits.tsx';
import { fromSuratInput, suratInput } from './suratTime.ts';

// Listings matched to the advisor's buyers, with their own words (the matches message area).
const MatchesSection = lazy(
  withMessages('matches', () => import('../matches/MatchesSection.tsx').then((module) => ({ default: module.MatchesSection }))),
);

const HOUR = 3_600_000;

const kindWords = {
  call_back: 'today.kind.call_back',
  send_options: 'today.kind.send_options',
  confirm_visit: 'today.kind.confirm_visit',
  other: 'today.kind.other',
} as const satisfies Record<NextActionKind, MessageId>;

const outcomeWords = {
  reached: 'today.outcome.reached',
  not_reached: 'today.outcome.not_reached',
  call_back: 'today.outcome.call_back',
} as const satisfies Record<ContactOutcome, MessageId>;
const intlLocale = (locale: string) => `${locale}-IN`;

function useClock() {
  const locale = useLocale();
  const time = dateFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: AGENCY_TIME_ZONE });
  const dayTime = dateFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: AGENCY_TIME_ZONE,
  });
  return { time: (iso: string) => time.format(new Date(iso)), dayTime: (iso: string) => dayTime.format(new Date(iso)) };
}

type Said = { tone: 'info' | 'error'; text: string };

/** How the call went, and the next action it sets. */
function OutcomeForm({ lead, userId, onDone }: { lead: TodayLead; userId: string; onDone: (said: Said) => void }) {
  const t = useT();
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  const [callBackAt, setCallBackAt] = useState(() => suratInput(new Date(Date.now() + 2 * HOUR)));
  const [kind, setKind] = useState<NextActionKind>('send_options');
  const [dueAt, setDueAt] = useState(() => suratInput(new Date(Date.now() + 24 * HOUR)));
  const [note, setNote] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!outcome) return;
    const result = await logCallOutcome(userId, {
      enquiryId: lead._id,
      channel: 'call',
      outcome,
      ...(outcome === 'call_back' && { callBackAt: fromSuratInput(callBackAt) }),
      ...(note.trim() && { note: note.trim() }),
      ...(outcome === 'reached' && { nextAction: { kind, dueAt: fromSuratInput(dueAt), ...(note.trim() && { note: note.trim() }) } }),
    });
    void queryClient.invalidateQueries({ queryKey: todayKeys.waiting(userId) });
    if (result.kind === 'queued') return onDone({ tone: 'info', text: t('today.outcome.queued') });
    if (result.kind === 'accepted') {
      void queryClient.invalidateQueries({ queryKey: todayKeys.of(userId) });
      return onDone({ tone: 'info', text: t('today.outcome.logged') });
    }
    const reason = result.kind === 'failed' ? failure(result.error, result.reason ?? '') : '';
    onDone({ tone: 'error', text: t('today.outcome.failed', { reason }) });
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3 border-t border-sand-200 pt-3" data-testid="outcome-form">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('today.outcome.heading', { name: lead.name })}</legend>
        <div className="grid grid-cols-3 gap-2">
          {contactOutcomes.map((value) => (
            <label
              key={value}
              className={`focus-within:ring-2 flex min-h-11 min-w-0 cursor-pointer items-center justify-center rounded-xl border px-1.5 text-center text-sm font-semibold ${
                outcome === value ? 'border-brand-800 bg-brand-800 text-white' : 'border-sand-300 bg-white text-ink'
              }`}
            >
              <input type="radio" name="outcome" value={value} className="sr-only" onChange={() => setOutcome(value)} />
              {t(outcomeWords[value])}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome === 'call_back' && (
        <label className="grid gap-1 text-sm font-semibold">
          {t('today.outcome.callBackAt')}
          <input className="field" type="datetime-local" required value={callBackAt} onChange={(e) => setCallBackAt(e.target.value)} />
        </label>
      )}
      {outcome === 'not_reached' && <p className="text-sm text-ink-soft">{t('today.outcome.notReachedHint')}</p>}
      {outcome === 'reached' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm font-semibold">
            {t('today.outcome.next')}
            <select className="field" value={kind} onChange={(e) => setKind(e.target.value as NextActionKind)}>
              {nextActionKinds.map((value) => (
                <option key={value} value={value}>
                  {t(kindWords[value])}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {t('today.outcome.nextDue')}
            <input className="field" type="datetime-local" required value={dueAt} onChange={(e) => setDueAt(e.target.value)} />
          </label>
        </div>
      )}
      <label className="grid gap-1 text-sm font-semibold">
        {t('today.outcome.note')}
        <input
          className="field"
          value={note}
          required={outcome === 'reached' && kind === 'other'}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" className="btn-primary min-h-11" disabled={!outcome}>
          {t('today.outcome.save')}
        </button>
        <button type="button" className="btn-outline min-h-11" onClick={() => onDone({ tone: 'info', text: '' })}>
          {t('today.outcome.cancel')}
        </button>
      </div>
    </form>
  );
}

function LeadCard({ lead, userId, agentName, waiting }: { lead: TodayLead; userId: string; agentName: string; waiting: number }) {
  const t = useT();
  const clock = useClock();
  const [logging, setLogging] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const tap =
    'focus-ring flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-2 text-center text-sm font-semibold leading-tight';
  return (
    <li className="card min-w-0 p-4" data-testid="today-lead" data-lead={lead._id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-base font-bold text-ink">{lead.name}</p>
          <p className="text-sm text-ink-soft">{formatMobile(lead.mobile)}</p>
          <p className="mt-1 truncate text-sm text-ink">
            {lead.listing
              ? `${lead.listing.reference ? `${lead.listing.reference} · ` : ''}${lead.listing.title}`
              : t('today.generalEnquiry')}
          </p>
        </div>
        <div className="shrink-0 text-right text-xs text-ink-soft">
          <p className="font-semibold">{lead.reference}</p>
          {!lead.assigneeId && <p className="font-semibold text-accent-700">{t('today.unassigned')}</p>}
        </div>
      </div>
      {lead.daysInStage !== null && <p className="mt-0.5 text-xs text-ink-soft">{t('today.daysInStage', { days: lead.daysInStage })}</p>}
      {lead.nextAction && (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-brand-900">
          <Icon name="clock" className="h-4 w-4" />
          {t(kindWords[lead.nextAction.kind])} · {t('today.due', { time: clock.dayTime(lead.nextAction.dueAt) })}
        </p>
      )}
      {lead.nextAction?.note && <p className="mt-1 text-sm text-ink-soft">{lead.nextAction.note}</p>}
      {lead.visitAt && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
          <Icon name="calendar" className="h-4 w-4" />
          {t('today.visit', { time: clock.time(lead.visitAt) })}
        </p>
      )}
      {waiting > 0 && (
        <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-accent-800" data-testid="outcome-waiting">
          <Icon name="wifiOff" className="h-3.5 w-3.5" />
          {t('today.outcome.waiting', { count: waiting })}
        </p>
      )}
      <div className="mt-3 grid grid-cols-3 gap-2">
        <a href={telHref(lead.mobile)} className={`${tap} bg-brand-800 text-white`}>
          <Icon name="phone" className="h-4 w-4 shrink-0" />
          {t('today.call')}
        </a>
        <a href={whatsappHref(lead, agentName)} target="_blank" rel="noopener noreferrer" className={`${tap} bg-emerald-600 text-white`}>
          <Icon name="chat" className="h-4 w-4 shrink-0" />
          {t('today.whatsapp')}
        </a>
        <button
          type="button"
          className={`${tap} border border-sand-300 bg-white text-ink`}
          aria-expanded={logging}
          onClick={() => {
            setSaid(null);
            setLogging((open) => !open);
          }}
        >
          <Icon name="edit" className="h-4 w-4 shrink-0" />
          {t('today.log')}
        </button>
      </div>
      {logging && (
        <OutcomeForm
          lead={lead}
          userId={userId}
          onDone={(next) => {
            setLogging(false);
            setSaid(next.text ? next : null);
          }}
        />
      )}
      {said && (
        <p role="status" className={`mt-2 text-sm ${said.tone === 'error' ? 'text-rose-700' : 'text-brand-900'}`}>
          {said.text}
        </p>
      )}
    </li>
  );
}

const sections = [
  ['overdue', 'today.section.overdue'],
  ['dueToday', 'today.section.dueToday'],
  ['fresh', 'today.section.fresh'],
  ['visits', 'today.section.visits'],
] as const satisfies readonly (readonly [keyof Omit<Today, 'now'>, string])[];

export function TodayScreen() {
  const t = useT();
  const clock = useClock();
  const { user } = useAuth();
  const userId = user!._id;
  const [lengths, setLengths] = useState<TodayQuery>({});
  const shown = useQuery(todayQuery(userId, lengths));
  const waiting = useQuery(waitingOutcomesQuery(userId));

  return (
    <section aria-labelledby="today-title" className="mx-auto max-w-3xl">
      <AdminPageHeader
        title={t('today.title')}
        description={t('today.subtitle')}
        actions={
          <button type="button" className="btn-outline !px-3.5" onClick={() => void shown.refetch()} disabled={shown.isFetching}>
            <Icon name="refresh" className={`h-4 w-4 ${shown.isFetching ? 'animate-spin' : ''}`} />
            {t('today.refresh')}
          </button>
        }
      />
      {shown.data?.keptAt && (
        <div className="mb-4">
          <Notice tone="info" title={t('today.kept', { time: clock.time(shown.data.keptAt) })} />
        </div>
      )}
      {shown.isError && <Notice tone="error" title={isNotSavedOffline(shown.error) ? t('today.notKept') : t('today.failed')} />}
      {/* A Today kept before site visits were part of it has none. */}
      {shown.data && <SiteVisits visits={shown.data.today.siteVisits ?? []} userId={userId} />}
      {shown.data &&
        sections.map(([key, title]) => {
          const leads = shown.data.today[key];
          // A Today kept before the lists said their totals holds all it had.
          const total = (shown.data.today.totals as Today['totals'] | undefined)?.[key] ?? leads.length;
          const more = Math.min(TODAY_FIRST, total - leads.length, TODAY_MOST - leads.length);
          return (
            <div key={key} className="mb-6" data-testid={`today-${key}`}>
              <h2 className="mb-2 flex items-center gap-2 text-lg font-bold text-brand-900">
                {t(title)}
                <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink">{formatIndianNumber(total)}</span>
              </h2>
              {leads.length === 0 ? (
                <p className="text-sm text-ink-soft">{t('today.empty')}</p>
              ) : (
                <ul className="grid gap-3">
                  {leads.map((lead) => (
                    <LeadCard
                      key={lead._id}
                      lead={lead}
                      userId={userId}
                      agentName={user!.fullName}
                      waiting={waiting.data?.get(lead._id) ?? 0}
                    />
                  ))}
                </ul>
              )}
              {total > leads.length && (
                <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-soft">
                  <span>{t('today.cut', { shown: formatIndianNumber(leads.length), total: formatIndianNumber(total) })}</span>
                  {more > 0 && (
                    <button
                      type="button"
                      className="btn-outline !px-3.5 !py-1.5"
                      disabled={shown.isFetching}
                      onClick={() => setLengths({ ...lengths, [key]: leads.length + more })}
                    >
                      {t('today.more', { count: formatIndianNumber(more) })}
                    </button>
                  )}
                </div>
              )}
            </div>
          );
        })}
      <Suspense fallback={null}>
        <MatchesSection />
      </Suspense>
    </section>
  );
}
