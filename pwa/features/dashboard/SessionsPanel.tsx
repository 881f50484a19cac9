import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import type { AccountSession } from '../../../contract/sessions.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CardHeading } from '../../components/CardHeading.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { revokeOtherSessions, revokeSession, sessionsQuery } from '../../data/sessions.ts';
import { INTL_LOCALES, type Locale } from '../../i18n/locales.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';

const MOBILE_SYSTEMS = new Set(['Android', 'iPhone', 'iPad']);

/** The device in the page's language ('Android પર Chrome'); the server's English label only names what it recognised. */
function deviceIn(t: Translate, session: Pick<AccountSession, 'browser' | 'os'>): string {
  const { browser, os } = session;
  if (browser && os) return t('sessions.deviceOn', { browser, os });
  return browser ?? os ?? t('sessions.unknownDevice');
}

/** `just now`, `12 minutes ago`, `3 hours ago`, then the date, in the page's language. */
function lastUsedIn(t: Translate, locale: Locale, iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return t('sessions.justNow');
  if (minutes < 60) return t('sessions.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('sessions.hoursAgo', { count: hours });
  return formatLongDate(iso, INTL_LOCALES[locale]);
}

function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const online = useOnlineStatus();
  const t = useT();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid="session">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-800" aria-hidden="true">
          <Icon name={session.os && MOBILE_SYSTEMS.has(session.os) ? 'smartphone' : 'monitor'} className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            {deviceIn(t, session)}
            {session.current && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[0.7rem] font-bold text-emerald-800">
                {t('sessions.thisDevice')}
              </span>
            )}
          </p>
          <p className="mt-0.5 break-all text-sm text-ink-soft">
            {session.ipAddress ? `IP ${session.ipAddress}` : t('sessions.addressUnknown')}
            <span aria-hidden="true"> · </span>
            {session.current ? t('sessions.activeNow') : t('sessions.lastUsed', { when: lastUsedIn(t, locale, session.lastUsedAt) })}
          </p>
          <p className="text-xs text-ink-muted">
            {t('sessions.signedIn', { date: formatLongDate(session.createdAt, INTL_LOCALES[locale]) })}
          </p>
        </div>
      </div>
      {!session.current && (
        <span title={online ? undefined : t('offline.writeBlocked')} className="inline-block sm:shrink-0">
          <button
            type="button"
            className="btn-outline w-full !border-rose-200 !text-rose-700 hover:!bg-rose-50 sm:w-auto"
            onClick={onEnd}
            disabled={ending || !online}
            aria-busy={ending}
          >
            {ending ? <Spinner /> : <Icon name="logout" className="h-4 w-4" />}
            {t('sessions.end')}
            <span className="sr-only">{t('sessions.endOn', { device: deviceIn(t, session) })}</span>
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
  const t = useT();
  const describeFailure = useFailureMessage();
  const sessions = useQuery(sessionsQuery());
  const [confirmOthers, setConfirmOthers] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });

  const endOne = useMutation({
    mutationFn: (session: AccountSession) => revokeSession(session._id),
    onSuccess: (_body, session) => toast.success(t('sessions.signedOut', { device: deviceIn(t, session) })),
    onError: (error) => toast.error(describeFailure(error, t('sessions.endFailed'))),
    onSettled: () => void reload(),
  });

  const endOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast.success(t('sessions.othersEnded')),
    onError: (error) => toast.error(describeFailure(error, t('sessions.endOthersFailed'))),
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
          <CardHeading id="sessions-heading" title={t('sessions.title')} intro={t('sessions.intro')} />
        </div>
        {others > 0 && (
          <span title={online ? undefined : t('offline.writeBlocked')} className="inline-block sm:shrink-0">
            <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => setConfirmOthers(true)} disabled={!online}>
              <Icon name="logout" className="h-4 w-4" />
              {t('sessions.endAllOthers')}
            </button>
          </span>
        )}
      </div>
      {sessions.isPending && (
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Spinner /> {t('sessions.loading')}
        </p>
      )}
      {sessions.isError && (
        <div className="mt-6">
          <Notice tone="error" title={describeFailure(sessions.error, t('sessions.loadFailed'))} />
        </div>
      )}
      {list.length > 0 && (
        <ul className="mt-4 divide-y divide-sand-200" aria-label={t('sessions.devices')}>
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
        title={t('sessions.confirmTitle')}
        confirmLabel={t('sessions.confirm')}
        pending={endOthers.isPending}
        blockedReason={online ? null : t('offline.writeBlocked')}
        onClose={() => setConfirmOthers(false)}
        onConfirm={() => endOthers.mutate()}
      >
        {t('sessions.confirmText', { count: others })}
      </ConfirmDialog>
    </section>
  );
}
