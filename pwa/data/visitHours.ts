/**
 * What visit slots are made of, as the workspace edits them: an agent's weekly hours and blocks
 * (an admin's, for any agent; an agent reads their own) and the office's visit length and travel
 * buffer. Read fresh when the screen opens; never kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Availability, AvailabilityBody, VisitSettings, VisitSettingsBody } from '../../contract/visits.ts';
import { api } from './api.ts';

export const visitHoursKeys = {
  agent: (agentId: string) => ['admin', 'availability', agentId] as const,
  mine: ['agents', 'me', 'availability'] as const,
  settings: ['admin', 'visit-settings'] as const,
};

/** GET /admin/agents/{id}/availability. */
export function agentAvailabilityQuery(agentId: string) {
  return queryOptions({
    queryKey: visitHoursKeys.agent(agentId),
    queryFn: async () => (await api.get<Envelope<Availability>>(`admin/agents/${encodeURIComponent(agentId)}/availability`)).data,
  });
}

/** GET /agents/me/availability. */
export function myAvailabilityQuery() {
  return queryOptions({
    queryKey: visitHoursKeys.mine,
    queryFn: async () => (await api.get<Envelope<Availability>>('agents/me/availability')).data,
  });
}

export async function saveAvailability(agentId: string, body: AvailabilityBody): Promise<Availability> {
  return (await api.put<Envelope<Availability>>(`admin/agents/${encodeURIComponent(agentId)}/availability`, { json: body })).data;
}

/** GET /admin/visit-settings. */
export function visitSettingsQuery() {
  return queryOptions({
    queryKey: visitHoursKeys.settings,
    queryFn: async () => (await api.get<Envelope<VisitSettings>>('admin/visit-settings')).data,
  });
}

export async function saveVisitSettings(body: VisitSettingsBody): Promise<VisitSettings> {
  return (await api.put<Envelope<VisitSettings>>('admin/visit-settings', { json: body })).data;
}

/** The listing or project a visit length belongs to. */
export type VisitLengthOwner = { propertyId: string } | { projectId: string };

const ownedBy = (owner: VisitLengthOwner, length: VisitSettings['lengths'][number]) =>
  'propertyId' in owner ? length.propertyId === owner.propertyId : length.projectId === owner.projectId;

/**
 * Sets one listing's or project's own visit length, or clears it (null: the office's length), through
 * PUT /admin/visit-settings, which replaces every length: read fresh, so the others stay as stored.
 * Nothing is written when the length is already as asked.
 */
export async function saveOwnVisitLength(owner: VisitLengthOwner, minutes: number | null): Promise<VisitSettings> {
  const settings = (await api.get<Envelope<VisitSettings>>('admin/visit-settings')).data;
  const own = settings.lengths.find((length) => ownedBy(owner, length));
  if ((own?.minutes ?? null) === minutes) return settings;
  const others = settings.lengths.filter((length) => !ownedBy(owner, length));
  return saveVisitSettings({
    defaultMinutes: settings.defaultMinutes,
    bufferMinutes: settings.bufferMinutes,
    lengths: [
      ...others.map(({ propertyId, projectId, minutes: kept }) => ({ propertyId, projectId, minutes: kept })),
      ...(minutes === null ? [] : [{ ...owner, minutes }]),
    ],
  });
}
