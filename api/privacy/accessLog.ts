/**
 * Who among the agency's staff opened which person's records: each read of leads, accounts or
 * grievances by someone other than the person is one row (the ids shown, never their contents),
 * kept ACCESS_LOG_RETENTION_DAYS (a year at least) and read by admins. A read whose row cannot be
 * written fails: an unlogged read of personal data is not served.
 */
import type { AccessLogEntry, AccessLogQuery, AccessSubjectType } from '../../contract/accessLog.ts';
import type { Actor, Deps } from '../context.ts';
import type postgres from 'postgres';
import type { Sql } from '../db.ts';

export interface AccessRecord {
  /** What was done, `<subject>.viewed` / `<subjects>.listed` / `<subjects>.exported`. */
  action: string;
  subjectType: AccessSubjectType;
  subjectIds: string[];
}

/** Records one read; a person reading their own record is not logged. */
export async function recordAccess(sql: Sql, actor: Actor, record: AccessRecord): Promise<void> {
  const subjectIds = record.subjectType === 'user' ? record.subjectIds.filter((id) => id !== actor.id) : record.subjectIds;
  if (record.subjectType === 'user' && subjectIds.length === 0) return;
  await sql`${accessRowInsert(sql, actor, record, sql`${subjectIds}::text[]`)}`;
}

/**
 * The insert of one read's row, for a read that writes it in its own statement (a writable CTE):
 * `subjectIds` is that statement's text[] of the ids it shows. Not for accounts (no own-record rule here).
 */
export function accessRowInsert(sql: Sql, actor: Actor, record: Omit<AccessRecord, 'subjectIds'>, subjectIds: postgres.Fragment) {
  return sql`
    insert into access_log (actor_id, actor_role, action, subject_type, subject_ids)
    values (${actor.id}, ${actor.role}, ${record.action}, ${record.subjectType}, ${subjectIds})`;
}

const PAGE = 50;

/** The log, newest first, by who read, whose record, and from which day. */
export async function readAccessLog(sql: Sql, query: AccessLogQuery): Promise<{ entries: AccessLogEntry[]; total: number }> {
  const where = sql`
    ${query.actorId ? sql`and a.actor_id = ${query.actorId}` : sql``}
    ${query.subjectId ? sql`and a.subject_ids @> array[${query.subjectId}]::text[]` : sql``}
    ${query.from ? sql`and a.at >= (${query.from}::date - interval '330 minutes')` : sql``}
    ${query.to ? sql`and a.at < (${query.to}::date + interval '1 day' - interval '330 minutes')` : sql``}`;
  const rows = await sql<
    {
      id: string;
      at: Date;
      actorId: string;
      actorRole: string;
      actorName: string | null;
      action: string;
      subjectType: AccessSubjectType;
      subjectIds: string[];
    }[]
  >`
    select a.id::text, a.at, a.actor_id as "actorId", a.actor_role as "actorRole", u.name as "actorName",
           a.action, a.subject_type as "subjectType", a.subject_ids as "subjectIds"
    from access_log a left join "user" u on u.id = a.actor_id
    where true ${where}
    order by a.at desc, a.id desc
    limit ${PAGE} offset ${(query.page - 1) * PAGE}`;
  const [{ total }] = await sql<{ total: number }[]>`select count(*)::int as total from access_log a where true ${where}`;
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      actor: { _id: row.actorId, fullName: row.actorName, role: row.actorRole },
      action: row.action,
      subjectType: row.subjectType,
      subjectIds: row.subjectIds,
    })),
    total,
  };
}

/** Drops rows older than the retention (called by the daily privacy job). */
export async function pruneAccessLog(sql: Sql, retentionDays: number, now = new Date()): Promise<number> {
  const removed = await sql`delete from access_log where at < ${now}::timestamptz - make_interval(days => ${retentionDays})`;
  return removed.count;
}

const PRUNE_QUEUE = 'privacy.access-log.prune';

/** Prunes the log once a day at 03:30 in Surat, on one replica (a pg-boss schedule). */
export async function scheduleAccessLogPruning(deps: Pick<Deps, 'sql' | 'jobs' | 'log' | 'config'>): Promise<void> {
  await deps.jobs.work(PRUNE_QUEUE, async () => {
    const removed = await pruneAccessLog(deps.sql, deps.config.accessLogRetentionDays);
    deps.log.info('access log pruned', { removed, retentionDays: deps.config.accessLogRetentionDays });
  });
  await deps.jobs.schedule(PRUNE_QUEUE, '30 3 * * *', 'Asia/Kolkata');
}
