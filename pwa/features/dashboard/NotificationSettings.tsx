/**
 * Account Settings → Notifications: e-mail alerts on or off, push alerts on or off for the account
 * (GET/PATCH /notification-settings), and push in this browser (asks for permission and subscribes).
 * Which searches alert, how often and by what is set on each saved search.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from '../../lib/toast.ts';
import { Icon } from '../../components/Icon.tsx';
import { notificationSettingsKey, notificationSettingsQuery, saveNotificationSettings } from '../../data/notifications.ts';
import { useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { bestEffort } from '../../lib/bestEffort.ts';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 py-3">
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-xs text-ink-muted">{hint}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
    </label>
  );
}

/** Push in this browser: its own state, since it is the browser's permission and subscription. */
function BrowserPush() {
  const [state, setState] = useState<'unknown' | 'on' | 'off' | 'unsupported'>('unknown');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const describeFailure = useFailureMessage();
  useEffect(() => {
    void import('../savedSearches/pushSubscription.ts').then(async (push) => {
      if (!push.pushSupported()) return setState('unsupported');
      setState((await bestEffort('unknown reads as off, and turning on asks again', push.pushSubscribed(), false)) ? 'on' : 'off');
    });
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    const push = await import('../savedSearches/pushSubscription.ts');
    try {
      if (on) setState((await push.offerPush(t)) === 'subscribed' ? 'on' : 'off');
      else {
        await push.disablePush();
        setState('off');
        toast.success(t('notifications.browserOff'), { id: 'push-state' });
      }
    } catch (error) {
      toast.error(describeFailure(error, t('notifications.changeFailed')), { id: 'push-state' });
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported') return <p className="py-3 text-xs text-ink-muted">{t('notifications.unsupported')}</p>;
  return (
    <Toggle
      label={t('notifications.browser')}
      hint={t('notifications.browserHint')}
      checked={state === 'on'}
      disabled={busy || state === 'unknown'}
      onChange={(on) => void change(on)}
    />
  );
}

export function NotificationSettings() {
  const queryClient = useQueryClient();
  const t = useT();
  const describeFailure = useFailureMessage();
  const query = useQuery(notificationSettingsQuery());
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(notificationSettingsKey, body.data);
      toast.success(t('notifications.saved'));
    },
    onError: (error) => toast.error(describeFailure(error, t('notifications.saveFailed'))),
  });
  const settings = save.isPending && save.variables ? { ...query.data!, ...save.variables } : query.data;

  return (
    <section aria-labelledby="notifications-heading" className="card p-6 sm:p-8">
      <h2 id="notifications-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <Icon name="mail" className="h-5 w-5" />
        {t('notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('notifications.intro')}</p>
      {query.isError && !settings ? (
        <p className="mt-4 text-sm font-medium text-rose-700">{describeFailure(query.error, t('notifications.loadFailed'))}</p>
      ) : (
        <div className="mt-4 divide-y divide-sand-200">
          <Toggle
            label={t('notifications.email')}
            hint={t('notifications.emailHint')}
            checked={settings?.email ?? false}
            disabled={!settings || save.isPending}
            onChange={(email) => save.mutate({ email })}
          />
          <Toggle
            label={t('notifications.push')}
            hint={t('notifications.pushHint')}
            checked={settings?.push ?? false}
            disabled={!settings || save.isPending}
            onChange={(push) => save.mutate({ push })}
          />
          <BrowserPush />
        </div>
      )}
      {/* What turning push on consents to, before it is turned on. */}
      <div className="mt-4">
        <PurposeNotice purposes={['push']} />
      </div>
      <p className="mt-3 text-xs text-ink-muted">{t('notifications.perSearch')}</p>
    </section>
  );
}
