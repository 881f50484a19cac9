/** The agency's details the office sets by configuration (GET /agency), asked for once an hour at most. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyDetails, Envelope } from '../../contract/index.ts';
import { propertyClient } from './http.ts';
import { useHydrated } from './useHydrated.ts';

export const agencyDetailsQuery = queryOptions({
  queryKey: ['agency'] as const,
  queryFn: async ({ signal }) => (await propertyClient.get<Envelope<AgencyDetails>>('agency', { signal })).data,
  staleTime: 60 * 60 * 1000,
});

/**
 * The agency's GujRERA agent registration number, or null while unknown or when none is set. It is
 * read once the app has adopted the server's page, which is rendered without it.
 */
export function useAgentReraNumber(): string | null {
  const hydrated = useHydrated();
  const { data } = useQuery({ ...agencyDetailsQuery, enabled: hydrated });
  return hydrated ? (data?.agentReraNumber ?? null) : null;
}
