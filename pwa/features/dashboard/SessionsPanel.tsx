import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import type { AccountSession } from '../../../contract/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { errorMessage } from '../../lib/http.ts';
import { OFFLINE_WRITE_MESSAGE, useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { endOtherSessions, endSession, sessionsQuery } from '../../lib/users.ts';

const MOBILE_SYSTEMS = new Set(['Android', 'iPhone', 'iPad']);

/** `just now`, `12 minutes ago`, `3 hours ago`, then the date. */
export function lastUsedText(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return formatLongDate(iso);
}

function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const online = useOnlineStatus();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="session">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-800" aria-hidden="true">
          <Icon name={session.os && MOBILE_SYSTEMS.has(session.os) ? 'smartphone' : 'monitor'} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {session.device}
            {session.current && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[0.7rem] font-bold text-emerald-800">This device</span>
            )}
          </p>
          <p className="mt-0.5 break-all text-sm text-ink-soft">
            {session.ipAddress ? `IP ${session.ipAddress}` : 'Address unknown'}
            <span aria-hidden="true"> · </span>
            {session.current ? 'Active now' : `Last used ${lastUsedText(session.lastUsedAt)}`}
          </p>
          <p className="text-xs text-ink-muted">Signed in {formatLongDate(session.createdAt)}</p>
        </div>
      </div>
      {!session.current && (
        <span title={online ? undefined : OFFLINE_WRITE_MESSAGE} className="inline-block sm:shrink-0">
          <button
            type="button"
            className="btn-outline w-full !border-rose-200 !text-rose-700 hover:!bg-rose-50 sm:w-auto"
            onClick={onEnd}
            disabled={ending || !online}
            aria-busy={ending}
          >
            {ending ? <Spinner /> : <Icon name="logout" className="h-4 w-4" />}
            End session<span className="sr-only"> on {session.device}</span>
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * Account Settings → Sessions: every device signed in to this account, this one marked. Ending a
 * session logs that device out at its next token refresh (within minutes).
 */
export function SessionsPanel() {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const sessions = useQuery(sessionsQuery());
  const [confirmOthers, setConfirmOthers] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });

  const endOne = useMutation({
    mutationFn: (session: AccountSession) => endSession(session._id),
    onSuccess: (_body, session) => toast.success(`Signed out ${session.device}`),
    onError: (error) => toast.error(errorMessage(error, 'Unable to end the session')),
    onSettled: () => void reload(),
  });

  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (body) => toast.success(body.message || 'Your other sessions have been ended'),
    onError: (error) => toast.error(errorMessage(error, 'Unable to end your other sessions')),
    onSettled: () => {
      setConfirmOthers(false);
      void reload();
    },
  });

  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-heading" className="card p-6 sm:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="sessions-heading" className="text-xl font-bold text-brand-900">
            Where you're signed in
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Devices signed in to your account. End any you don't recognise; it is signed out within a few minutes.
          </p>
        </div>
        {others > 0 && (
          <span title={online ? undefined : OFFLINE_WRITE_MESSAGE} className="inline-block sm:shrink-0">
            <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => setConfirmOthers(true)} disabled={!online}>
              <Icon name="logout" className="h-4 w-4" />
              End all other sessions
            </button>
          </span>
        )}
      </div>
      {sessions.isPending && (
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Spinner /> Loading your sessions…
        </p>
      )}
      {sessions.isError && (
        <div className="mt-6">
          <Notice tone="error" title={errorMessage(sessions.error, 'Unable to load your sessions')} />
        </div>
      )}
      {list.length > 0 && (
        <ul className="mt-4 divide-y divide-sand-200" aria-label="Signed-in devices">
          {list.map((session) => (
            <SessionRow
              key={session._id}
              session={session}
              ending={endOne.isPending && endOne.variables?._id === session._id}
              onEnd={() => endOne.mutate(session)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmOthers}
        title="End all other sessions?"
        confirmLabel="End other sessions"
        pending={endOthers.isPending}
        blockedReason={online ? null : OFFLINE_WRITE_MESSAGE}
        onClose={() => setConfirmOthers(false)}
        onConfirm={() => endOthers.mutate()}
      >
        {others === 1 ? 'The other device' : `The ${others} other devices`} will be signed out. You stay signed in here.
      </ConfirmDialog>
    </section>
  );
}
