/**
 * What visit slots are made of, as the workspace edits them: an agent's weekly hours and blocks
 * (an admin's, for any agent; an agent reads their own) and the office's visit length and travel
 * buffer (with the version a save is made from), and a listing's own length. Read fresh when the
 * screen opens; never kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Availability, AvailabilityBody, OwnVisitLength, VisitSettings, VisitSettingsBody } from '../../contract/visits.ts';
import { toApiError } from '../lib/apiError.ts';
import { getVersioned, ifMatch, type Versioned } from './admin.ts';
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

/** GET /admin/visit-settings, with the ETag of the version a save is made from. */
export function visitSettingsQuery() {
  return queryOptions({
    queryKey: visitHoursKeys.settings,
    queryFn: ({ signal }) => getVersioned<VisitSettings>('admin/visit-settings', signal),
  });
}

/**
 * Saves the office's length and buffer, made from the version `etag`: refused (412) once someone
 * else saved them. The listings' own lengths are not part of it.
 */
export async function saveVisitSettings(body: VisitSettingsBody, etag: string | null): Promise<Versioned<VisitSettings>> {
  try {
    const response = await api.ky.put('admin/visit-settings', { json: body, ...ifMatch(etag) });
    return { data: ((await response.json()) as Envelope<VisitSettings>).data, etag: response.headers.get('ETag') };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The listing or project a visit length belongs to. */
export type VisitLengthOwner = { propertyId: string } | { projectId: string };

const ownLengthPath = (owner: VisitLengthOwner) =>
  'propertyId' in owner
    ? `admin/properties/${encodeURIComponent(owner.propertyId)}/visit-length`
    : `admin/projects/${encodeURIComponent(owner.projectId)}/visit-length`;

/**
 * Sets one listing's or project's own visit length, or clears it (null: the office's length). It is
 * that listing's write alone, so a length or office setting saved meanwhile elsewhere stays.
 */
export async function saveOwnVisitLength(owner: VisitLengthOwner, minutes: number | null): Promise<OwnVisitLength> {
  const path = ownLengthPath(owner);
  const saved =
    minutes === null ? api.delete<Envelope<OwnVisitLength>>(path) : api.put<Envelope<OwnVisitLength>>(path, { json: { minutes } });
  return (await saved).data;
}
