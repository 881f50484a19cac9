/**
 * Today's site visits of the advisor, in time order, each with its address, directions and a
 * check-in that works with no signal: the buyer's pass is scanned (where the browser reads QR codes)
 * or their 6-digit code typed, checked on the phone (checkInProof.ts), and the check-in waits in the
 * outbox until it is sent, once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AgentVisit, CheckInArgs } from '../../../contract/visits.ts';
import { formatMobile } from '../../../contract/fields.ts';
import { Icon } from '../../components/Icon.tsx';
import { checkInVisit, todayKeys, waitingCheckInsQuery } from '../../data/today.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { errorMessage } from '../../lib/apiError.ts';
import { AGENCY_TIME_ZONE, dateFormat } from '../../lib/format.ts';
import { telHref } from './buyerMessage.ts';
import { checkCode, checkPass, type ProofCheck } from './checkInProof.ts';

type Said = { tone: 'info' | 'error'; text: string };

const refusals = {
  wrongVisit: 'today.siteVisits.wrongVisit',
  outsideWindow: 'today.siteVisits.outsideWindow',
} as const satisfies Record<Extract<ProofCheck, { ok: false }>['why'], MessageId>;

/** The browser's QR reader, where it has one (Chrome on Android, Safari): https://developer.mozilla.org/docs/Web/API/BarcodeDetector */
interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
const qrReader = (): QrReader | null => {
  const Detector = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => QrReader }).BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
};

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
    const reader = qrReader();
    let stream: MediaStream | null = null;
    let stopped = false;
    async function read() {
      if (stopped || !video.current || !reader) return;
      const [code] = await reader.detect(video.current).catch(() => []);
      if (code) told.current.onRead(code.rawValue);
      else setTimeout(() => void read(), 250);
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        void read();
      })
      .catch(() => told.current.onFail());
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return <video ref={video} muted playsInline className="aspect-square w-full max-w-72 rounded-xl bg-ink object-cover" />;
}

function CheckInForm({ visit, userId, onDone }: { visit: AgentVisit; userId: string; onDone: (said: Said) => void }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const canScan = qrReader() !== null && 'mediaDevices' in navigator;
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
    setSaid({ tone: 'error', text: t('today.siteVisits.failed', { reason: errorMessage(result.error, result.reason ?? '') }) });
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

function VisitCard({ visit, userId, waiting }: { visit: AgentVisit; userId: string; waiting: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
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
      {visit.listing && <p className="text-sm text-ink-soft">{visit.listing.title}</p>}
      {visit.address && <p className="text-sm text-ink-soft">{visit.address}</p>}
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
          <button
            type="button"
            className={`${tap} bg-emerald-700 text-white`}
            aria-expanded={open}
            onClick={() => {
              setSaid(null);
              setOpen((shown) => !shown);
            }}
          >
            <Icon name="check" className="h-4 w-4 shrink-0" />
            {t('today.siteVisits.checkIn')}
          </button>
        )}
      </div>
      {open && !done && (
        <CheckInForm
          visit={visit}
          userId={userId}
          onDone={(next) => {
            setOpen(false);
            setSaid(next);
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

export function SiteVisits({ visits, userId }: { visits: AgentVisit[]; userId: string }) {
  const t = useT();
  const waiting = useQuery(waitingCheckInsQuery(userId));
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
            <VisitCard key={visit._id} visit={visit} userId={userId} waiting={waiting.data?.has(visit._id) ?? false} />
          ))}
        </ul>
      )}
    </div>
  );
}
