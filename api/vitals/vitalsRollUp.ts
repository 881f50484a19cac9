/**
 * The nightly roll-up of visitors' Web Vitals: every finished day (in Surat) with raw rows and no
 * roll-up yet becomes p75, the number of visits and the number of good ones per page type and
 * metric; then raw rows older than 30 days are deleted. `now` is a parameter so tests run it with a
 * fake clock.
 */
import { GOOD_VITALS } from '../../contract/vitals.ts';
import type { Deps } from '../context.ts';
import { withTx, type Sql, type Tx } from '../db.ts';

export const VITALS_ROLL_UP_QUEUE = 'vitals.roll-up';
/** 00:20 in Surat: the day before is over. */
const ROLL_UP_CRON = '20 0 * * *';
export const VITALS_TIME_ZONE = 'Asia/Kolkata';
/** Days a raw row is kept. */
export const VITALS_RAW_DAYS = 30;

/**
 * One row per raw row and metric it holds: `(day, page, metric, value, good)`, `good` its limit,
 * the day the agency's. Raw rows from `from` (inclusive) to `until` (exclusive).
 */
export function vitalValues(sql: Sql | Tx, from: Date, until: Date) {
  return sql`
    select (w.received_at at time zone ${VITALS_TIME_ZONE})::date as day, w.page, m.metric, m.value, m.value <= m.good as good
    from web_vitals w
    cross join lateral (values
      ('LCP', w.lcp::real, ${GOOD_VITALS.LCP}::real),
      ('INP', w.inp::real, ${GOOD_VITALS.INP}::real),
      ('CLS', w.cls, ${GOOD_VITALS.CLS}::real),
      ('FCP', w.fcp::real, ${GOOD_VITALS.FCP}::real),
      ('TTFB', w.ttfb::real, ${GOOD_VITALS.TTFB}::real)
    ) as m(metric, value, good)
    where m.value is not null and w.received_at >= ${from} and w.received_at < ${until}`;
}

/** Midnight in Surat at the start of `now`'s day there. */
export async function startOfAgencyDay(sql: Sql, now: Date): Promise<Date> {
  const [{ start }] = await sql<{ start: Date }[]>`
    select date_trunc('day', ${now}::timestamptz at time zone ${VITALS_TIME_ZONE}) at time zone ${VITALS_TIME_ZONE} as start`;
  return start;
}

export interface VitalsRollUpRun {
  /** Rows of the roll-up written (day × page type × metric). */
  rolledUp: number;
  /** Raw rows deleted for age. */
  deleted: number;
}

export async function rollUpVitals(sql: Sql, now = new Date()): Promise<VitalsRollUpRun> {
  const today = await startOfAgencyDay(sql, now);
  const oldest = new Date(now.getTime() - VITALS_RAW_DAYS * 86_400_000);
  return withTx(sql, async (tx) => {
    // A day rolled up once is final: no row can arrive for a day that is over.
    const rolled = await tx`
      insert into web_vitals_daily (day, page, metric, p75, samples, good)
      select day, page, metric, percentile_cont(0.75) within group (order by value), count(*), count(*) filter (where good)
      from (${vitalValues(tx, oldest, today)}) v
      where not exists (select 1 from web_vitals_daily d where d.day = v.day)
      group by day, page, metric
      on conflict do nothing`;
    const deleted = await tx`delete from web_vitals where received_at < ${oldest}`;
    return { rolledUp: rolled.count, deleted: deleted.count };
  });
}

/** Runs the roll-up every night on one replica (pg-boss's schedule). */
export async function scheduleVitalsRollUp(deps: Pick<Deps, 'sql' | 'jobs' | 'log'>): Promise<void> {
  await deps.jobs.work(VITALS_ROLL_UP_QUEUE, async () => {
    const run = await rollUpVitals(deps.sql);
    deps.log.info('web vitals rolled up', { ...run });
  });
  await deps.jobs.schedule(VITALS_ROLL_UP_QUEUE, ROLL_UP_CRON, VITALS_TIME_ZONE);
}
