/**
 * Matches listings to buyers from the event log, with its own cursor: a new listing, a listing
 * whose price dropped, or one back on the market (sold or rented before, open now), is compared with every open requirement and every saved search of an account
 * linked to a buyer (one statement, api/matching/criteriaMatch.ts), and each buyer it matches gets a
 * match row naming the listing, what matched, the buyer and their advisor. The rows and the cursor
 * move in one transaction, so a crash neither skips nor repeats a match.
 */
import type { Sql, Tx } from '../db.ts';
import type { Logger } from '../log.ts';
import { advanceCursor, horizonSql, lockCursor } from '../events/eventCursor.ts';
import { criteriaMatch, refreshSearchCriteria } from './criteriaMatch.ts';

export const BUYER_MATCH_CURSOR = 'buyer_matches';
/** Events read per round. */
const BATCH = 500;

export interface BuyerMatcherOptions {
  /** Runs after the match rows are written and before the cursor moves and commits (a test's crash). */
  beforeCommit?: (tx: Tx) => Promise<void>;
}

interface Trigger {
  seq: number;
  type: string;
  subjectId: string;
  price: number | null;
  previous: number | null;
  availability: string | null;
  previousAvailability: string | null;
}

export type MatchReason = 'new_listing' | 'price_drop' | 'available_again';

const closed = (state: string | null) => state === 'sold' || state === 'rented';

/** One round: up to BATCH events after the cursor; null when another replica holds the cursor. */
export async function runBuyerMatcher(sql: Sql, options: BuyerMatcherOptions = {}): Promise<{ events: number; matches: number } | null> {
  return sql.begin(async (tx) => {
    const cursor = await lockCursor(tx, BUYER_MATCH_CURSOR);
    if (cursor === null) return null;
    const rows = await tx<(Trigger & { lastSeq: number | null })[]>`
      with h as (select ${horizonSql(tx)} as seq)
      select (select max(seq) from events e where e.seq < h.seq) as "lastSeq",
             page.seq, page.type, page.subject_id as "subjectId", page.price, page.previous,
             page.availability, page."previousAvailability"
      from h left join lateral (
        select e.seq, e.type, e.subject_id, (e.payload->>'price')::bigint as price, e.payload->>'availability' as availability,
               before.price as previous, before.availability as "previousAvailability"
        from events e
        left join lateral (
          select (x.payload->>'price')::bigint as price, x.payload->>'availability' as availability from events x
          where e.type = 'property.updated' and x.subject_id = e.subject_id and x.seq < e.seq
            and x.type in ('property.created', 'property.updated')
          order by x.seq desc limit 1) before on true
        where e.seq > ${cursor} and e.seq < h.seq and e.type in ('property.created', 'property.updated')
        order by e.seq limit ${BATCH}
      ) page on true
      order by page.seq`;
    const events = rows.filter((row) => row.seq !== null);
    const next = events.length === BATCH ? events[events.length - 1]!.seq : Math.max(cursor, rows[0]?.lastSeq ?? cursor);

    // A new listing, one back on the market, or a lower price than the event before: the latest such event per listing.
    const triggers = new Map<string, { seq: number; reason: MatchReason }>();
    for (const event of events) {
      if (!/^[0-9a-f-]{36}$/i.test(event.subjectId)) continue;
      if (event.type === 'property.created') triggers.set(event.subjectId, { seq: event.seq, reason: 'new_listing' });
      else if (closed(event.previousAvailability) && !closed(event.availability))
        triggers.set(event.subjectId, { seq: event.seq, reason: 'available_again' });
      else if (event.price !== null && event.previous !== null && event.price < event.previous)
        triggers.set(event.subjectId, { seq: event.seq, reason: 'price_drop' });
    }
    const matches = triggers.size ? await recordBuyerMatches(tx, triggers) : 0;
    await options.beforeCommit?.(tx);
    await advanceCursor(tx, BUYER_MATCH_CURSOR, next);
    return { events: events.length, matches };
  }) as Promise<{ events: number; matches: number } | null>;
}

/** Finds the buyers each triggering listing matches and records one row per listing and buyer. */
export async function recordBuyerMatches(tx: Tx, triggers: Map<string, { seq: number; reason: MatchReason }>): Promise<number> {
  await refreshSearchCriteria(tx);
  const ids = [...triggers.keys()];
  const recorded = await tx`
    with trigger as (
      select * from unnest(${tx.array(ids)}::uuid[], ${tx.array(ids.map((id) => triggers.get(id)!.seq))}::bigint[],
                           ${tx.array(ids.map((id) => triggers.get(id)!.reason))}::text[]) as t(property_id, seq, reason)
    ),
    found as (
      select t.property_id, t.seq, t.reason, c.buyer_id, c.id as requirement_id, null::uuid as saved_search_id, 0 as rank
      from trigger t join properties p on p.id = t.property_id
      join buyer_requirements c on c.status = 'open' and ${criteriaMatch(tx)}
      union all
      select t.property_id, t.seq, t.reason, linked.buyer_id, null, c.saved_search_id, 1
      from trigger t join properties p on p.id = t.property_id
      join saved_search_criteria c on ${criteriaMatch(tx)}
      join saved_searches s on s.id = c.saved_search_id
      join lateral (
        select e.buyer_id from enquiries e
        where e.user_id = s.user_id and e.buyer_id is not null order by e.created_at desc limit 1
      ) linked on true
    ),
    chosen as (
      select distinct on (f.property_id, f.buyer_id) f.*
      from found f join buyers b on b.id = f.buyer_id and b.merged_into is null
      order by f.property_id, f.buyer_id, f.rank, f.requirement_id, f.saved_search_id
    )
    insert into buyer_matches (property_id, buyer_id, requirement_id, saved_search_id, agent_id, reason, event_seq)
    select property_id, buyer_id, requirement_id, saved_search_id,
           (select e.assignee_id from enquiries e where e.buyer_id = chosen.buyer_id and e.assignee_id is not null
            order by e.created_at desc limit 1),
           reason, seq
    from chosen
    on conflict (property_id, buyer_id) do update set
      reason = excluded.reason, event_seq = excluded.event_seq, matched_at = now(), shared_at = null,
      requirement_id = excluded.requirement_id, saved_search_id = excluded.saved_search_id, agent_id = excluded.agent_id
    -- A price drop or a return to the market brings a pair back to the top; "not suitable" keeps it away,
    -- and a replay changes nothing.
    where buyer_matches.dismissed_at is null and excluded.reason in ('price_drop', 'available_again')
      and buyer_matches.event_seq < excluded.event_seq
    returning id`;
  return recorded.length;
}

/** Runs rounds every `intervalSeconds` (0: never) until the log is read up to now; the answer stops it. */
export function startBuyerMatching(sql: Sql, log: Logger, intervalSeconds: number): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const rounds = async () => {
    for (let round = 0; round < 20; round += 1) {
      const outcome = await runBuyerMatcher(sql);
      if (!outcome || outcome.events < BATCH) return;
    }
  };
  const timer = setInterval(() => {
    running = rounds().catch((error) => log.warn('buyer matching failed', { error: String(error) }));
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
