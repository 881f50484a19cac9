/** The dashboard's three headline p75s of real visits over the last 7 days: loading, response to taps, stability. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { headlineMetrics } from '../../../contract/vitals.ts';
import { vitalsSummaryQuery } from '../../data/vitals.ts';
import { goodLimit, isGood, metricNames, percent, vitalValue } from './vitalsFigures.ts';

export function VitalsHeadline() {
  const summary = useQuery(vitalsSummaryQuery(7));
  const figures = summary.data?.overall ?? [];
  return (
    <section aria-labelledby="vitals-heading" className="mt-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="vitals-heading" className="text-lg font-bold text-brand-900">
          Speed for real visitors (7 days, p75)
        </h2>
        <Link href="/admincp/vitals" className="text-sm font-semibold text-brand-800 hover:underline">
          Every page
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {headlineMetrics.map((metric) => {
          const figure = figures.find((candidate) => candidate.metric === metric);
          return (
            <div key={metric} className="card p-5">
              <p className="text-sm font-semibold text-ink-muted">{metricNames[metric]}</p>
              {summary.isPending ? (
                <div className="skeleton mt-1.5 h-7 w-16" aria-hidden="true" />
              ) : figure ? (
                <>
                  <p className={`mt-0.5 text-2xl font-extrabold tracking-tight ${isGood(figure) ? 'text-emerald-700' : 'text-amber-700'}`}>
                    {vitalValue(metric, figure.p75)}
                  </p>
                  <p className="mt-1 text-xs text-ink-muted">
                    Good {goodLimit(metric)} · {percent(figure.goodShare)} of {figure.samples} visits good
                  </p>
                </>
              ) : (
                <p className="mt-1 text-sm text-ink-muted">No visits measured yet</p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
