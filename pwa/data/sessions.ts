/**
 * The session: the caller's logins (each device signed in), ending them, and logging out with the
 * spec's toasts. A phone may be shared: changes not yet sent go out first when online, what still
 * waits is counted so the user can be asked, and after the logout the user's data leaves the device
 * with what was unsent kept aside for their next login here (device/signOut.ts).
 */
import toast from '../lib/toast.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { AccountSession } from '../../contract/sessions.ts';
import { accountApi } from './api.ts';
import { loadDevice } from './device/load.ts';
import { sendOutbox } from './sender.ts';
import { endSession } from '../lib/store.ts';
import { loadI18n, pageLocale } from '../i18n/i18n.ts';
import { translateIn } from '../i18n/useT.tsx';
import { bestEffort } from '../lib/bestEffort.ts';

/**
 * POST /users/logout; the local session is cleared whatever the server says. The toasts are in the
 * page's language; an English page shows the server's own sentence.
 */
export async function logout(): Promise<void> {
  const locale = pageLocale();
  const t = translateIn(await loadI18n(locale));
  const id = toast.loading(t('logout.wait'));
  try {
    // The access token names the login the server ends (a tab without one gets it first), and the answer clears the cookie.
    const body = await accountApi.post<Envelope<unknown>>('users/logout', { json: {} });
    toast.success((locale === 'en' && body?.message) || t('logout.done'), { id });
  } catch {
    // Offline or refused: the device ends the session all the same.
    toast.error(t('logout.failed'), { id });
  } finally {
    endSession();
  }
}

/** The caller's live logins: never kept on the device, always read fresh. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: ['users', 'me', 'sessions'] as const,
    queryFn: ({ signal }) => accountApi.get<Envelope<AccountSession[]>>('users/me/sessions', { signal }),
  });
}

export function revokeSession(sessionId: string): Promise<Envelope<unknown>> {
  return accountApi.delete(`users/me/sessions/${encodeURIComponent(sessionId)}`);
}

export function revokeOtherSessions(): Promise<Envelope<{ ended: number }>> {
  return accountApi.delete('users/me/sessions', { searchParams: { others: 'true' } });
}

/** An admin ends every login of an account. */
export function revokeUserSessions(userId: string): Promise<Envelope<{ ended: number }>> {
  return accountApi.delete(`users/${encodeURIComponent(userId)}/sessions`);
}

/** Sends the user's outbox if the connection allows, then answers how many changes still wait. */
export async function unsentBeforeLogout(userId: string): Promise<number> {
  const device = await bestEffort('no device store: nothing waits', loadDevice(), null);
  if (!device) return 0;
  if (navigator.onLine !== false) await bestEffort('what is not sent is counted below', sendOutbox(userId));
  return (await device.pendingMutations(userId)).length;
}

/** After the logout: the user's data leaves the device, their unsent changes kept aside for them. */
export async function forgetUserOnDevice(userId: string): Promise<void> {
  const device = await bestEffort('no device store: nothing to forget', loadDevice(), null);
  if (!device) return;
  // Their data goes at once; then the photos of the properties they kept for a site visit that no other user keeps.
  const forgotten = device.forgetKeptPacks(device.browserPackEnv(), userId, () => device.forgetUser(userId));
  await forgotten.catch(() => bestEffort('the next login here replaces what is left', device.forgetUser(userId)));
}

/** What the logout question says: '2 changes have not been sent yet. Log out anyway?' */
export function unsentChangesQuestion(count: number): string {
  return count === 1 ? '1 change has not been sent yet. Log out anyway?' : `${count} changes have not been sent yet. Log out anyway?`;
}
