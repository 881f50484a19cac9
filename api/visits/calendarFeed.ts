/**
 * An agent's private calendar feed (an ICS subscription for Google Calendar and the like): their
 * booked visits from a month back onwards, behind a URL with a secret. Only the secret's SHA-256 is
 * stored, so the URL is shown once when made; making a new one or revoking ends the old at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createEvents } from 'ics';
import { agency } from '../../contract/agency.ts';
import type { Sql } from '../db.ts';
import { mapUrl, placeAddress } from '../queries/visitReads.ts';
import { visitUid } from './visitInvite.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const calendarFeedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/calendar-feeds/${token}/visits.ics`;

/** Makes the agent a new secret (replacing any other) and answers it. */
export async function renewCalendarFeed(sql: Sql, agentId: string): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await sql<{ createdAt: Date }[]>`
    insert into agent_calendar_feeds (agent_id, token_hash) values (${agentId}, ${hashOf(token)})
    on conflict (agent_id) do update set token_hash = excluded.token_hash, created_at = now()
    returning created_at as "createdAt"`;
  return { token, createdAt: row.createdAt };
}

export async function revokeCalendarFeed(sql: Sql, agentId: string): Promise<void> {
  await sql`delete from agent_calendar_feeds where agent_id = ${agentId}`;
}

export async function calendarFeedSince(sql: Sql, agentId: string): Promise<Date | null> {
  const [row] = await sql<{ createdAt: Date }[]>`select created_at as "createdAt" from agent_calendar_feeds where agent_id = ${agentId}`;
  return row?.createdAt ?? null;
}

/** The feed behind a secret, or null when no feed has it (never made, replaced or revoked). */
export async function calendarFeed(sql: Sql, token: string, host: string): Promise<string | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [feed] = await sql<{ agentId: string }[]>`
    select f.agent_id as "agentId" from agent_calendar_feeds f join "user" u on u.id = f.agent_id
    where f.token_hash = ${hashOf(token)} and u.role = 'agent' and coalesce(u.banned, false) = false`;
  if (!feed) return null;
  const visits = await sql<
    {
      id: string;
      reference: string;
      name: string;
      mobile: string;
      title: string;
      address: string;
      startsAt: Date;
      endsAt: Date;
      sequence: number;
    }[]
  >`
    select v.id, e.reference, e.name, e.mobile, coalesce(p.title, j.title, e.listing_title, '') as title,
      coalesce(${placeAddress(sql, 'p')}, ${placeAddress(sql, 'j')}, '') as address,
      v.starts_at as "startsAt", v.ends_at as "endsAt", v.sequence
    from visits v join enquiries e on e.id = v.enquiry_id
    left join properties p on p.id = v.property_id left join projects j on j.id = v.project_id
    where v.agent_id = ${feed.agentId} and v.status = 'booked' and v.starts_at > now() - interval '30 days'
    order by v.starts_at
    limit 1000`;
  if (!visits.length) {
    return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:${agency.name}//Site visits\r\nX-WR-CALNAME:${agency.name} visits\r\nEND:VCALENDAR\r\n`;
  }
  const { error, value } = createEvents(
    visits.map((visit) => ({
      uid: visitUid(visit.id, host),
      sequence: visit.sequence,
      start: visit.startsAt.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      end: visit.endsAt.getTime(),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      title: `Visit: ${visit.name}, ${visit.title}`,
      description: `${visit.reference} · ${visit.mobile} · ${mapUrl(visit.address)}`,
      location: visit.address,
      status: 'CONFIRMED' as const,
    })),
    { productId: `${agency.name}//Site visits`, method: 'PUBLISH', calName: `${agency.name} visits` },
  );
  if (error || !value) throw new Error(`calendar feed: ${String(error)}`);
  return value;
}
