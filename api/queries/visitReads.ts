/**
 * What visit slots and visits are read from: the office's settings, the listing's agents, the
 * agents' calendars (hours, blocks, held times), an agent's availability and their day's visits.
 */
import type { ListingAvailability } from '../../contract/catalog.ts';
import { addDays } from '../../contract/enquiries.ts';
import {
  DEFAULT_VISIT_MINUTES,
  SLOT_DAYS,
  minutesOf,
  timeOf,
  type AgentVisit,
  type FeedbackExperience,
  type FeedbackNextStep,
  type FeedbackPrice,
  type Availability,
  type AvailabilityBody,
  type OwnVisitLength,
  type VisitSettings,
} from '../../contract/visits.ts';
import type { Sql, Tx } from '../db.ts';
import type { Versioned } from '../versionTags.ts';
import { checkInKeys, checkInProofs, checkInWindow } from '../visits/checkInPass.ts';
import { agencyInstant, type AgentCalendar, type TimeRange } from '../visits/slots.ts';

type Db = Sql | Tx;

/** A listing's (`alias`: its table) address with its locality, the locality once: many addresses already name it. */
export const placeAddress = (db: Db, alias: string) =>
  db`case when strpos(lower(${db(alias)}.address), lower(${db(alias)}.location)) > 0 then ${db(alias)}.address
    else ${db(alias)}.address || ', ' || ${db(alias)}.location end`;

export interface VisitListing {
  propertyId: string | null;
  projectId: string | null;
}

/** The visit length for the listing (its own, else the office's default) and the travel buffer. */
export async function visitRules(db: Db, listing: VisitListing): Promise<{ minutes: number; bufferMinutes: number }> {
  const [row] = await db<{ minutes: number | null; defaultMinutes: number; bufferMinutes: number }[]>`
    select l.minutes, s.default_minutes as "defaultMinutes", s.buffer_minutes as "bufferMinutes"
    from visit_settings s
    left join visit_lengths l on l.property_id = ${listing.propertyId} or l.project_id = ${listing.projectId}
    limit 1`;
  return { minutes: row?.minutes ?? row?.defaultMinutes ?? DEFAULT_VISIT_MINUTES, bufferMinutes: row?.bufferMinutes ?? 0 };
}

/** Whether the listing exists (and is not a draft someone cannot see); its address for the visit. */
export async function visitListing(
  db: Db,
  listing: VisitListing,
): Promise<{ title: string; address: string; availability: ListingAvailability } | null> {
  const [row] = listing.propertyId
    ? await db<{ title: string; address: string; availability: ListingAvailability }[]>`
        select title, ${placeAddress(db, 'properties')} as address, availability from properties where id = ${listing.propertyId}`
    : await db<{ title: string; address: string; availability: ListingAvailability }[]>`
        select title, ${placeAddress(db, 'projects')} as address, 'available' as availability from projects where id = ${listing.projectId}`;
  return row ?? null;
}

/**
 * Who takes the listing's visits: its agent (the first assignment rule naming its project or its
 * locality) when it has one, else every agent on duty, in id order.
 */
export async function visitAgents(db: Db, listing: VisitListing): Promise<string[]> {
  const [own] = await db<{ id: string }[]>`
    select u.id from lead_assignment_rules r
    join "user" u on u.id = r.agent_id and u.role = 'agent' and coalesce(u.banned, false) = false
    left join properties p on p.id = ${listing.propertyId}
    where (r.project_id is not null and r.project_id = ${listing.projectId})
       or (r.locality is not null and lower(r.locality) = lower(p.location))
    order by r.position
    limit 1`;
  if (own) return [own.id];
  const onDuty = await db<{ id: string }[]>`
    select u.id from agent_duty d join "user" u on u.id = d.agent_id
    where d.on_duty and u.role = 'agent' and coalesce(u.banned, false) = false
    order by u.id`;
  return onDuty.map((row) => row.id);
}

/** The agents' hours, and their blocks and held times from `from` for the slot days ahead. */
export async function agentCalendars(db: Db, agentIds: string[], from: Date): Promise<AgentCalendar[]> {
  if (!agentIds.length) return [];
  const until = new Date(from.getTime() + (SLOT_DAYS + 1) * 86_400_000);
  const [windows, blocks, held] = await Promise.all([
    db<{ agentId: string; weekday: number; startMinute: number; endMinute: number }[]>`
      select agent_id as "agentId", weekday, start_minute as "startMinute", end_minute as "endMinute"
      from agent_working_hours where agent_id in ${db(agentIds)}`,
    db<(TimeRange & { agentId: string })[]>`
      select agent_id as "agentId", lower(during) as from, upper(during) as to
      from agent_blocks where agent_id in ${db(agentIds)} and during && tstzrange(${from}, ${until})`,
    db<(TimeRange & { agentId: string })[]>`
      select agent_id as "agentId", lower(held) as from, upper(held) as to
      from visits where status = 'booked' and agent_id in ${db(agentIds)} and held && tstzrange(${from}, ${until})`,
  ]);
  return agentIds.map((agentId) => ({
    agentId,
    windows: windows.filter((row) => row.agentId === agentId),
    blocks: blocks.filter((row) => row.agentId === agentId),
    held: held.filter((row) => row.agentId === agentId),
  }));
}

/** An agent's weekly hours and their blocks that have not ended. */
export async function agentAvailability(sql: Sql, agentId: string): Promise<Availability> {
  const hours = await sql<{ weekday: number; startMinute: number; endMinute: number }[]>`
    select weekday, start_minute as "startMinute", end_minute as "endMinute" from agent_working_hours
    where agent_id = ${agentId} order by weekday, start_minute`;
  const blocks = await sql<{ _id: string; from: Date; to: Date; reason: string }[]>`
    select id as "_id", lower(during) as from, upper(during) as to, reason from agent_blocks
    where agent_id = ${agentId} and upper(during) > now() order by lower(during)`;
  return {
    agentId,
    hours: hours.map((row) => ({ weekday: row.weekday, from: timeOf(row.startMinute), to: timeOf(row.endMinute) })),
    blocks: blocks.map((row) => ({ ...row, from: row.from.toISOString(), to: row.to.toISOString() })),
  };
}

/** The windows of a body as stored minutes. */
export const storedWindows = (hours: AvailabilityBody['hours']) =>
  hours.map((window) => ({ weekday: window.weekday, startMinute: minutesOf(window.from), endMinute: minutesOf(window.to) }));

/** The office's settings with every listing's own length, and the version a save must be made from. */
export async function visitSettings(sql: Sql): Promise<Versioned<VisitSettings>> {
  const [row] = await sql<{ defaultMinutes: number; bufferMinutes: number; version: number }[]>`
    select default_minutes as "defaultMinutes", buffer_minutes as "bufferMinutes", version from visit_settings`;
  const { version, ...settings } = row!;
  const lengths = await sql<VisitSettings['lengths']>`
    select l.property_id::text as "propertyId", l.project_id::text as "projectId", coalesce(p.title, j.title) as title, l.minutes
    from visit_lengths l left join properties p on p.id = l.property_id left join projects j on j.id = l.project_id
    order by title`;
  return { data: { ...settings, lengths: [...lengths] }, version };
}

/** One listing's or project's own visit length (null: none, the office's applies), or null when there is no such listing. */
export async function ownVisitLength(sql: Sql, owner: { kind: 'property' | 'project'; id: string }): Promise<OwnVisitLength | null> {
  const [row] =
    owner.kind === 'property'
      ? await sql<OwnVisitLength[]>`
          select l.minutes, s.default_minutes as "officeMinutes"
          from properties p cross join visit_settings s left join visit_lengths l on l.property_id = p.id
          where p.id = ${owner.id}`
      : await sql<OwnVisitLength[]>`
          select l.minutes, s.default_minutes as "officeMinutes"
          from projects j cross join visit_settings s left join visit_lengths l on l.project_id = j.id
          where j.id = ${owner.id}`;
  return row ?? null;
}

/** A map search for an address, which opens the maps app on a phone. */
export const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, Surat`)}`;

/** An agent's booked visits of an agency day, in time order, each with what the phone checks its check-in with. */
export async function agentVisitsOn(deps: { sql: Sql; consentLinkKey: Buffer }, agentId: string, date: string): Promise<AgentVisit[]> {
  const keys = checkInKeys(deps.consentLinkKey);
  const rows = await deps.sql<
    (Omit<AgentVisit, 'startsAt' | 'endsAt' | 'listing' | 'mapUrl' | 'checkIn' | 'feedback'> & {
      feedbackAt: Date | null;
      experience: FeedbackExperience | null;
      price: FeedbackPrice | null;
      nextStep: FeedbackNextStep | null;
      startsAt: Date;
      endsAt: Date;
      propertyId: string | null;
      projectId: string | null;
      title: string | null;
    })[]
  >`
    select v.id as "_id", v.enquiry_id as "enquiryId", e.reference, v.status, v.attendance, v.starts_at as "startsAt", v.ends_at as "endsAt",
      e.name as "buyerName", e.mobile, v.property_id::text as "propertyId", v.project_id::text as "projectId",
      coalesce(p.title, j.title, e.listing_title) as title,
      coalesce(${placeAddress(deps.sql, 'p')}, ${placeAddress(deps.sql, 'j')}) as address,
      v.feedback_at as "feedbackAt", v.feedback_experience as experience, v.feedback_price as price,
      v.feedback_next_step as "nextStep", coalesce(v.agent_note, '') as "agentNote"
    from visits v join enquiries e on e.id = v.enquiry_id
    left join properties p on p.id = v.property_id left join projects j on j.id = v.project_id
    where v.agent_id = ${agentId} and v.status = 'booked'
      and v.starts_at >= ${agencyInstant(date, 0)} and v.starts_at < ${agencyInstant(addDays(date, 1), 0)}
    order by v.starts_at`;
  return rows.map(({ propertyId, projectId, title, startsAt, endsAt, feedbackAt, experience, price, nextStep, ...row }) => {
    const window = checkInWindow({ visitId: row._id, startsAt, endsAt });
    return {
      ...row,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      listing: propertyId
        ? { kind: 'property' as const, _id: propertyId, title: title ?? '' }
        : projectId
          ? { kind: 'project' as const, _id: projectId, title: title ?? '' }
          : null,
      mapUrl: row.address ? mapUrl(row.address) : null,
      feedback: feedbackAt && experience && price && nextStep ? { experience, price, nextStep, at: feedbackAt.toISOString() } : null,
      checkIn: checkInProofs(keys, window),
    };
  });
}
