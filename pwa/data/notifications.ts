/** The account's notification settings and this browser's push subscription as the server keeps them. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { NotificationSettings } from '../../contract/push.ts';
import { api } from './api.ts';

export const notificationSettingsKey = ['notification-settings'] as const;

export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<Envelope<NotificationSettings>>('notification-settings', { signal }).then((body) => body.data),
  });
}

export function saveNotificationSettings(
  patch: Partial<NotificationSettings>,
): Promise<Envelope<NotificationSettings> & { message: string }> {
  return api.patch<Envelope<NotificationSettings> & { message: string }>('notification-settings', { json: patch });
}

/** The server's VAPID public key (base64url). */
export async function pushPublicKey(): Promise<string> {
  return (await api.get<Envelope<{ publicKey: string }>>('push/key')).data.publicKey;
}

export async function registerPushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await api.post('push/subscriptions', { json: subscription });
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await api.delete('push/subscriptions', { json: { endpoint } });
}
