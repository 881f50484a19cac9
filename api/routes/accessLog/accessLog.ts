/** GET /admin/access-log: who among the staff opened which person's records, for an admin to read. */
import { AccessLogQuery } from '../../../contract/accessLog.ts';
import type { Deps } from '../../context.ts';
import { readAccessLog } from '../../privacy/accessLog.ts';
import { declareRoutes } from '../endpoint.ts';

export function accessLogRouter(deps: Deps) {
  const routes = declareRoutes(deps, { tag: 'Privacy' });

  routes.privateRead(
    {
      path: '/admin/access-log',
      summary: 'Who opened which person’s records (leads, accounts, grievances), newest first',
      description:
        'Filtered by the reader (`actorId`), a record’s id (`subjectId`: an enquiry, account or grievance), and agency days (`from`, `to`: YYYY-MM-DD); 50 a page. Kept ACCESS_LOG_RETENTION_DAYS (at least a year).',
      auth: 'admin',
      query: AccessLogQuery,
      success: { status: 200, description: 'One page of the log.', data: 'AccessLogEntry[]', meta: 'AccessLogMeta' },
    },
    async ({ query }) => {
      const { entries, total } = await readAccessLog(deps.sql, query);
      return { data: entries, meta: { total, page: query.page, limit: 50 } };
    },
  );

  return routes;
}
