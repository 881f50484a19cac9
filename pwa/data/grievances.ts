/** Privacy grievances as the person who files one sees them: filing it, and its status by tracking number. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { GrievanceBody, GrievanceOfficer, GrievanceStatusAnswer } from '../../contract/grievances.ts';
import { api } from './api.ts';

/** POST /grievances: the tracking number, deadline and the Grievance Officer's contact. */
export async function fileGrievance(body: GrievanceBody): Promise<GrievanceStatusAnswer> {
  return (await api.post<Envelope<GrievanceStatusAnswer>>('grievances', { json: body })).data;
}

/** GET /grievances/:trackingNumber. */
export function grievanceStatusQuery(trackingNumber: string) {
  return queryOptions({
    queryKey: ['grievance', trackingNumber] as const,
    queryFn: async () => (await api.get<Envelope<GrievanceStatusAnswer>>(`grievances/${encodeURIComponent(trackingNumber)}`)).data,
    retry: false,
  });
}

/** GET /grievance-officer: the published contact, as configured. */
export function grievanceOfficerQuery() {
  return queryOptions({
    queryKey: ['grievance-officer'] as const,
    queryFn: async () => (await api.get<Envelope<GrievanceOfficer>>('grievance-officer')).data,
    staleTime: 5 * 60_000,
  });
}
