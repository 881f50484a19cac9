/**
 * Today's site visits of the advisor, in time order, each with its address, directions and a
 * check-in that works with no signal: the buyer's pass is scanned (qrScanner.ts) or their 6-digit
 * code typed, checked on the phone (checkInProof.ts), and the check-in waits in the
 * outbox until it is sent, once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AgentVisit, CheckInArgs, FeedbackExperience, FeedbackNextStep, FeedbackPrice } from '../../../contract/visits.ts';
import { formatMobile } from '../../../contract/fields.ts';
import { Icon } from '../../components/Icon.tsx';
import { checkInVisit, markNoShowVisited, saveVisitNote, todayKeys, waitingCheckInsQuery } from '../../data/today.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { AGENCY_TIME_ZONE, dateFormat } from '../../lib/format.ts';
import { telHref } from './buyerMessage.ts';
import { checkCode, checkPass, type ProofCheck } from './checkInProof.ts';
import { canScanQr, scanQr } from './qrScanner.ts';
import { useVisitPacksAhead } from './packsAhead.ts';
import { useKeepProgress } from '../visitPack/useVisitPacks.ts';

type Said = { tone: 'info' | 'error'; text: string };

const refusals = {
  wrongVisit: 'today.siteVisits.wrongVisit',
  outsideWindow: 'today.siteVisits.outsideWindow',
} as const satisfies Record<Extract<ProofCheck, { ok: false }>['why'], MessageId>;

/** The phone's position for the check-in, if the advisor allows it; none after a few seconds. */
function position(): Promise<CheckInArgs['position']> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ lat: found.coords.latitude, lng: found.coords.longitude }),
      () => resolve(undefined),
      { timeout: 5_000, maximumAge: 60_000 },
    );
  });
}

/** The camera's picture, read for a QR code until one is found or the advisor stops it. */
function Scanner({ onRead, onFail }: { onRead: (text: string) => void; onFail: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // The camera opens once per scan, whatever the parent's renders pass.
  const told = useRef({ onRead, onFail });
  told.current = { onRead, onFail };
  useEffect(() => {
    if (!video.current) return;
    return scanQr(video.current, {
      onRead: (text) => told.current.onRead(text),
      onFail: () => told.current.onFail(),
    });
  }, []);
  return <video ref={video} muted playsInline className="aspect-square w-full max-w-72 rounded-xl bg-ink object-cover" />;
}

function CheckInForm({ visit, userId, onDone }: { visit: AgentVisit; userId: string; onDone: (said: Said) => void }) {
  const t = useT();
  const describeFailure = useFailureMessage();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const canScan = canScanQr();
  const time = dateFormat(`${locale}-IN`, { hour: 'numeric', minute: '2-digit', timeZone: AGENCY_TIME_ZONE });

  async function send(checked: ProofCheck) {
    if (!checked.ok) return setSaid({ tone: 'error', text: t(refusals[checked.why]) });
    const result = await checkInVisit(userId, { visitId: visit._id, ...checked.proof, position: await position() });
    void queryClient.invalidateQueries({ queryKey: todayKeys.waitingCheckIns(userId) });
    const now = time.format(new Date());
    if (result.kind === 'queued') return onDone({ tone: 'info', text: t('today.siteVisits.queued', { time: now }) });
    if (result.kind === 'accepted' || result.kind === 'overruled') {
      void queryClient.invalidateQueries({ queryKey: todayKeys.of(userId) });
      return onDone({ tone: 'info', text: t('today.siteVisits.checkedIn', { time: now }) });
    }
    setSaid({ tone: 'error', text: t('today.siteVisits.failed', { reason: describeFailure(result.error, result.reason ?? '') }) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void checkCode(visit, code).then(send);
  }

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 border-t border-sand-200 pt-3" data-testid="check-in-form">
      <p className="text-sm font-semibold text-ink">{t('today.siteVisits.checkInHeading', { name: visit.buyerName })}</p>
      {canScan && (
        <div className="grid justify-items-start gap-2">
          <button type="button" className="btn-outline" onClick={() => setScanning((on) => !on)} aria-pressed={scanning}>
            <Icon name="camera" className="h-4 w-4" />
            {scanning ? t('today.siteVisits.stopScan') : t('today.siteVisits.scan')}
          </button>
          {scanning && (
            <Scanner
              onRead={(text) => {
                setScanning(false);
                void checkPass(visit, text).then(send);
              }}
              onFail={() => {
                setScanning(false);
                setSaid({ tone: 'error', text: t('today.siteVisits.noCamera') });
              }}
            />
          )}
        </div>
      )}
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('today.siteVisits.code')}
        <input
          className="field max-w-40 text-center font-mono text-lg tracking-[0.3em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          pattern="\d{3} ?\d{3}"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button type="submit" className="btn-primary justify-self-start">
        <Icon name="check" className="h-4 w-4" />
        {t('today.siteVisits.confirm')}
      </button>
      {said && (
        <p role="alert" className="text-sm text-rose-700">
          {said.text}
        </p>
      )}
    </form>
  );
}

/** An online form on a visit's card: its fields, the button that sends the write, then Today refreshed and how it went said. */
function VisitWriteForm({
  testId,
  userId,
  onDone,
  write,
  done,
  failed,
  button,
  children,
}: {
  testId: string;
  userId: string;
  onDone: (said: Said) => void;
  write: () => Promise<unknown>;
  done: string;
  failed: string;
  button: ReactNode;
  children: ReactNode;
}) {
  const describeFailure = useFailureMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await write();
      void queryClient.invalidateQueries({ queryKey: todayKeys.of(userId) });
      onDone({ tone: 'info', text: done });
    } catch (error) {
      setFailure(describeFailure(error, failed));
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3 border-t border-sand-200 pt-3" data-testid={testId}>
      {children}
      <button type="submit" className="btn-primary justify-self-start" disabled={sending}>
        {button}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-rose-700">
          {failure}
        </p>
      )}
    </form>
  );
}

/** The office's correction of a no-show: the buyer came, but no check-in was made; the reason is kept on the visit. */
function NoShowCorrection({ visit, userId, onDone }: { visit: AgentVisit; userId: string; onDone: (said: Said) => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <VisitWriteForm
      testId="no-show-correction"
      userId={userId}
      onDone={onDone}
      write={() => markNoShowVisited(visit._id, { reason })}
      done={t('today.siteVisits.corrected')}
      failed={t('today.siteVisits.correctionFailed')}
      button={
        <>
          <Icon name="check" className="h-4 w-4" />
          {t('today.siteVisits.markVisited')}
        </>
      }
    >
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('today.siteVisits.correctionReason', { name: visit.buyerName })}
        <textarea
          className="field min-h-20"
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
    </VisitWriteForm>
  );
}

/** Whether the visit's listing (a property or a project) is on this phone for the site: kept, or being kept now. */
function PackState({ listingId, kept }: { listingId: string; kept: boolean }) {
  const t = useT();
  const progress = useKeepProgress(listingId);
  if (!kept && !progress) return null;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-brand-800" data-testid="visit-pack">
      <Icon name={kept ? 'check' : 'clock'} className="h-3.5 w-3.5" />
      {kept ? t('today.siteVisits.packKept') : t('today.siteVisits.packKeeping')}
    </p>
  );
}

const feedbackWords = {
  good: 'today.siteVisits.feedback.good',
  okay: 'today.siteVisits.feedback.okay',
  poor: 'today.siteVisits.feedback.poor',
  low: 'today.siteVisits.feedback.low',
  fair: 'today.siteVisits.feedback.fair',
  high: 'today.siteVisits.feedback.high',
  another_visit: 'today.siteVisits.feedback.another_visit',
  negotiate: 'today.siteVisits.feedback.negotiate',
  not_interested: 'today.siteVisits.feedback.not_interested',
} as const satisfies Record<FeedbackExperience | FeedbackPrice | FeedbackNextStep, MessageId>;

/** The buyer's three answers after the visit, in the advisor's language. */
function BuyerFeedback({ feedback }: { feedback: NonNullable<AgentVisit['feedback']> }) {
  const t = useT();
  const answers = [feedback.experience, feedback.price, feedback.nextStep].map((answer) => t(feedbackWords[answer]));
  return (
    <p className="mt-2 rounded-xl bg-sand-50 px-3 py-2 text-sm text-ink" data-testid="visit-feedback">
      <strong className="font-semibold">{t('today.siteVisits.feedback')}:</strong> {answers.join(' · ')}
    </p>
  );
}

/** The advisor's own notes on the visit: saved online, for the office only. */
function VisitNotes({ visit, userId, onDone }: { visit: AgentVisit; userId: string; onDone: (said: Said) => void }) {
  const t = useT();
  const [note, setNote] = useState(visit.agentNote);
  return (
    <VisitWriteForm
      testId="visit-notes"
      userId={userId}
      onDone={onDone}
      write={() => saveVisitNote(visit._id, { note })}
      done={t('today.siteVisits.notesSaved')}
      failed={t('today.siteVisits.notesFailed')}
      button={t('today.siteVisits.saveNotes')}
    >
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('today.siteVisits.notesLabel')}
        <textarea className="field min-h-20" maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </VisitWriteForm>
  );
}

/** One of a card's forms: its button opens and closes it, clearing what the card last said; its outcome closes it and is said. */
function useCardForm(setSaid: (said: Said | null) => void) {
  const [open, setOpen] = useState(false);
  return {
    open,
    toggle: () => {
      setSaid(null);
      setOpen((shown) => !shown);
    },
    done: (next: Said) => {
      setOpen(false);
      setSaid(next);
    },
  };
}
type CardForm = ReturnType<typeof useCardForm>;

/** The text button under a card that opens and closes one of its forms. */
function FormToggle({ form, spaced = false, children }: { form: CardForm; spaced?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`mt-2 ${spaced ? 'mr-4 ' : ''}text-sm font-semibold text-brand-800 underline`}
      aria-expanded={form.open}
      onClick={form.toggle}
    >
      {children}
    </button>
  );
}

function VisitCard({ visit, userId, waiting, kept }: { visit: AgentVisit; userId: string; waiting: boolean; kept: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [said, setSaid] = useState<Said | null>(null);
  const checkIn = useCardForm(setSaid);
  const correction = useCardForm(setSaid);
  const notes = useCardForm(setSaid);
  const time = dateFormat(`${locale}-IN`, { hour: 'numeric', minute: '2-digit', timeZone: AGENCY_TIME_ZONE });
  const tap = 'inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-xl px-2 text-sm font-semibold';
  const done = visit.attendance === 'shown' || waiting;
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="site-visit">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-base font-bold text-brand-900">
          {time.format(new Date(visit.startsAt))} – {time.format(new Date(visit.endsAt))}
        </p>
        {visit.attendance !== 'pending' && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              visit.attendance === 'shown' ? 'bg-emerald-100 text-emerald-900' : 'bg-rose-100 text-rose-900'
            }`}
          >
            {visit.attendance === 'shown' ? t('today.siteVisits.shown') : t('today.siteVisits.noShow')}
          </span>
        )}
      </div>
      <p className="mt-1 font-semibold text-ink">
        {visit.buyerName} · <span className="whitespace-nowrap">{formatMobile(visit.mobile)}</span>
      </p>
      {visit.listing && (
        <Link
          href={visit.listing.kind === 'property' ? `/property/${visit.listing._id}` : `/projects/${visit.listing._id}`}
          className="focus-ring rounded text-sm text-brand-800 underline"
        >
          {visit.listing.title}
        </Link>
      )}
      {visit.address && <p className="text-sm text-ink-soft">{visit.address}</p>}
      {visit.listing && <PackState listingId={visit.listing._id} kept={kept} />}
      {waiting && (
        <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-accent-800" data-testid="check-in-waiting">
          <Icon name="clock" className="h-3.5 w-3.5" />
          {t('today.siteVisits.waiting')}
        </p>
      )}
      <div className="mt-3 grid grid-cols-3 gap-2">
        <a href={telHref(visit.mobile)} className={`${tap} bg-brand-800 text-white`}>
          <Icon name="phone" className="h-4 w-4 shrink-0" />
          {t('today.call')}
        </a>
        {visit.mapUrl ? (
          <a href={visit.mapUrl} target="_blank" rel="noopener noreferrer" className={`${tap} border border-sand-300 bg-white text-ink`}>
            <Icon name="pin" className="h-4 w-4 shrink-0" />
            {t('today.siteVisits.directions')}
          </a>
        ) : (
          <span />
        )}
        {!done && (
          <button type="button" className={`${tap} bg-emerald-700 text-white`} aria-expanded={checkIn.open} onClick={checkIn.toggle}>
            <Icon name="check" className="h-4 w-4 shrink-0" />
            {t('today.siteVisits.checkIn')}
          </button>
        )}
      </div>
      {visit.feedback && <BuyerFeedback feedback={visit.feedback} />}
      {visit.agentNote && !notes.open && <p className="mt-2 whitespace-pre-line text-sm text-ink-soft">{visit.agentNote}</p>}
      <FormToggle form={notes} spaced>
        {t('today.siteVisits.notes')}
      </FormToggle>
      {visit.attendance === 'no_show' && !waiting && <FormToggle form={correction}>{t('today.siteVisits.markVisited')}</FormToggle>}
      {notes.open && <VisitNotes visit={visit} userId={userId} onDone={notes.done} />}
      {correction.open && visit.attendance === 'no_show' && <NoShowCorrection visit={visit} userId={userId} onDone={correction.done} />}
      {checkIn.open && !done && <CheckInForm visit={visit} userId={userId} onDone={checkIn.done} />}
      {said && (
        <p role="status" className={`mt-2 text-sm ${said.tone === 'error' ? 'text-rose-700' : 'text-brand-900'}`}>
          {said.text}
        </p>
      )}
    </li>
  );
}

export function SiteVisits({ visits, userId }: { visits: AgentVisit[]; userId: string }) {
  const t = useT();
  const waiting = useQuery(waitingCheckInsQuery(userId));
  const packs = useVisitPacksAhead(userId, visits);
  const tomorrowKept = packs.tomorrow.filter((visit) => visit.listing && packs.kept.has(visit.listing._id));
  return (
    <div className="mb-6" data-testid="today-siteVisits">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-bold text-brand-900">
        {t('today.siteVisits')}
        <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink">{visits.length}</span>
      </h2>
      {visits.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('today.siteVisits.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {visits.map((visit) => (
            <VisitCard
              key={visit._id}
              visit={visit}
              userId={userId}
              waiting={waiting.data?.has(visit._id) ?? false}
              kept={visit.listing !== null && packs.kept.has(visit.listing._id)}
            />
          ))}
        </ul>
      )}
      {packs.tomorrow.length > 0 && (
        <p className="mt-3 text-sm text-ink-soft" data-testid="tomorrow-packs">
          {t('today.siteVisits.tomorrowPacks', { kept: tomorrowKept.length, total: packs.tomorrow.length })}
        </p>
      )}
    </div>
  );
}
