/**
 * The daily retention job: reminds a person whose account is to be erased within two days (they can
 * still cancel), and erases what is due — accounts whose cooling-off has passed, minors' accounts
 * their parent or guardian left unanswered, enquiries a
 * legal hold no longer keeps, visitors' enquiries that never became a deal and have been inactive
 * for the configured months, and the addresses of finished or expired visitor requests — and
 * records that it ran, with counts only. `now` is a parameter so tests run it with a fake clock.
 */
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { eraseAccount, eraseEnquiryRecords, LEGAL_HOLDS } from './erasure.ts';
import { ERASURE_REMINDER_DAYS, erasureReminderMail } from './erasureRequests.ts';
import { eraseUnansweredMinorAccounts } from './parentalConsent.ts';

export const RETENTION_QUEUE = 'privacy.retention';
/** 03:30 in Surat: after the night's backups, before the office opens. */
const RETENTION_CRON = '30 3 * * *';
const RETENTION_TIME_ZONE = 'Asia/Kolkata';

/** Statuses of an enquiry that became a deal (or is becoming one): kept beyond the inactivity rule. */
const DEAL_STATUSES = ['negotiating', 'won'];

export interface RetentionRun {
  accountsErased: number;
  /** People told their account's erasure is near (once each). */
  erasuresReminded: number;
  enquiriesErased: number;
  visitorRequestsCleared: number;
  /** Minors' accounts whose parent or guardian did not answer in time. */
  minorAccountsErased: number;
  /** Visits whose check-in position (the advisor's phone at the site) was cleared. */
  checkInPositionsCleared: number;
}

export type RetentionDeps = Pick<Deps, 'sql' | 'bucket' | 'log' | 'config' | 'notifier'>;

export async function runRetention(deps: RetentionDeps, now = new Date()): Promise<RetentionRun> {
  const due = await deps.sql<{ userId: string }[]>`
    select user_id as "userId" from erasure_requests
    where user_id is not null and cancelled_at is null and erased_at is null and due_at <= ${now}
    order by due_at`;
  let accountsErased = 0;
  for (const { userId } of due) if (await eraseAccount(deps, userId, null)) accountsErased += 1;
  const minorAccountsErased = await eraseUnansweredMinorAccounts(deps, now);

  const inactiveSince = new Date(now);
  inactiveSince.setUTCMonth(inactiveSince.getUTCMonth() - deps.config.retention.enquiryMonths);
  return withTx(deps.sql, async (tx) => {
    // Each waiting erasure due within two days is reminded once (the mail's id is the request's).
    const near = await tx<{ id: string; dueAt: Date; email: string; name: string; locale: string | null }[]>`
      select r.id, r.due_at as "dueAt", u.email, u.name, u.locale from erasure_requests r join "user" u on u.id = r.user_id
      where r.cancelled_at is null and r.erased_at is null
        and r.due_at > ${now} and r.due_at <= ${new Date(now.getTime() + ERASURE_REMINDER_DAYS * 86_400_000)}`;
    let erasuresReminded = 0;
    for (const request of near) {
      const mail = erasureReminderMail(request.email, request.name, request.locale, request.dueAt, deps.config.publicUrl);
      const id = `erasure-reminder:${request.id}`;
      const [sent] = await tx`select 1 from notifications where id = ${id}`;
      if (sent) continue;
      await deps.notifier.emailIn(tx, id, mail);
      erasuresReminded += 1;
    }
    const released = await tx<{ id: string }[]>`
      select id from enquiries where legal_hold is not null and status <> all(${tx.array(Object.keys(LEGAL_HOLDS))})`;
    const stale = await tx<{ id: string }[]>`
      select id from enquiries
      where user_id is null and erased_at is null and updated_at < ${inactiveSince}
        and status <> all(${tx.array(DEAL_STATUSES)})`;
    const { erased } = await eraseEnquiryRecords(
      tx,
      [...released, ...stale].map((row) => row.id),
    );
    const cleared = await tx`
      update visitor_requests set email = null
      where email is not null and (completed_at is not null or expires_at <= ${now})
      returning id`;
    // Where the advisor's phone was at a check-in answers a dispute over the visit, raised within weeks.
    const positionsUntil = new Date(now.getTime() - deps.config.retention.checkInPositionDays * 86_400_000);
    const positions = await tx`
      update visits set check_in_lat = null, check_in_lng = null
      where check_in_lat is not null and checked_in_at < ${positionsUntil}
      returning id`;
    const run = {
      accountsErased,
      erasuresReminded,
      enquiriesErased: erased,
      visitorRequestsCleared: cleared.length,
      minorAccountsErased,
      checkInPositionsCleared: positions.length,
    };
    await appendEvent(tx, { type: 'privacy.retention_ran', subjectId: 'retention', actorId: null, payload: { ...run }, occurredAt: now });
    return run;
  });
}

/** Runs the job every day on one replica (pg-boss's schedule). */
export async function scheduleRetention(deps: RetentionDeps & Pick<Deps, 'jobs'>): Promise<void> {
  await deps.jobs.work(RETENTION_QUEUE, async () => {
    const run = await runRetention(deps);
    deps.log.info('retention job ran', { ...run });
  });
  await deps.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON, RETENTION_TIME_ZONE);
}
