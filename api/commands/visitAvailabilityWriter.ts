/**
 * The admin's side of visit slots: an agent's weekly hours and blocks (replaced together), the
 * office's visit length and travel buffer, and each listing's own length. Each change is one event.
 */
import type { AvailabilityBody, VisitSettingsBody } from '../../contract/visits.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { storedWindows } from '../queries/visitReads.ts';
import { assertVersion, type ExpectedVersions } from '../versionTags.ts';

export const AGENT_NOT_FOUND = 'Agent not found';

/** Whether two of an agent's windows of one weekday overlap (a typing slip: 10–14 and 13–19). */
function overlappingWindows(hours: AvailabilityBody['hours']): boolean {
  const windows = storedWindows(hours).sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return windows.some(
    (window, index) => index > 0 && windows[index - 1].weekday === window.weekday && windows[index - 1].endMinute > window.startMinute,
  );
}

export async function writeAvailability(deps: Pick<Deps, 'sql'>, actor: Actor, agentId: string, body: AvailabilityBody): Promise<void> {
  if (overlappingWindows(body.hours)) throw validationError({ hours: 'Working windows of one day must not overlap' });
  await withTx(deps.sql, async (tx) => {
    const [agent] = await tx`select 1 from "user" where id = ${agentId} and role = 'agent' for key share`;
    if (!agent) throw notFound(AGENT_NOT_FOUND);
    await tx`delete from agent_working_hours where agent_id = ${agentId}`;
    for (const window of storedWindows(body.hours)) {
      await tx`
        insert into agent_working_hours (agent_id, weekday, start_minute, end_minute)
        values (${agentId}, ${window.weekday}, ${window.startMinute}, ${window.endMinute})`;
    }
    await tx`delete from agent_blocks where agent_id = ${agentId}`;
    for (const block of body.blocks) {
      await tx`
        insert into agent_blocks (agent_id, during, reason)
        values (${agentId}, tstzrange(${new Date(block.from)}, ${new Date(block.to)}), ${block.reason})`;
    }
    await appendEvent(tx, {
      type: 'agent.availability_changed',
      subjectId: agentId,
      actorId: actor.id,
      payload: { windows: body.hours.length, blocks: body.blocks.length },
    });
  });
}

/**
 * The office's visit length and travel buffer. With `expected` versions (If-Match), settings changed
 * since are refused with 412. The listings' own lengths are not touched: each is its own write.
 */
export async function writeVisitSettings(
  deps: Pick<Deps, 'sql'>,
  actor: Actor,
  body: VisitSettingsBody,
  expected: ExpectedVersions,
): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    const [settings] = await tx<{ version: number }[]>`select version from visit_settings for update`;
    assertVersion('visit settings', settings!.version, expected);
    await tx`
      update visit_settings
      set default_minutes = ${body.defaultMinutes}, buffer_minutes = ${body.bufferMinutes}, version = version + 1, updated_at = now()`;
    await appendEvent(tx, {
      type: 'visit_settings.changed',
      subjectId: 'visit_settings',
      actorId: actor.id,
      payload: { defaultMinutes: body.defaultMinutes, bufferMinutes: body.bufferMinutes },
    });
  });
}

/** A listing or project whose own visit length is written. */
export type VisitLengthOwner = { kind: 'property' | 'project'; id: string };

/** What a visit length of a listing that is not there answers (404). */
export const VISIT_LENGTH_OWNER_MISSING = { property: 'Property not found', project: 'Project not found' } as const;

export const visitLengthOwnerMissing = (owner: VisitLengthOwner) => notFound(VISIT_LENGTH_OWNER_MISSING[owner.kind]);

/**
 * Sets (a number of minutes) or clears (null: the office's length) one listing's or project's own
 * visit length, and only it: writes to other listings' lengths never meet this one.
 */
export async function writeOwnVisitLength(
  deps: Pick<Deps, 'sql'>,
  actor: Actor,
  owner: VisitLengthOwner,
  minutes: number | null,
): Promise<void> {
  const column = owner.kind === 'property' ? 'property_id' : 'project_id';
  await withTx(deps.sql, async (tx) => {
    const [listing] =
      owner.kind === 'property'
        ? await tx`select 1 from properties where id = ${owner.id} for key share`
        : await tx`select 1 from projects where id = ${owner.id} for key share`;
    if (!listing) throw visitLengthOwnerMissing(owner);
    if (minutes === null) await tx`delete from visit_lengths where ${tx(column)} = ${owner.id}`;
    else
      await tx`
        insert into visit_lengths ${tx({ [column]: owner.id, minutes })}
        on conflict (${tx(column)}) do update set minutes = excluded.minutes`;
    await appendEvent(tx, {
      type: 'visit_length.changed',
      subjectId: owner.id,
      actorId: actor.id,
      payload: { kind: owner.kind, minutes },
    });
  });
}
