/**
 * 'Save this search' and 'Edit saved search': a name (from the filters by default), how often to
 * alert (instant, daily, weekly or off) and by e-mail and/or push. Loaded only when opened. Saving
 * goes through the outbox; with push chosen, the browser is then asked for notification permission.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { alertFrequencies, type AlertChannel, type AlertFrequency, type SavedSearch } from '../../../contract/savedSearches.ts';
import { DialogDescription, DialogFrame } from '../../components/DialogFrame.tsx';
import { Icon } from '../../components/Icon.tsx';
import { newEventId } from '../../data/device/outbox.ts';
import { offerPush } from './pushSubscription.ts';
import { defaultSearchName, describeSearch, savedQueryFromSearch } from './savedSearchSummary.ts';
import { writeSavedSearch } from '../../data/savedSearches.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import type { MessageId } from '../../i18n/messages/en.ts';
import { PurposeNotice } from '../privacy/PurposeNotice.tsx';

const frequencyLabels: Record<AlertFrequency, { label: MessageId; hint: MessageId }> = {
  instant: { label: 'saveSearch.instant', hint: 'saveSearch.instantHint' },
  daily: { label: 'saveSearch.daily', hint: 'saveSearch.dailyHint' },
  weekly: { label: 'saveSearch.weekly', hint: 'saveSearch.weeklyHint' },
  off: { label: 'saveSearch.off', hint: 'saveSearch.offHint' },
};

interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  /** The filters to save: a /search address's query string (a new search), or the edited search's query. */
  query: Record<string, string> | string;
  existing?: SavedSearch;
}

export default function SaveSearchDialog({ open, onClose, userId, query: given, existing }: SaveSearchDialogProps) {
  const [query] = useState(() => (typeof given === 'string' ? savedQueryFromSearch(given) : given));
  const queryClient = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [name, setName] = useState(existing?.name ?? defaultSearchName(query, { t, locale }));
  const [alert, setAlert] = useState<AlertFrequency>(existing?.alert ?? 'instant');
  const [channels, setChannels] = useState<AlertChannel[]>(existing?.channels ?? ['email']);
  const [error, setError] = useState<{ name?: string; channels?: string; refused?: string }>({});
  const [pending, setPending] = useState(false);

  const toggle = (channel: AlertChannel, on: boolean) =>
    setChannels((list) => (on ? [...new Set([...list, channel])] : list.filter((item) => item !== channel)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problems = {
      name: trimmed ? (trimmed.length > 80 ? t('saveSearch.nameTooLong') : undefined) : t('saveSearch.nameRequired'),
      channels: alert !== 'off' && channels.length === 0 ? t('saveSearch.channelsRequired') : undefined,
    };
    setError(problems);
    if (problems.name || problems.channels) return;
    setPending(true);
    const outcome = existing
      ? await writeSavedSearch(
          queryClient,
          userId,
          'savedSearch.update',
          { savedSearchId: existing._id, name: trimmed, alert, channels },
          t('saveSearch.updated'),
          t,
          { refusalToast: false },
        )
      : await writeSavedSearch(
          queryClient,
          userId,
          'savedSearch.create',
          { savedSearchId: newEventId(), name: trimmed, query, alert, channels },
          t('saveSearch.saved'),
          t,
          {
            refusalToast: false,
          },
        );
    setPending(false);
    if (outcome.kind === 'refused') return setError({ refused: outcome.reason });
    onClose();
    // Permission is asked for only now, after a save that wants push (never on a first visit).
    if (alert !== 'off' && channels.includes('push')) void offerPush(t);
  };

  return (
    <DialogFrame
      open={open}
      onClose={() => !pending && onClose()}
      initialFocus={nameRef}
      icon="sparkles"
      tone="primary"
      title={existing ? t('saveSearch.editTitle') : t('saveSearch.title')}
      description={
        <DialogDescription className="mt-1 text-sm text-ink-soft" data-testid="save-search-summary">
          {describeSearch(existing?.query ?? query, { t, locale })}
        </DialogDescription>
      }
      panelClassName="max-w-lg p-6"
    >
      <form className="mt-5 space-y-5" onSubmit={(event) => void submit(event)} noValidate>
        <div>
          <label htmlFor={`${id}-name`} className="label">
            {t('saveSearch.name')}
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className={`field ${error.name ? '!border-rose-400' : ''}`}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.currentTarget.value)}
            aria-invalid={Boolean(error.name)}
            aria-describedby={error.name ? `${id}-name-error` : undefined}
          />
          {error.name && (
            <p id={`${id}-name-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
              <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
              {error.name}
            </p>
          )}
        </div>

        <fieldset>
          <legend className="label">{t('saveSearch.alertMe')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {alertFrequencies.map((frequency) => (
              <label
                key={frequency}
                className={`flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${
                  alert === frequency ? 'border-brand-600 bg-brand-50' : 'border-sand-200 hover:border-brand-300'
                }`}
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                  <input
                    type="radio"
                    name={`${id}-alert`}
                    value={frequency}
                    checked={alert === frequency}
                    onChange={() => setAlert(frequency)}
                    className="accent-brand-700"
                  />
                  {t(frequencyLabels[frequency].label)}
                </span>
                <span className="mt-0.5 pl-6 text-xs text-ink-muted">{t(frequencyLabels[frequency].hint)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset disabled={alert === 'off'} aria-describedby={error.channels ? `${id}-channels-error` : undefined}>
          <legend className="label">{t('saveSearch.sendBy')}</legend>
          <div className={`mt-1 flex flex-wrap gap-x-6 gap-y-2 ${alert === 'off' ? 'opacity-50' : ''}`}>
            {(
              [
                ['email', t('saveSearch.email')],
                ['push', t('saveSearch.push')],
              ] as const
            ).map(([channel, label]) => (
              <label key={channel} className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  checked={channels.includes(channel)}
                  onChange={(event) => toggle(channel, event.currentTarget.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </div>
          {error.channels && (
            <p id={`${id}-channels-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-700">
              <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
              {error.channels}
            </p>
          )}
        </fieldset>
        {alert !== 'off' && channels.length > 0 && <PurposeNotice purposes={channels.includes('push') ? ['alerts', 'push'] : ['alerts']} />}

        {error.refused && (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800">
            <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
            {error.refused}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={onClose} disabled={pending}>
            {t('saveSearch.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
            {existing ? t('saveSearch.saveChanges') : t('saveSearch.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
