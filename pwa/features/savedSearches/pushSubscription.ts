/**
 * Web push for this browser: asks for notification permission (only after the user chose push for
 * a saved search, or turns it on in Account Settings), subscribes through the service worker's
 * pushManager with the server's VAPID key and hands the subscription to the server.
 */
import toast from '../../lib/toast.ts';
import { forgetPushSubscription, pushPublicKey, registerPushSubscription } from '../../data/notifications.ts';
import { failureIn } from '../../lib/formMessages.ts';
import type { Translate } from '../../i18n/useT.tsx';

export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'dismissed' | 'failed';

/** How long to wait for an installed service worker before giving up. */
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Thrown when no service worker is installed in time (offerPush says so in the page's language). */
class WorkerNotReady extends Error {}

function workerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new WorkerNotReady('The app is not installed in this browser yet; try again in a moment.')), WORKER_WAIT_MS),
    ),
  ]);
}

/** Asks for permission when not yet decided, then subscribes this browser. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const registration = await workerReady();
  const publicKey = await pushPublicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  await registerPushSubscription(subscription.toJSON());
  return 'subscribed';
}

/** Stops push in this browser: the server forgets the subscription, the browser drops it. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetPushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** Whether this browser is subscribed already. */
export async function pushSubscribed(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** After a save that asked for push: asks and says how it went in a toast, in the page's language (`t`). */
export async function offerPush(t: Translate): Promise<PushState> {
  try {
    const state = await enablePush();
    if (state === 'subscribed') toast.success(t('push.on'), { id: 'push-state' });
    else if (state === 'denied') toast.error(t('push.blocked'), { id: 'push-state' });
    else if (state === 'unsupported') toast(t('push.unsupported'), { id: 'push-state' });
    return state;
  } catch (error) {
    toast.error(error instanceof WorkerNotReady ? t('push.notReady') : failureIn(t)(error, t('push.failed')), { id: 'push-state' });
    return 'failed';
  }
}
