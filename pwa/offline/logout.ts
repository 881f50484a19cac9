/**
 * Logging out on a device that may be shared: changes not yet sent go out first when online; what
 * still waits is counted so the user can be asked; after the logout the user's data leaves the
 * device and what was unsent is kept aside for their next login here (signOut.ts).
 */
import { loadDevice } from './networkFirst.ts';
import { sendOutbox } from './outboxSender.ts';
import { bestEffort } from '../lib/bestEffort.ts';

/** Sends the user's outbox if the connection allows, then answers how many changes still wait. */
export async function unsentBeforeLogout(userId: string): Promise<number> {
  const device = await bestEffort('no device store: nothing waits', loadDevice(), null);
  if (!device) return 0;
  if (navigator.onLine !== false) await bestEffort('what is not sent is counted below', sendOutbox(userId));
  return (await device.pendingMutations(device.offlineDb(), userId)).length;
}

/** After the logout: the user's data leaves the device, their unsent changes kept aside for them. */
export async function forgetUserOnDevice(userId: string): Promise<void> {
  const device = await bestEffort('no device store: nothing to forget', loadDevice(), null);
  if (!device) return;
  const db = device.offlineDb();
  // Their data goes at once; then the photos of the properties they kept for a site visit that no other user keeps.
  const forgotten = device.forgetKeptPacks(db, device.browserPackEnv(), userId, () => device.forgetUser(db, userId));
  await forgotten.catch(() => bestEffort('the next login here replaces what is left', device.forgetUser(db, userId)));
}

/** What the logout question says: '2 changes have not been sent yet. Log out anyway?' */
export function unsentChangesQuestion(count: number): string {
  return count === 1 ? '1 change has not been sent yet. Log out anyway?' : `${count} changes have not been sent yet. Log out anyway?`;
}
