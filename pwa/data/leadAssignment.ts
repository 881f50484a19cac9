/**
 * Who new leads go to: the admin's assignment settings and an agent's own duty. Never kept on the
 * device: both are read fresh when the leads screen opens.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Duty, LeadAssignment, LeadAssignmentBody } from '../../contract/leadAssignment.ts';
import { api } from './api.ts';

export const assignmentKeys = {
  settings: ['admin', 'lead-assignment'] as const,
  duty: ['admin', 'duty'] as const,
};

export function leadAssignmentQuery() {
  return queryOptions({
    queryKey: assignmentKeys.settings,
    queryFn: async () => (await api.get<Envelope<LeadAssignment>>('admin/lead-assignment')).data,
  });
}

export function saveLeadAssignment(body: LeadAssignmentBody): Promise<Envelope<LeadAssignment>> {
  return api.put<Envelope<LeadAssignment>>('admin/lead-assignment', { json: body });
}

export function dutyQuery() {
  return queryOptions({
    queryKey: assignmentKeys.duty,
    queryFn: async () => (await api.get<Envelope<Duty>>('agents/me/duty')).data,
  });
}

export function setDuty(onDuty: boolean): Promise<Envelope<Duty>> {
  return api.put<Envelope<Duty>>('agents/me/duty', { json: { onDuty } });
}
