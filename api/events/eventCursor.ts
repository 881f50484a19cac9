/**
 * Where a reader of the event log stands: its row in `event_cursors`, locked for one round so
 * replicas take turns, and the horizon below which the log is final (no transaction still running
 * can add a smaller seq). Readers advance their cursor in the transaction that records what they did.
 */
import type { Tx } from '../db.ts';

/** The cursor `name`, locked for this round; null when another replica holds it. Starts at the log's end. */
export async function lockCursor(tx: Tx, name: string): Promise<number | null> {
  const [held] = await tx<{ seq: number }[]>`select seq from event_cursors where name = ${name} for update skip locked`;
  if (held) return held.seq;
  const [{ horizon }] = await tx<{ horizon: number }[]>`select ${horizonSql(tx)} as horizon`;
  const [last] = await tx<{ seq: number | null }[]>`select max(seq) as seq from events where seq < ${horizon}`;
  // A new reader starts now: it acts on what happens from here on, not on the whole history.
  const inserted = await tx`
    insert into event_cursors (name, seq) values (${name}, ${last?.seq ?? 0})
    on conflict (name) do nothing returning seq`;
  if (inserted.length === 0) return null;
  return (await tx<{ seq: number }[]>`select seq from event_cursors where name = ${name} for update`)[0].seq;
}

/** The oldest transaction still running in this database, as a seq: events below it are final. */
export function horizonSql(tx: Tx) {
  return tx`(
    select least(
      pg_snapshot_xmax(s)::text::bigint,
      (select min(x::text::bigint) from pg_snapshot_xip(s) as x
        where not exists (select 1 from pg_stat_activity a where a.backend_xid = x::xid and a.datname <> current_database()))
    ) << 16
    from (select pg_current_snapshot() as s) snapshot
  )`;
}

/** Moves the cursor `name` to `seq` (in the transaction that recorded what the events caused). */
export async function advanceCursor(tx: Tx, name: string, seq: number): Promise<void> {
  await tx`update event_cursors set seq = ${seq}, updated_at = now() where name = ${name}`;
}
