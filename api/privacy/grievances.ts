/**
 * Privacy grievances: filed by anyone with a tracking number, answered by the office within 90
 * days. Each write is its rows, its event and its mails in one transaction; events carry ids, the
 * person's name, e-mail and what they wrote stay in the grievance's own row.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  GRIEVANCE_DAYS,
  GRIEVANCE_WARNING_DAYS,
  grievanceMessages,
  type Grievance,
  type GrievanceBody,
  type GrievanceDetail,
  type GrievanceListQuery,
  type GrievanceOfficer,
  type GrievanceReply,
  type GrievanceReplyBody,
  type GrievanceStatus,
  type GrievanceStatusAnswer,
  type GrievanceTopic,
} from '../../contract/grievances.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx, type Sql, type Tx } from '../db.ts';
import { notFound } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import type { MailLocale } from '../mail/mailWords.ts';
import { grievanceFiledMail, grievanceReceivedMail, grievanceReplyMail } from './grievanceMails.ts';

const DAY_MS = 86_400_000;
/** Crockford's base 32: letters and digits people read out without mixing up (no I, L, O, U). */
const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random tracking number, GR-7K3M-9QX2 (40 bits: not guessed, and all the status page asks for). */
export function newTrackingNumber(): string {
  const chars = [...randomBytes(8)].map((byte) => READABLE[byte % 32]).join('');
  return `GR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const officerOf = (deps: Pick<Deps, 'config'>): GrievanceOfficer => ({ ...deps.config.grievanceOfficer });

type GrievanceDeps = Pick<Deps, 'sql' | 'config' | 'notifier'>;

/** Files a grievance: the row, its event, the acknowledgement to the person and the notice to the officer. */
export async function fileGrievance(
  deps: GrievanceDeps,
  input: { userId: string | null; body: GrievanceBody },
): Promise<{ trackingNumber: string; dueAt: Date }> {
  const { body } = input;
  const id = randomUUID();
  const trackingNumber = newTrackingNumber();
  const officer = officerOf(deps);
  return withTx(deps.sql, async (tx) => {
    const [row] = await tx<{ createdAt: Date; dueAt: Date }[]>`
      insert into grievances (id, tracking_number, user_id, name, email, mobile, topic, description, locale, due_at)
      values (${id}, ${trackingNumber}, ${input.userId}, ${body.name}, ${body.email}, ${body.mobile || null}, ${body.topic},
              ${body.description}, ${body.locale}, now() + make_interval(days => ${GRIEVANCE_DAYS}))
      returning created_at as "createdAt", due_at as "dueAt"`;
    await appendEvent(tx, { type: 'grievance.filed', subjectId: id, actorId: input.userId, payload: { topic: body.topic } });
    const facts = { trackingNumber, topic: body.topic, dueAt: row.dueAt, officer, publicUrl: deps.config.publicUrl };
    await deps.notifier.emailIn(tx, `grievance:${id}:received`, grievanceReceivedMail(body.email, body.name, body.locale, facts));
    await deps.notifier.emailIn(tx, `grievance:${id}:officer`, grievanceFiledMail(officer.email, id, facts));
    return { trackingNumber, dueAt: row.dueAt };
  });
}

interface GrievanceRow {
  id: string;
  trackingNumber: string;
  name: string;
  email: string;
  mobile: string | null;
  topic: GrievanceTopic;
  status: GrievanceStatus;
  description: string;
  locale: MailLocale;
  createdAt: Date;
  dueAt: Date;
  resolvedAt: Date | null;
}

const grievanceColumns = (sql: Sql | Tx) => sql`
  id, tracking_number as "trackingNumber", name, email, mobile, topic, status, description, locale,
  created_at as "createdAt", due_at as "dueAt", resolved_at as "resolvedAt"`;

interface ReplyRow {
  id: string;
  grievanceId: string;
  body: string;
  status: GrievanceStatus;
  officer: GrievanceOfficer;
  createdAt: Date;
}

async function repliesOf(sql: Sql, grievanceIds: string[]): Promise<Map<string, GrievanceReply[]>> {
  const rows = grievanceIds.length
    ? await sql<ReplyRow[]>`
        select id, grievance_id as "grievanceId", body, status, officer, created_at as "createdAt"
        from grievance_replies where grievance_id = any(${grievanceIds}::uuid[]) order by created_at, id`
    : [];
  const replies = new Map<string, GrievanceReply[]>();
  for (const row of rows) {
    const list = replies.get(row.grievanceId) ?? [];
    list.push({ _id: row.id, body: row.body, status: row.status, at: row.createdAt.toISOString(), officer: row.officer });
    replies.set(row.grievanceId, list);
  }
  return replies;
}

/** Whole days from `now` to the deadline (from the resolution, once resolved), and the warnings. */
export function deadlineOf(row: Pick<GrievanceRow, 'dueAt' | 'resolvedAt'>, now: Date) {
  const until = row.resolvedAt ?? now;
  const daysLeft = Math.ceil((row.dueAt.getTime() - until.getTime()) / DAY_MS);
  const open = row.resolvedAt === null;
  const overdue = open && row.dueAt.getTime() < now.getTime();
  return { daysLeft, overdue, dueSoon: open && !overdue && daysLeft <= GRIEVANCE_WARNING_DAYS };
}

function presentGrievance(row: GrievanceRow, now: Date): Grievance {
  return {
    _id: row.id,
    trackingNumber: row.trackingNumber,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    topic: row.topic,
    status: row.status,
    filedAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    ...deadlineOf(row, now),
  };
}

/** What the tracking number shows: where it stands and the answers, none of the person's details. */
export async function grievanceStatus(deps: Pick<Deps, 'sql' | 'config'>, trackingNumber: string): Promise<GrievanceStatusAnswer> {
  const [row] = await deps.sql<GrievanceRow[]>`
    select ${grievanceColumns(deps.sql)} from grievances where tracking_number = ${trackingNumber}`;
  if (!row) throw notFound(grievanceMessages.notFound);
  return {
    trackingNumber: row.trackingNumber,
    topic: row.topic,
    status: row.status,
    filedAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    replies: (await repliesOf(deps.sql, [row.id])).get(row.id) ?? [],
    officer: officerOf(deps),
  };
}

/** The queue: open ones first by deadline, then resolved ones, newest first; with the counts to warn of. */
export async function grievanceQueue(sql: Sql, query: GrievanceListQuery, now = new Date()) {
  const rows = await sql<GrievanceRow[]>`
    select ${grievanceColumns(sql)} from grievances
    where ${query.status ? sql`status = ${query.status}` : sql`true`}
    order by (status = 'resolved'), case when status <> 'resolved' then due_at end, created_at desc
    limit 500`;
  const grievances = rows.map((row) => presentGrievance(row, now));
  const [counts] = await sql<{ overdue: number; dueSoon: number }[]>`
    select count(*) filter (where due_at < ${now})::int as overdue,
           count(*) filter (where due_at >= ${now} and due_at < ${new Date(now.getTime() + GRIEVANCE_WARNING_DAYS * DAY_MS)})::int as "dueSoon"
    from grievances where status <> 'resolved'`;
  return { grievances, meta: counts };
}

export const GRIEVANCE_NOT_FOUND = 'Grievance not found';

export async function grievanceDetail(sql: Sql, id: string, now = new Date()): Promise<GrievanceDetail> {
  const [row] = await sql<GrievanceRow[]>`select ${grievanceColumns(sql)} from grievances where id = ${id}`;
  if (!row) throw notFound(GRIEVANCE_NOT_FOUND);
  return { ...presentGrievance(row, now), description: row.description, replies: (await repliesOf(sql, [id])).get(id) ?? [] };
}

/** The office answers: the reply (with the officer's contact as it stands), the new status, its event and the mail. */
export async function replyToGrievance(deps: GrievanceDeps, actor: Actor, id: string, body: GrievanceReplyBody): Promise<void> {
  const officer = officerOf(deps);
  await withTx(deps.sql, async (tx) => {
    const [row] = await tx<GrievanceRow[]>`select ${grievanceColumns(tx)} from grievances where id = ${id} for update`;
    if (!row) throw notFound(GRIEVANCE_NOT_FOUND);
    const replyId = randomUUID();
    await tx`
      insert into grievance_replies (id, grievance_id, author_id, body, status, officer)
      values (${replyId}, ${id}, ${actor.id}, ${body.body}, ${body.status}, ${tx.json(officer)})`;
    await tx`
      update grievances set status = ${body.status}, updated_at = now(),
        resolved_at = case when ${body.status} = 'resolved' then coalesce(resolved_at, now()) else null end
      where id = ${id}`;
    await appendEvent(tx, {
      type: 'grievance.answered',
      subjectId: id,
      actorId: actor.id,
      payload: { replyId, from: row.status, to: body.status },
    });
    await deps.notifier.emailIn(
      tx,
      `grievance:${id}:reply:${replyId}`,
      grievanceReplyMail(row.email, row.name, row.locale, {
        trackingNumber: row.trackingNumber,
        reply: body.body,
        status: body.status,
        officer,
        publicUrl: deps.config.publicUrl,
      }),
    );
  });
}
