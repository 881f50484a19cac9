/**
 * The office's privacy duties (admin): the grievance queue, one grievance and its answers, the
 * access log, and breach notices. Never kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AccessLogEntry } from '../../contract/accessLog.ts';
import type { Envelope } from '../../contract/answers.ts';
import type { BreachAudienceBody, BreachNotice, BreachNoticeBody, BreachRecipients } from '../../contract/breachNotices.ts';
import type { Grievance, GrievanceDetail, GrievanceReplyBody } from '../../contract/grievances.ts';
import { api } from './api.ts';

export const privacyAdminKeys = {
  grievances: ['admin', 'grievances'] as const,
  grievanceList: (status: string) => ['admin', 'grievances', 'list', status] as const,
  grievance: (id: string) => ['admin', 'grievances', id] as const,
  accessLog: (search: string) => ['admin', 'access-log', search] as const,
  breachNotices: ['admin', 'breach-notices'] as const,
};

/** GET /admin/grievances, with the overdue and due-soon counts. */
export function grievanceQueueQuery(status: string) {
  return queryOptions({
    queryKey: privacyAdminKeys.grievanceList(status),
    queryFn: () =>
      api.get<Envelope<Grievance[], { overdue: number; dueSoon: number }>>(`admin/grievances${status ? `?status=${status}` : ''}`),
  });
}

export function grievanceQuery(id: string) {
  return queryOptions({
    queryKey: privacyAdminKeys.grievance(id),
    queryFn: async () => (await api.get<Envelope<GrievanceDetail>>(`admin/grievances/${id}`)).data,
  });
}

/** Answers a grievance (mailed to the person) and sets where it stands. */
export function answerGrievance(id: string, body: GrievanceReplyBody): Promise<Envelope<GrievanceDetail>> {
  return api.post<Envelope<GrievanceDetail>>(`admin/grievances/${id}/replies`, { json: body });
}

/** GET /admin/access-log with the filters' query string. */
export function accessLogQuery(search: string) {
  return queryOptions({
    queryKey: privacyAdminKeys.accessLog(search),
    queryFn: () => api.get<Envelope<AccessLogEntry[], { total: number; page: number; limit: number }>>(`admin/access-log?${search}`),
  });
}

export function breachNoticesQuery() {
  return queryOptions({
    queryKey: privacyAdminKeys.breachNotices,
    queryFn: async () => (await api.get<Envelope<BreachNotice[]>>('admin/breach-notices')).data,
  });
}

/** How many accounts a notice would reach, and the listed addresses no account has; sends nothing. */
export async function previewBreachRecipients(body: BreachAudienceBody): Promise<BreachRecipients> {
  return (await api.post<Envelope<BreachRecipients>>('admin/breach-notices/preview', { json: body })).data;
}

/** Sends a breach notice to the accounts it names (or all). */
export function sendBreachNotice(body: BreachNoticeBody): Promise<Envelope<BreachNotice>> {
  return api.post<Envelope<BreachNotice>>('admin/breach-notices', { json: body });
}
