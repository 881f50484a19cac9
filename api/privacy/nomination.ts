/** A person's nominee: who may exercise their privacy rights on their death or incapacity. */
import type { NomineeBody, Nominee } from '../../contract/privacyRights.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { lockActor } from '../commands/mutationRunner.ts';

export async function findNominee(sql: Deps['sql'], userId: string): Promise<Nominee | null> {
  const [row] = await sql<{ name: string; email: string; mobile: string | null; relation: string; updatedAt: Date }[]>`
    select name, email, mobile, relation, updated_at as "updatedAt" from nominees where user_id = ${userId}`;
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Names or replaces the nominee. The event carries no personal data: the nominee lives in its row, erased with the account. */
export async function setNominee(deps: Pick<Deps, 'sql'>, actor: Actor, nominee: NomineeBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    await tx`
      insert into nominees (user_id, name, email, mobile, relation, updated_at)
      values (${actor.id}, ${nominee.name}, ${nominee.email}, ${nominee.mobile || null}, ${nominee.relation}, now())
      on conflict (user_id) do update set
        name = excluded.name, email = excluded.email, mobile = excluded.mobile, relation = excluded.relation, updated_at = now()`;
    await appendEvent(tx, { type: 'privacy.nominee_set', subjectId: actor.id, actorId: actor.id, payload: {} });
  });
}

export async function removeNominee(deps: Pick<Deps, 'sql'>, actor: Actor): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    const removed = await tx`delete from nominees where user_id = ${actor.id} returning user_id`;
    if (removed.length === 0) throw notFound('You have not named a nominee');
    await appendEvent(tx, { type: 'privacy.nominee_removed', subjectId: actor.id, actorId: actor.id, payload: {} });
  });
}
