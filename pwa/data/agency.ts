/** The agency's details the office sets by configuration (GET /agency), asked for once an hour at most. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyDetails, Envelope } from '../../contract/answers.ts';
import { api } from './api.ts';
import { useSettled } from '../lib/useSettled.ts';

export const agencyDetailsQuery = queryOptions({
  queryKey: ['agency'] as const,
  queryFn: async ({ signal }) => (await api.get<Envelope<AgencyDetails>>('agency', { signal })).data,
  staleTime: 60 * 60 * 1000,
});

/**
 * The agency's GujRERA agent registration number, or null while unknown or when none is set. The
 * server's page is rendered without it; it is asked for once the page has settled, not while the
 * page comes alive (every page's footer shows it).
 */
export function useAgentReraNumber(): string | null {
  const settled = useSettled();
  const { data } = useQuery({ ...agencyDetailsQuery, enabled: settled });
  return settled ? (data?.agentReraNumber ?? null) : null;
}
