/**
 * Visit reminders, 24 hours and 2 hours before, to the buyer and the agent. A job runs every minute
 * (one schedule across replicas) and takes the booked visits whose reminder time has come; the
 * sequence a reminder was sent for is stored with its notifications in one transaction, so after a
 * crash or a restart nothing is sent twice, and a moved visit is reminded afresh. A reminder whose
 * time passed before the visit was booked or moved is not sent (a visit booked for tomorrow
 * morning gets its 2-hour reminder only). `now` is a parameter so tests run it with a fake clock.
 */
import { markNoShows } from '../commands/visitCheckIn.ts';
import type { Deps } from '../context.ts';
import { withTx } from '../db.ts';
import { tellVisit, type VisitNoticeDeps } from './visitNotices.ts';

export const REMINDER_QUEUE = 'visit.reminders';
const EVERY_MINUTE = '* * * * *';

const reminders = [
  { kind: 'reminder24h', hours: 24, column: 'reminded_24h_sequence' },
  { kind: 'reminder2h', hours: 2, column: 'reminded_2h_sequence' },
] as const;

export type ReminderDeps = Pick<Deps, 'sql' | 'log'> & VisitNoticeDeps;

/** Sends every reminder due at `now`; answers how many visits were reminded. */
export async function remindVisits(deps: ReminderDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const reminder of reminders) {
    const column = deps.sql(reminder.column);
    const due = await deps.sql<{ id: string }[]>`
      select id from visits
      where status = 'booked' and starts_at > ${now}
        and starts_at - make_interval(hours => ${reminder.hours}) <= ${now}
        and updated_at < starts_at - make_interval(hours => ${reminder.hours})
        and ${column} is distinct from sequence
      order by starts_at
      limit 200`;
    for (const { id } of due) {
      const done = await withTx(deps.sql, async (tx) => {
        // Taken again under the row's lock: another replica may have sent it meanwhile.
        const [visit] = await tx<{ sequence: number }[]>`
          select sequence from visits where id = ${id} and status = 'booked' and ${tx(reminder.column)} is distinct from sequence
          for update skip locked`;
        if (!visit) return false;
        await tx`update visits set ${tx(reminder.column)} = sequence where id = ${id}`;
        await tellVisit(deps, tx, id, reminder.kind);
        return true;
      });
      if (done) sent += 1;
    }
  }
  return sent;
}

export async function scheduleVisitReminders(deps: ReminderDeps & Pick<Deps, 'jobs'>): Promise<void> {
  await deps.jobs.work(REMINDER_QUEUE, async () => {
    const sent = await remindVisits(deps);
    if (sent) deps.log.info('visit reminders sent', { sent });
  });
  await deps.jobs.schedule(REMINDER_QUEUE, EVERY_MINUTE, 'Asia/Kolkata');
}

export const NO_SHOW_QUEUE = 'visit.no-shows';

/** Every five minutes, the visits that ended an hour ago with no check-in are marked no-show. */
export async function scheduleNoShows(deps: Pick<Deps, 'sql' | 'log' | 'jobs'>): Promise<void> {
  await deps.jobs.work(NO_SHOW_QUEUE, async () => {
    const marked = await markNoShows(deps);
    if (marked) deps.log.info('visits marked no-show', { marked });
  });
  await deps.jobs.schedule(NO_SHOW_QUEUE, '*/5 * * * *', 'Asia/Kolkata');
}
