/**
 * Self-service erasure with a cooling-off: asking records when the account will be erased, the
 * person may cancel until then, and the daily retention job (retention.ts) carries it out.
 */
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { conflict, notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { lockActor } from '../commands/mutationRunner.ts';
import { LEGAL_HOLDS } from './erasure.ts';

export interface PendingErasure {
  requestedAt: Date;
  dueAt: Date;
}

export interface ErasureState {
  pending: PendingErasure | null;
  /** What a legal hold would keep if the account were erased now, each with its reason. */
  holds: { reference: string; reason: string }[];
}

export async function erasureState(sql: Deps['sql'], userId: string): Promise<ErasureState> {
  const [pending] = await sql<PendingErasure[]>`
    select requested_at as "requestedAt", due_at as "dueAt" from erasure_requests
    where user_id = ${userId} and cancelled_at is null and erased_at is null`;
  const held = await sql<{ reference: string; status: string }[]>`
    select reference, status from enquiries where user_id = ${userId} and status = any(${sql.array(Object.keys(LEGAL_HOLDS))})
    order by created_at`;
  return { pending: pending ?? null, holds: held.map((row) => ({ reference: row.reference, reason: LEGAL_HOLDS[row.status] })) };
}

/** Asks for the account's erasure `coolingOffDays` from now; a second ask while one waits is a 409. */
export async function requestErasure(deps: Pick<Deps, 'sql'>, actor: Actor, coolingOffDays: number, now = new Date()): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const dueAt = new Date(now.getTime() + coolingOffDays * 86_400_000);
    const inserted = await tx<{ id: string }[]>`
      insert into erasure_requests (user_id, requested_at, due_at) values (${actor.id}, ${now}, ${dueAt})
      on conflict (user_id) where cancelled_at is null and erased_at is null do nothing
      returning id`;
    if (inserted.length === 0) throw conflict('Your account is already due to be erased');
    await appendEvent(tx, {
      type: 'privacy.erasure_requested',
      subjectId: actor.id,
      actorId: actor.id,
      payload: { dueAt: dueAt.toISOString() },
    });
  });
}

/** Cancels the waiting erasure; none waiting is a 404. */
export async function cancelErasure(deps: Pick<Deps, 'sql'>, actor: Actor): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const cancelled = await tx`
      update erasure_requests set cancelled_at = now()
      where user_id = ${actor.id} and cancelled_at is null and erased_at is null
      returning id`;
    if (cancelled.length === 0) throw notFound('No erasure of your account is waiting');
    await appendEvent(tx, { type: 'privacy.erasure_cancelled', subjectId: actor.id, actorId: actor.id, payload: {} });
  });
}
