import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from '../../lib/toast.ts';
import type { ErasureState } from '../../../contract/privacyRights.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FieldShell, describedBy } from '../../components/FormField.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { SettingsCard } from '../dashboard/SettingsCard.tsx';
import { askErasure, cancelErasure, erasureQuery, privacyKeys } from '../../data/privacyRights.ts';
import { ApiError } from '../../lib/apiError.ts';
import { formatLongDate } from '../../lib/format.ts';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { useOnlineStatus } from '../../lib/useOnlineStatus.ts';
import { INTL_LOCALES } from '../../i18n/locales.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';

/**
 * Privacy → Delete your account: asked with the password, carried out after the cooling-off, and
 * cancellable until then. What a legal hold would keep (an open deal) is said before asking.
 */
export function ErasureSection() {
  const t = useT();
  const locale = useLocale();
  const online = useOnlineStatus();
  const describeFailure = useFailureMessage();
  const queryClient = useQueryClient();
  const state = useQuery(erasureQuery());
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const passwordId = useId();
  const dateOf = (iso: string) => formatLongDate(iso, INTL_LOCALES[locale]);
  const settle = (answer: { data: ErasureState }) => queryClient.setQueryData(privacyKeys.erasure, answer.data);

  const ask = useMutation({
    mutationFn: () => askErasure(password),
    onSuccess: (answer) => {
      settle(answer);
      setPassword('');
      toast.success(t('rights.erasure.asked', { date: dateOf(answer.data.pending!.dueAt) }));
    },
    onError: (error) => {
      const message = describeFailure(error, t('rights.erasure.failed'));
      if (error instanceof ApiError && (error.status === 403 || error.status === 400)) setPasswordError(message);
      else toast.error(message);
    },
    onSettled: () => setConfirming(false),
  });
  const cancel = useMutation({
    mutationFn: cancelErasure,
    onSuccess: (answer) => {
      settle(answer);
      toast.success(t('rights.erasure.cancelled'));
    },
    onError: (error) => toast.error(describeFailure(error, t('rights.erasure.failed'))),
  });

  const data = state.data;
  return (
    <SettingsCard
      id="erasure-heading"
      title={t('rights.erasure.title')}
      intro={t('rights.erasure.intro', { days: data?.coolingOffDays ?? 7 })}
    >
      {state.isPending && (
        <p className="mt-6 flex items-center gap-2 text-sm text-ink-soft" role="status">
          <Spinner /> {t('rights.loading')}
        </p>
      )}
      {state.isError && (
        <div className="mt-6">
          <Notice tone="error" title={describeFailure(state.error, t('rights.loadFailed'))} />
        </div>
      )}
      {data && data.holds.length > 0 && (
        <div className="mt-6">
          <Notice tone="info" title={t('rights.erasure.holds')}>
            <ul className="mt-1 list-disc pl-5">
              {data.holds.map((hold) => (
                <li key={hold.reference}>{t('rights.erasure.hold', { reference: hold.reference })}</li>
              ))}
            </ul>
          </Notice>
        </div>
      )}
      {data?.pending ? (
        <div className="mt-6 space-y-4" data-testid="erasure-pending">
          <Notice tone="error" title={t('rights.erasure.pending', { date: dateOf(data.pending.dueAt) })}>
            <p>{t('rights.erasure.pendingHint')}</p>
          </Notice>
          <button type="button" className="btn-primary" onClick={() => cancel.mutate()} disabled={cancel.isPending || !online}>
            {cancel.isPending ? <Spinner /> : <Icon name="refresh" className="h-4 w-4" />}
            {t('rights.erasure.cancel')}
          </button>
        </div>
      ) : (
        data && (
          <form
            className="mt-6 grid gap-4 sm:max-w-sm"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) {
                setPasswordError(t('rights.erasure.passwordNeeded'));
                return;
              }
              setConfirming(true);
            }}
          >
            <FieldShell id={passwordId} label={t('rights.erasure.password')} error={passwordError}>
              <input
                id={passwordId}
                type="password"
                autoComplete="current-password"
                className={`field ${passwordError ? '!border-rose-400' : ''}`}
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setPasswordError(null);
                }}
                {...describedBy(passwordId, { error: passwordError })}
              />
            </FieldShell>
            <span title={online ? undefined : t('offline.writeBlocked')} className="inline-block">
              <button
                type="submit"
                className="btn-outline w-full !border-rose-200 !text-rose-700 hover:!bg-rose-50 sm:w-auto"
                disabled={!online}
              >
                <Icon name="trash" className="h-4 w-4" />
                {t('rights.erasure.action')}
              </button>
            </span>
          </form>
        )
      )}
      <ConfirmDialog
        open={confirming}
        title={t('rights.erasure.confirmTitle')}
        confirmLabel={t('rights.erasure.confirm')}
        pending={ask.isPending}
        blockedReason={online ? null : t('offline.writeBlocked')}
        onClose={() => setConfirming(false)}
        onConfirm={() => ask.mutate()}
      >
        {t('rights.erasure.confirmText', { days: data?.coolingOffDays ?? 7 })}
      </ConfirmDialog>
    </SettingsCard>
  );
}
