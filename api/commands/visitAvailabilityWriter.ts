/**
 * The admin's side of visit slots: an agent's weekly hours and blocks (replaced together), and the
 * office's visit length, travel buffer and per-listing lengths. Each change is one event.
 */
import type { AvailabilityBody, VisitSettingsBody } from '../../contract/visits.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { storedWindows } from '../queries/visitReads.ts';

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

export async function writeVisitSettings(deps: Pick<Deps, 'sql'>, actor: Actor, body: VisitSettingsBody): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await tx`
      update visit_settings set default_minutes = ${body.defaultMinutes}, buffer_minutes = ${body.bufferMinutes}, updated_at = now()`;
    await tx`delete from visit_lengths`;
    for (const length of body.lengths) {
      const propertyId = length.propertyId?.toLowerCase() ?? null;
      const projectId = length.projectId?.toLowerCase() ?? null;
      const [listing] = propertyId
        ? await tx`select 1 from properties where id = ${propertyId} for key share`
        : await tx`select 1 from projects where id = ${projectId} for key share`;
      if (!listing) throw validationError({ lengths: 'A visit length names a listing that is not there' });
      await tx`
        insert into visit_lengths (property_id, project_id, minutes) values (${propertyId}, ${projectId}, ${length.minutes})
        on conflict do nothing`;
    }
    await appendEvent(tx, {
      type: 'visit_settings.changed',
      subjectId: 'visit_settings',
      actorId: actor.id,
      payload: { defaultMinutes: body.defaultMinutes, bufferMinutes: body.bufferMinutes, lengths: body.lengths.length },
    });
  });
}
