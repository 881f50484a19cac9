/**
 * The alert engine: matches, notifications, their jobs and its cursor on the event log move in one transaction.
 * Why: docs/decisions/009-alert-engine-cursor.md
 */
import type { Property } from '../../contract/properties.ts';
import type { AlertChannel, AlertFrequency } from '../../contract/savedSearches.ts';
import type { Tx } from '../db.ts';
import { newMatchMail, priceDropMail } from '../mail/alertMails.ts';
import { newMatchPush, priceDropPush } from './alertPushes.ts';
import { isClosedAvailability } from '../../contract/catalog.ts';
import { findProperties } from '../queries/propertyReads.ts';
import { criteriaMatch, refreshSearchCriteria } from '../matching/criteriaMatch.ts';
import type { AlertDeps } from './alerts.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import { alertsConsent, alertsWithdrawUrl } from './alertConsent.ts';
import { advanceCursor, horizonSql, lockCursor } from '../events/eventCursor.ts';

export const ALERT_CURSOR = 'alerts';
/** Events read per round. */
const BATCH = 500;

interface LogEvent {
  seq: number;
  type: string;
  subjectId: string;
  price: number | null;
}

interface SearchRow {
  id: string;
  userId: string;
  name: string;
  query: Record<string, string>;
  alert: AlertFrequency;
  channels: AlertChannel[];
  paused: boolean;
}

export interface AlertRecipient {
  id: string;
  email: string;
  name: string;
  emailEnabled: boolean;
  pushEnabled: boolean;
  /** The account's language (null: English), which its e-mails are written in. */
  locale: string | null;
}

export async function recipients(tx: Tx, userIds: string[]): Promise<Map<string, AlertRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx<AlertRecipient[]>`
    select u.id, u.email, u.name, u.locale,
           coalesce(s.email_enabled, true) as "emailEnabled", coalesce(s.push_enabled, true) as "pushEnabled"
    from "user" u left join notification_settings s on s.user_id = u.id
    where u.id = any(${tx.array(userIds)}) and coalesce(u.banned, false) = false`;
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which of `propertyIds` match each search: one statement, by the rule requirements are matched by too. */
async function matchSearches(tx: Tx, propertyIds: string[]): Promise<Map<string, string[]>> {
  await refreshSearchCriteria(tx);
  const rows = await tx<{ searchId: string; propertyId: string }[]>`
    select c.saved_search_id as "searchId", p.id as "propertyId"
    from properties p join saved_search_criteria c on ${criteriaMatch(tx)}
    where p.id = any(${tx.array(propertyIds)}::uuid[])`;
  const matched = new Map<string, string[]>();
  for (const row of rows) matched.set(row.searchId, [...(matched.get(row.searchId) ?? []), row.propertyId]);
  return matched;
}

const alerting = (search: Pick<SearchRow, 'paused' | 'alert' | 'channels'>) =>
  !search.paused && search.alert !== 'off' && search.channels.length > 0;

/** One round: reads up to BATCH events after the cursor and records what they cause. */
export async function runAlertMatcher(deps: AlertDeps): Promise<{ events: number; matches: number; priceDrops: number } | null> {
  await deps.jobs.prepare('notification.send');
  return deps.sql.begin(async (tx) => {
    const cursor = await lockCursor(tx, ALERT_CURSOR);
    if (cursor === null) return null;
    const rows = await tx<(LogEvent & { horizon: number; lastSeq: number | null })[]>`
      with h as (select ${horizonSql(tx)} as seq)
      select h.seq as horizon, (select max(seq) from events e where e.seq < h.seq) as "lastSeq",
             page.seq, page.type, page.subject_id as "subjectId", (page.payload->>'price')::bigint as price
      from h left join lateral (
        select e.seq, e.type, e.subject_id, e.payload from events e
        where e.seq > ${cursor} and e.seq < h.seq and e.type in ('property.created', 'property.updated')
        order by e.seq limit ${BATCH}
      ) page on true
      order by page.seq`;
    const events = rows.filter((row) => row.seq !== null);
    const full = events.length === BATCH;
    const next = full ? events[events.length - 1].seq : Math.max(cursor, rows[0]?.lastSeq ?? cursor);

    const outcome = { events: events.length, matches: 0, priceDrops: 0 };
    if (events.length) {
      outcome.matches = await recordMatches(deps, tx, events);
      outcome.priceDrops = await recordPriceDrops(deps, tx, events);
    }
    await advanceCursor(tx, ALERT_CURSOR, next);
    return outcome;
  }) as Promise<{ events: number; matches: number; priceDrops: number } | null>;
}

async function recordMatches(deps: AlertDeps, tx: Tx, events: LogEvent[]): Promise<number> {
  const latestSeq = new Map<string, number>();
  for (const event of events) latestSeq.set(event.subjectId, event.seq);
  const propertyIds = [...latestSeq.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (propertyIds.length === 0) return 0;
  const matched = await matchSearches(tx, propertyIds);
  const pairs = [...matched].flatMap(([searchId, ids]) =>
    ids.map((propertyId) => ({ searchId, propertyId, seq: latestSeq.get(propertyId)! })),
  );
  if (pairs.length === 0) return 0;

  // Listings already announced for a search stay announced: the key lets each in once.
  const fresh = await tx<{ searchId: string; propertyId: string }[]>`
    insert into saved_search_matches (saved_search_id, property_id, event_seq)
    select * from unnest(${tx.array(pairs.map((p) => p.searchId))}::uuid[], ${tx.array(pairs.map((p) => p.propertyId))}::uuid[],
                         ${tx.array(pairs.map((p) => p.seq))}::bigint[])
    on conflict do nothing
    returning saved_search_id as "searchId", property_id as "propertyId"`;
  if (fresh.length === 0) return 0;

  const searches = await tx<SearchRow[]>`
    select id, user_id as "userId", name, query, alert, channels, paused from saved_searches
    where id = any(${tx.array([...new Set(fresh.map((match) => match.searchId))])}::uuid[])`;
  const searchById = new Map(searches.map((search) => [search.id, search]));
  // Only instant alerts go out now; daily and weekly matches wait for their digest, and matches of a
  // search that sends nothing are taken as announced, so resuming it later does not flood the user.
  const now = fresh.filter((match) => {
    const search = searchById.get(match.searchId)!;
    return alerting(search) && search.alert === 'instant';
  });
  const silent = fresh.filter((match) => !alerting(searchById.get(match.searchId)!));
  const announce = [...now, ...silent];
  if (announce.length) {
    await tx`
      update saved_search_matches m set announced_at = now()
      from unnest(${tx.array(announce.map((m) => m.searchId))}::uuid[], ${tx.array(announce.map((m) => m.propertyId))}::uuid[]) as a(search_id, property_id)
      where m.saved_search_id = a.search_id and m.property_id = a.property_id`;
  }
  if (now.length) {
    const users = await recipients(tx, [...new Set(now.map((match) => searchById.get(match.searchId)!.userId))]);
    const properties = await findProperties(tx, [...new Set(now.map((match) => match.propertyId))], null);
    for (const match of now) {
      const search = searchById.get(match.searchId)!;
      const user = users.get(search.userId);
      const property = properties.get(match.propertyId);
      if (!user || !property) continue;
      await announceMatch(deps, tx, user, search, property);
    }
  }
  return fresh.length;
}

async function announceMatch(deps: AlertDeps, tx: Tx, user: AlertRecipient, search: SearchRow, property: Property) {
  const id = `alert:${search.id}:${property._id}`;
  if (search.channels.includes('email') && user.emailEnabled) {
    const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.unsubscribeKey, { userId: user.id, scope: `search:${search.id}` });
    await deps.notifier.emailIn(
      tx,
      id,
      newMatchMail(user, search.name, property, {
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribe,
        withdrawUrl: alertsWithdrawUrl(deps, user),
      }),
      'bulk',
      alertsConsent(user),
    );
  }
  if (search.channels.includes('push') && user.pushEnabled) {
    await deps.notifier.pushIn(tx, id, user.id, newMatchPush(user.locale, search.name, property, id), 'bulk', 'alerts');
  }
}

async function recordPriceDrops(deps: AlertDeps, tx: Tx, events: LogEvent[]): Promise<number> {
  let drops = 0;
  for (const event of events) {
    if (event.type !== 'property.updated' || event.price === null) continue;
    const [previous] = await tx<{ price: number | null }[]>`
      select (payload->>'price')::bigint as price from events
      where subject_id = ${event.subjectId} and seq < ${event.seq} and type in ('property.created', 'property.updated')
      order by seq desc limit 1`;
    if (previous?.price === null || previous?.price === undefined || event.price >= previous.price) continue;
    const savers = await tx<{ userId: string }[]>`
      select user_id as "userId" from favorites where property_id = ${event.subjectId}::uuid and active`;
    if (savers.length === 0) continue;
    const property = (await findProperties(tx, [event.subjectId], null)).get(event.subjectId);
    // A sold or rented listing's price is no offer to anyone.
    if (!property || isClosedAvailability(property.availability)) continue;
    const users = await recipients(
      tx,
      savers.map((saver) => saver.userId),
    );
    for (const user of users.values()) {
      const id = `price-drop:${event.subjectId}:${event.seq}:${user.id}`;
      // The price of this event, not the listing's current one (a later event may have changed it).
      const dropped = { ...property, price: event.price };
      if (user.emailEnabled) {
        const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.unsubscribeKey, { userId: user.id, scope: 'all' });
        await deps.notifier.emailIn(
          tx,
          id,
          priceDropMail(user, dropped, previous.price, {
            publicUrl: deps.publicUrl,
            unsubscribeUrl: unsubscribe,
            withdrawUrl: alertsWithdrawUrl(deps, user),
          }),
          'bulk',
          alertsConsent(user),
        );
      }
      if (user.pushEnabled) {
        await deps.notifier.pushIn(tx, id, user.id, priceDropPush(user.locale, property, previous.price, event.price), 'bulk', 'alerts');
      }
      drops += 1;
    }
  }
  return drops;
}
