/**
 * The office's view of visitors' Web Vitals over the last 7 or 28 days (today included): the
 * nightly roll-up for the days it holds and the raw rows of the days it does not yet (today, and
 * last night's until the job has run). A period's p75 is its days' p75s weighted by their visits;
 * the good share is exact.
 */
import { vitalMetrics, vitalsPageTypes, type VitalFigure, type VitalsPageType, type VitalsSummary } from '../../contract/vitals.ts';
import type { Sql } from '../db.ts';
import { vitalValues, VITALS_TIME_ZONE } from './vitalsRollUp.ts';

interface DayFigure {
  page: VitalsPageType;
  metric: VitalFigure['metric'];
  p75: number;
  samples: number;
  good: number;
}

/** Days' figures of one page type or of all, combined per metric in the contract's order. */
function combined(rows: DayFigure[]): VitalFigure[] {
  return vitalMetrics.flatMap((metric) => {
    const days = rows.filter((row) => row.metric === metric);
    const samples = days.reduce((sum, row) => sum + row.samples, 0);
    if (samples === 0) return [];
    const weighted = days.reduce((sum, row) => sum + row.p75 * row.samples, 0) / samples;
    const good = days.reduce((sum, row) => sum + row.good, 0);
    const p75 = metric === 'CLS' ? Math.round(weighted * 1000) / 1000 : Math.round(weighted);
    return [{ metric, p75, samples, goodShare: Math.round((good / samples) * 1000) / 1000 }];
  });
}

export async function vitalsSummary(sql: Sql, days: number, now = new Date()): Promise<VitalsSummary> {
  const [{ from, fromDay }] = await sql<{ from: Date; fromDay: string }[]>`
    select first::text as "fromDay", first::timestamp at time zone ${VITALS_TIME_ZONE} as from
    from (select (${now}::timestamptz at time zone ${VITALS_TIME_ZONE})::date - ${days - 1}::int as first) period`;
  const rows = await sql<DayFigure[]>`
    select page, metric, p75::float8 as p75, samples, good from web_vitals_daily where day >= ${fromDay}::date
    union all
    select page, metric, percentile_cont(0.75) within group (order by value), count(*)::int, (count(*) filter (where good))::int
    from (${vitalValues(sql, from, new Date(now.getTime() + 1))}) v
    where not exists (select 1 from web_vitals_daily d where d.day = v.day)
    group by day, page, metric`;
  return {
    days,
    from: fromDay,
    overall: combined(rows),
    pages: vitalsPageTypes.flatMap((page) => {
      const figures = combined(rows.filter((row) => row.page === page));
      return figures.length > 0 ? [{ page, figures }] : [];
    }),
  };
}
