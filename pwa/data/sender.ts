/**
 * The one sender of the outbox. Every offline-capable write is recorded on the device first (its
 * local effect and its outbox entry, one transaction), then sent: at once when online, else on the
 * reconnect, at the next start or through Background Sync. A signed-in user's writes go to
 * POST /sync; a visitor's (enquiries and owners' offers) to the public POST /enquiries and
 * POST /owner-listings. One sender at a time (a Web Lock across tabs), so nothing is sent twice.
 */
import type { Envelope } from '../../contract/answers.ts';
import type { EnquiryCreated } from '../../contract/enquiries.ts';
import type { Mutation, MutationArgs, MutationPushAnswer, MutationResult, MutationType } from '../../contract/mutations.ts';
import { ApiError, clientMessages } from '../lib/apiError.ts';
import { api } from './api.ts';
import { reportNetworkFailure, reportNetworkSuccess } from '../offline/connectivity.ts';
import type { OutboxEntry } from './device/db.ts';
import type { FavoriteStates } from './device/report.ts';
import { OUTBOX_SYNC_TAG } from '../offline/messages.ts';
import type { LocalInputs } from './device/mutations.ts';
import { announceDeviceChange } from './tabs.ts';
import { loadDevice, type Device } from './device/load.ts';
import { newEventId, pushBody, verdictOf, type SendReport, type Verdict } from './device/outbox.ts';
import { fetchSavedList } from './favorites.ts';
import { bestEffort } from '../lib/bestEffort.ts';

let localChain: Promise<unknown> = Promise.resolve();

/** Runs `task` while no other sender (this tab or another) runs. */
export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request('outbox', task) as Promise<T>;
  const run = localChain.then(task, task);
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

/**
 * Whose outbox entries a visitor who is not signed in leaves on the phone: their enquiries, made
 * at a site with no signal, and owners' offers of a property (whoever sends them). They are
 * nobody's account data (no screen lists them, logging in or out leaves them), and they go out to
 * the public endpoints, one by one with their ids, so a resend is the same enquiry or offer.
 */
export const VISITOR = 'visitor';

/** The server's answer for one mutation, with what the public endpoint says beside it. */
type SentResult = MutationResult & {
  /** The enquiry's reference (POST /enquiries names it; POST /sync does not). */
  reference?: string;
  /** The refusal as the server sent it (its field errors included). */
  error?: ApiError;
};

async function postSync(mutations: Mutation[]): Promise<SentResult[]> {
  const body = await api.post<Envelope<MutationPushAnswer>>('sync', { json: pushBody(mutations) });
  return body.data.results;
}

/** The public endpoint of each kind of write a visitor's outbox holds. */
const publicDoors: Partial<Record<Mutation['type'], string>> = { 'enquiry.create': 'enquiries', 'ownerListing.create': 'owner-listings' };

async function postEnquiries(mutations: Mutation[]): Promise<SentResult[]> {
  const results: SentResult[] = [];
  for (const mutation of mutations) {
    const door = publicDoors[mutation.type];
    if (!door) {
      results.push({ id: mutation.id, status: 'rejected', reason: 'Only enquiries and offers are sent without an account' });
      continue;
    }
    try {
      const answer = await api.post<Envelope<EnquiryCreated>>(door, { json: { ...mutation.args, id: mutation.id } });
      results.push({ id: mutation.id, status: 'applied', reference: answer.data.reference });
    } catch (error) {
      // Unreachable, or too many enquiries for now (429): this one and the rest wait for the next pass.
      const later = isNetworkError(error) || (error instanceof ApiError && error.status === 429);
      if (later && results.length === 0) throw error;
      if (later) break;
      results.push({
        id: mutation.id,
        status: 'rejected',
        reason: error instanceof Error ? error.message : 'Refused',
        error: error instanceof ApiError ? error : undefined,
      });
    }
  }
  return results;
}

/** The door an owner's outbox goes out by: a visitor's to the public endpoint, a signed-in user's to /sync. */
const transportFor = (owner: string) => (owner === VISITOR ? postEnquiries : postSync);

/** A flush's report, applied to the device: with the favourite each answered `favorite.set` leaves standing. */
export type SentReport = SendReport & { favorites: FavoriteStates };

/**
 * Applies a report to the device store (see device/report.ts): what the server refused or holds
 * otherwise is what the device then shows. A read-back cut short leaves the rest to the next pull.
 */
async function settle(device: Device, owner: string, report: SendReport): Promise<FavoriteStates> {
  const favorites: FavoriteStates = new Map();
  if (owner === VISITOR || report.mutations.length === 0) return favorites;
  await bestEffort(
    'the next pull or read of the saved list brings the server state',
    device.settleReport(owner, report, { savedList: () => fetchSavedList() }, favorites),
  );
  return favorites;
}

/**
 * Sends the outbox of `owner` (a user's id, or VISITOR) and applies the server's answers to the
 * device; throws (entries kept) when the server cannot be reached.
 */
export function sendOutbox(owner: string): Promise<SentReport> {
  return withOutboxLock(async () => {
    const device = await loadDevice();
    const report = await device.flushOutbox(owner, transportFor(owner));
    const favorites = await settle(device, owner, report);
    if (report.results.length > 0) {
      reportNetworkSuccess();
      // A visitor's enquiries change nothing another tab shows.
      if (owner !== VISITOR) announceDeviceChange({ properties: true, projects: false, favorites: true });
    }
    return { ...report, favorites };
  });
}

/** Whether the user still has waiting mutations. */
export async function outboxIsEmpty(userId: string): Promise<boolean> {
  const device = await loadDevice();
  return (await device.pendingMutations(userId)).length === 0;
}

/**
 * The sender's report of one mutation, for the screen that made it to show. The device already
 * holds what it says; `favorite` (a `favorite.set`'s) is the favourite that then stands.
 */
export type MutationOutcome =
  /** The server applied it (or had already): the mutation's id, and an enquiry's reference when the answer named it. */
  | { kind: 'accepted'; id: string; reference?: string; favorite?: boolean }
  /** Kept on the device; it goes out when the connection is back. */
  | { kind: 'queued' }
  /** Not applied: a later intent of the same record stands on the server, as `favorite` shows it. */
  | { kind: 'overruled'; id: string; favorite?: boolean }
  /** Refused, by its answer (`reason`) or with the whole request (`error`): nothing waits for later. */
  | { kind: 'failed'; reason?: string; error?: unknown; favorite?: boolean };

/** What one answer means for the mutation that was made. */
function outcomeOf(id: string, verdict: Verdict, answer: SentResult | undefined, favorite: boolean | undefined): MutationOutcome {
  switch (verdict) {
    case 'accepted':
      return { kind: 'accepted', id, reference: answer?.reference, favorite };
    case 'overruled':
      return { kind: 'overruled', id, favorite };
    case 'failed':
      return { kind: 'failed', reason: answer?.reason, error: answer?.error, favorite };
  }
}

/** The favourite a `favorite.set` asks for, or false once refused; undefined for other types. */
function askedFavorite(mutation: Pick<Mutation, 'type' | 'args'>, verdict: Verdict): boolean | undefined {
  if (mutation.type !== 'favorite.set') return undefined;
  return verdict === 'failed' ? false : (mutation.args as MutationArgs<'favorite.set'>).favorite;
}

async function sendWithoutOutbox(owner: string, mutation: Mutation): Promise<MutationOutcome> {
  try {
    const [answer] = await transportFor(owner)([mutation]);
    reportNetworkSuccess();
    const verdict = answer ? verdictOf(answer.status) : 'accepted';
    return outcomeOf(mutation.id, verdict, answer, askedFavorite(mutation, verdict));
  } catch (error) {
    return { kind: 'failed', error, favorite: askedFavorite(mutation, 'failed') };
  }
}

/**
 * Records a mutation of `owner` (a user's id, or VISITOR for a visitor's enquiry) on the device,
 * its local effect at once, and sends the outbox when it can. The same path online and offline;
 * only when it goes out differs. The outcome is the sender's report of it, already applied.
 */
export async function saveMutation<T extends MutationType>(
  owner: string,
  type: T,
  args: MutationArgs<T>,
  local?: LocalInputs[T],
): Promise<MutationOutcome> {
  let entry: OutboxEntry;
  try {
    const device = await loadDevice();
    entry = await device.recordMutation({ userId: owner, type, args, local });
    if (owner !== VISITOR) announceDeviceChange({ properties: true, projects: false, favorites: true });
  } catch {
    // No IndexedDB on this browser: nothing can wait on the device, so it goes out now or not at all.
    return sendWithoutOutbox(owner, { id: newEventId(), type, args, clientTime: new Date().toISOString() } as Mutation);
  }

  if (navigator.onLine === false) {
    requestBackgroundSync();
    return { kind: 'queued' };
  }

  try {
    const report = await sendOutbox(owner);
    const sent = report.mutations.find((answered) => answered.entry.id === entry.id);
    // No answer and still waiting: an earlier entry was held back (a visitor's 429), so this one waits too.
    if (!sent && (await stillWaiting(owner, entry.id))) {
      requestBackgroundSync();
      return { kind: 'queued' };
    }
    // No answer otherwise: a sender that held the lock before this one already sent it.
    const verdict = sent?.verdict ?? 'accepted';
    return outcomeOf(
      entry.id,
      verdict,
      sent?.result as SentResult | undefined,
      report.favorites.get(entry.id) ?? askedFavorite(entry, verdict),
    );
  } catch (error) {
    if (isNetworkError(error)) {
      reportNetworkFailure();
      requestBackgroundSync();
      return { kind: 'queued' };
    }
    // The server refused the batch: this mutation is not kept for later (the others wait as they were).
    const device = await loadDevice();
    await bestEffort('the refusal is reported either way', device.forgetMutations([entry.id]));
    const refused: SendReport = {
      results: [],
      mutations: [{ entry, result: { id: entry.id, status: 'rejected' }, verdict: 'failed' }],
    };
    const favorites = await settle(device, owner, refused);
    return { kind: 'failed', error, favorite: favorites.get(entry.id) ?? askedFavorite(entry, 'failed') };
  }
}

async function stillWaiting(owner: string, id: string): Promise<boolean> {
  const device = await loadDevice();
  return (await device.pendingMutations(owner)).some((entry) => entry.id === id);
}

/** What a person's new record made from a public form (an enquiry, an owner's offer) came to. */
export type NewRecordOutcome =
  /** The agency has it; its reference, when the answer (or `referenceOf`) names it. */
  | { kind: 'sent'; reference: string | null }
  /** Kept on the phone; it goes out once, when the connection is back. */
  | { kind: 'queued' }
  /** Refused (a field, or too many for now): nothing is kept. */
  | { kind: 'refused'; error: unknown };

/**
 * Sends a new record through the outbox as `owner`'s mutation. `honeypot` is the field people never
 * see: it rides along in the args for the public endpoint, which keeps nothing (or spam) that fills it.
 * New records are never superseded: each is a record of its own.
 */
export async function sendNewRecord<T extends 'enquiry.create' | 'ownerListing.create'>(
  owner: string,
  type: T,
  args: MutationArgs<T>,
  honeypot: string,
  referenceOf: (id: string) => Promise<string | null> = async () => null,
): Promise<NewRecordOutcome> {
  const sent = honeypot ? ({ ...args, website: honeypot } as MutationArgs<T>) : args;
  const outcome = await saveMutation(owner, type, sent);
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'sent', reference: outcome.reference ?? (await referenceOf(outcome.id)) };
    case 'queued':
      return { kind: 'queued' };
    case 'overruled':
    case 'failed':
      return { kind: 'refused', error: refusalOf(outcome) };
  }
}

/** The server's refusal as a form shows it: its own error (with field errors), else its reason. */
function refusalOf(outcome: MutationOutcome & { kind: 'overruled' | 'failed' }): unknown {
  if (outcome.kind === 'failed' && outcome.error) return outcome.error;
  return new ApiError((outcome.kind === 'failed' ? outcome.reason : undefined) ?? clientMessages.generic, { status: 400 });
}
