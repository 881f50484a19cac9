/**
 * "Install the app": shown only after the browser fired `beforeinstallprompt` (it decides when the
 * site is installable and not yet installed), hidden again once installed or dismissed.
 */
import { useState, useSyncExternalStore } from 'react';
import { agency } from '../../contract/agency.ts';
import { Icon } from './Icon.tsx';
import { useT } from '../i18n/useT.tsx';
import { bestEffort } from '../lib/bestEffort.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** An offer the browser made before this code loaded, kept by the page's boot script (api/bootScript.ts). */
type WithKeptOffer = Window & { __installOffer?: BeforeInstallPromptEvent | null };

let deferred: BeforeInstallPromptEvent | null = typeof window === 'undefined' ? null : ((window as WithKeptOffer).__installOffer ?? null);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Listen from the first moment: the event may fire before React mounts (or, kept above, before this loads).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function useInstallEvent(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => deferred,
    () => null,
  );
}

export function InstallPrompt() {
  const event = useInstallEvent();
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  if (!event || dismissed) return null;

  const install = async () => {
    deferred = null;
    notify();
    await event.prompt();
    await bestEffort('the prompt closes whatever the answer', event.userChoice);
  };

  return (
    <aside
      aria-label={t('install.label')}
      className="fixed bottom-4 left-4 right-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-brand-900 p-3 pl-4 text-white shadow-lift sm:left-auto sm:right-6"
    >
      <Icon name="download" className="h-5 w-5 shrink-0 text-accent-300" />
      <p className="flex-1 text-sm">{t('install.text', { agency: agency.name })}</p>
      <button type="button" className="btn-accent !px-3 !py-1.5" onClick={() => void install()}>
        {t('install.button')}
      </button>
      <button
        type="button"
        className="focus-ring grid h-8 w-8 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white"
        aria-label={t('install.notNow')}
        onClick={() => setDismissed(true)}
      >
        <Icon name="close" className="h-4 w-4" />
      </button>
    </aside>
  );
}
