/**
 * The one sender of the outbox. Every write the user makes is recorded on the device first (its
 * local effect and its outbox entry, one transaction), then sent with POST /sync: at once when
 * online, else on the reconnect, at the next start or through Background Sync. One sender at a time
 * (a Web Lock across tabs), so nothing is sent twice.
 */
import type { Envelope } from '../../contract/answers.ts';
import type { Mutation, MutationArgs, MutationPushAnswer, MutationResult, MutationType } from '../../contract/mutations.ts';
import { ApiError } from '../lib/apiError.ts';
import { api } from './api.ts';
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity.ts';
import type { OutboxEntry } from './device/db.ts';
import { OUTBOX_SYNC_TAG } from '../offline/messages.ts';
import type { LocalInputs } from './device/mutations.ts';
import { announceDeviceChange } from './tabs.ts';
import { loadDevice } from './device/load.ts';
import { newEventId, pushBody, type FlushReport } from './device/outbox.ts';
import { bestEffort } from '../lib/bestEffort.ts';

let localChain: Promise<unknown> = Promise.resolve();

/** Runs `task` while no other sender (this tab or another) runs. */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request('outbox', task) as Promise<T>;
  const run = localChain.then(task, task);
  // The caller hears the task's failure; the next task waits for it either way.
  // The caller hears the task's failure; the next task waits for it either way.
  localChain = run.catch(() => undefined);
  return run;
}

/** Asks the browser to wake the service worker once the connection is back (where it can). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void bestEffort(
    'without a wake-up the outbox goes at the next start or reconnection',
    navigator.serviceWorker.ready.then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG),
    ),
  );
}

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.network;

async function postSync(mutations: Mutation[]): Promise<MutationResult[]> {
  const body = await api.post<Envelope<MutationPushAnswer>>('sync', { json: pushBody(mutations) });
  return body.data.results;
}

/** Sends the user's outbox with POST /sync; throws (entries kept) when the server cannot be reached. */
export function sendOutbox(userId: string): Promise<FlushReport> {
  return withOutboxLock(async () => {
    const device = await loadDevice();
    const report = await device.flushOutbox(userId, postSync);
    if (report.results.length > 0) {
      reportNetworkSuccess();
      announceDeviceChange({ properties: true, projects: false, favorites: true });
    }
    return report;
  });
}

/**
 * Whose outbox entries a visitor who is not signed in leaves on the phone: their enquiries, made
 * at a site with no signal. They are nobody's account data (no screen lists them, logging in or out
 * leaves them), and they go out to the public POST /enquiries, one by one with their ids, so a
 * resend is the same enquiry.
 */
export const VISITOR = 'visitor';

async function postEnquiries(mutations: Mutation[]): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  for (const mutation of mutations) {
    if (mutation.type !== 'enquiry.create') {
      results.push({ id: mutation.id, status: 'rejected', reason: 'Only enquiries are sent without an account' });
      continue;
    }
    try {
      await api.post('enquiries', { json: { ...mutation.args, id: mutation.id } });
      results.push({ id: mutation.id, status: 'applied' });
    } catch (error) {
      // Unreachable, or too many enquiries for now (429): this one and the rest wait for the next pass.
      const later = isNetworkError(error) || (error instanceof ApiError && error.status === 429);
      if (later && results.length === 0) throw error;
      if (later) break;
      results.push({ id: mutation.id, status: 'rejected', reason: error instanceof Error ? error.message : 'Refused' });
    }
  }
  return results;
}

/** Sends what a visitor kept on this phone; throws (entries kept) when the server cannot be reached. */
export function sendVisitorOutbox(): Promise<FlushReport> {
  return withOutboxLock(async () => {
    const device = await loadDevice();
    if ((await device.pendingMutations(VISITOR)).length === 0) return { results: [], overruled: [], unsettled: [] };
    const report = await device.flushOutbox(VISITOR, postEnquiries);
    if (report.results.length > 0) reportNetworkSuccess();
    return report;
  });
}

/** Whether the user still has waiting mutations. */
export async function outboxIsEmpty(userId: string): Promise<boolean> {
  const device = await loadDevice();
  return (await device.pendingMutations(userId)).length === 0;
}

export type MutationOutcome =
  /** The server applied it (or had already). */
  | { kind: 'saved' }
  /** Kept on the device; it goes out when the connection is back. */
  | { kind: 'queued' }
  /** The server answered for it without applying it: a later intent stands (superseded) or it was rejected. */
  | { kind: 'overruled'; status: 'superseded' | 'rejected'; reason?: string }
  /** The server refused the request: the mutation is dropped, nothing waits for later. */
  | { kind: 'failed'; error: unknown };

async function sendWithoutOutbox(mutation: Mutation): Promise<MutationOutcome> {
  try {
    const [answer] = await postSync([mutation]);
    reportNetworkSuccess();
    if (!answer || answer.status === 'applied' || answer.status === 'duplicate') return { kind: 'saved' };
    return { kind: 'overruled', status: answer.status, reason: answer.reason };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * Records a mutation on the device (its local effect at once) and sends the outbox when it can.
 * The same path online and offline; only when it goes out differs.
 */
export async function saveMutation<T extends MutationType>(
  userId: string,
  type: T,
  args: MutationArgs<T>,
  local?: LocalInputs[T],
): Promise<MutationOutcome> {
  let entry: OutboxEntry;
  try {
    const device = await loadDevice();
    entry = await device.recordMutation({ userId, type, args, local });
    announceDeviceChange({ properties: true, projects: false, favorites: true });
  } catch {
    // No IndexedDB on this browser: nothing can wait on the device, so it goes out now or not at all.
    return sendWithoutOutbox({ id: newEventId(), type, args, clientTime: new Date().toISOString() } as Mutation);
  }

  if (navigator.onLine === false) {
    requestBackgroundSync();
    return { kind: 'queued' };
  }

  try {
    const report = await sendOutbox(userId);
    const answer = report.results.find((result) => result.id === entry.id);
    // No answer: a sender that held the lock before this one already sent it.
    if (!answer || answer.status === 'applied' || answer.status === 'duplicate') return { kind: 'saved' };
    return { kind: 'overruled', status: answer.status, reason: answer.reason };
  } catch (error) {
    if (isNetworkError(error)) {
      reportNetworkFailure();
      requestBackgroundSync();
      return { kind: 'queued' };
    }
    // The server refused the batch: this mutation is not kept for later (the others wait as they were).
    const device = await loadDevice();
    await bestEffort('the refusal is reported either way', device.forgetMutations([entry.id]));
    return { kind: 'failed', error };
  }
}
