/** The caller's saved searches with their new-match counts, their new listings, and 'New since your last visit'. */
import type { Property } from '../../contract/properties.ts';
import type { NotificationSettings } from '../../contract/push.ts';
import type { NewSinceVisit, SavedSearch } from '../../contract/savedSearches.ts';
import type { Sql } from '../db.ts';
import { isClosedAvailability } from '../../contract/catalog.ts';
import { findProperties } from './propertyReads.ts';

/** Away this long, the next visit is a new one (the line 'New since your last visit' is drawn at). */
export const VISIT_GAP_MINUTES = 30;

interface SavedSearchRow {
  id: string;
  name: string;
  query: Record<string, string>;
  alert: SavedSearch['alert'];
  channels: SavedSearch['channels'];
  paused: boolean;
  newCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const present = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alert: row.alert,
  channels: row.channels,
  paused: row.paused,
  newCount: row.newCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSavedSearches(sql: Sql, userId: string, searchId?: string): Promise<SavedSearch[]> {
  const rows = await sql<SavedSearchRow[]>`
    select s.id, s.name, s.query, s.alert, s.channels, s.paused, s.created_at as "createdAt", s.updated_at as "updatedAt",
           (select count(*)::int from saved_search_matches m where m.saved_search_id = s.id and m.matched_at > s.seen_at) as "newCount"
    from saved_searches s
    where s.user_id = ${userId} and (${searchId ?? null}::uuid is null or s.id = ${searchId ?? null}::uuid)
    order by s.created_at, s.id`;
  return rows.map(present);
}

/** The listings that newly matched since the user last looked at this search (newest first); then marks them seen. */
export async function takeNewMatches(sql: Sql, userId: string, searchId: string): Promise<Property[] | null> {
  return (await sql.begin(async (tx) => {
    const [search] = await tx<{ seenAt: Date }[]>`
      select seen_at as "seenAt" from saved_searches where id = ${searchId} and user_id = ${userId} for update`;
    if (!search) return null;
    const ids = await tx<{ id: string }[]>`
      select property_id as id from saved_search_matches
      where saved_search_id = ${searchId} and matched_at > ${search.seenAt}
      order by matched_at desc, property_id limit 200`;
    await tx`update saved_searches set seen_at = now() where id = ${searchId}`;
    const properties = await findProperties(
      tx,
      ids.map((row) => row.id),
      userId,
    );
    return ids
      .map((row) => properties.get(row.id))
      .filter((property): property is Property => property !== undefined && !isClosedAvailability(property.availability));
  })) as Property[] | null;
}

/**
 * How many listings newly matched the user's saved searches since their previous visit, and which.
 * Each call is a sighting: after VISIT_GAP_MINUTES away, the last sighting becomes the previous
 * visit; within a visit the line stays put, so the badges do not vanish on the next page.
 */
export async function newSinceLastVisit(sql: Sql, userId: string): Promise<NewSinceVisit> {
  return (await sql.begin(async (tx) => {
    await tx`
      insert into notification_settings (user_id) select id from "user" where id = ${userId}
      on conflict (user_id) do nothing`;
    const [visit] = await tx<{ previous: Date | null }[]>`
      update notification_settings set
        previous_visit_at = case
          when last_seen_at is not null and last_seen_at < now() - make_interval(mins => ${VISIT_GAP_MINUTES}) then last_seen_at
          else previous_visit_at end,
        last_seen_at = now()
      where user_id = ${userId}
      returning previous_visit_at as previous`;
    if (!visit) return { count: 0, propertyIds: [], since: null };
    const rows = await tx<{ id: string }[]>`
      select distinct m.property_id as id
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where s.user_id = ${userId} and m.matched_at > coalesce(${visit.previous}::timestamptz, '-infinity')
      limit 500`;
    return { count: rows.length, propertyIds: rows.map((row) => row.id), since: visit.previous?.toISOString() ?? null };
  })) as NewSinceVisit;
}

export async function notificationSettings(sql: Sql, userId: string): Promise<NotificationSettings> {
  const [row] = await sql<{ email: boolean; push: boolean }[]>`
    select email_enabled as email, push_enabled as push from notification_settings where user_id = ${userId}`;
  return row ?? { email: true, push: true };
}
