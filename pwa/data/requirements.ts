/**
 * Buyers' requirements and the listings matched to them (advisors and admins): a buyer's
 * requirements, recording and closing one, the advisor's matches, a WhatsApp share and the
 * "not suitable" mark. Never kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { ListingMatches, MatchShare, Requirement, RequirementBody, RequirementPatchBody } from '../../contract/requirements.ts';
import { api } from './api.ts';

export const requirementKeys = {
  buyer: (buyerId: string) => ['admin', 'requirements', buyerId] as const,
  matches: ['admin', 'matches'] as const,
};

export function requirementsQuery(buyerId: string) {
  return queryOptions({
    queryKey: requirementKeys.buyer(buyerId),
    queryFn: async () => (await api.get<Envelope<Requirement[]>>(`buyers/${buyerId}/requirements`)).data,
  });
}

export function matchesQuery() {
  return queryOptions({
    queryKey: requirementKeys.matches,
    queryFn: async () => (await api.get<Envelope<ListingMatches[]>>('agents/me/matches')).data,
  });
}

export async function addRequirement(buyerId: string, body: RequirementBody): Promise<Requirement> {
  return (await api.post<Envelope<Requirement>>(`buyers/${buyerId}/requirements`, { json: body })).data;
}

export async function changeRequirement(id: string, body: Partial<RequirementPatchBody>): Promise<Requirement> {
  return (await api.patch<Envelope<Requirement>>(`requirements/${id}`, { json: body })).data;
}

export async function shareMatch(id: string): Promise<MatchShare> {
  return (await api.post<Envelope<MatchShare>>(`matches/${id}/share`)).data;
}

export async function dismissMatch(id: string): Promise<void> {
  await api.post(`matches/${id}/dismiss`);
}
