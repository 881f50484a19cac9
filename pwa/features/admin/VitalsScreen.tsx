/**
 * /admincp/vitals: how fast the site is for real visitors, p75 per page type and metric over the
 * last 7 or 28 days against the "good" limits, with the share of good visits.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { vitalMetrics, type VitalFigure, type VitalsPageType } from '../../../contract/vitals.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { vitalsSummaryQuery } from '../../data/vitals.ts';
import { TableOrFailure } from './adminList.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { EmptyList } from './EmptyList.tsx';
import { RefreshButton } from './RefreshButton.tsx';
import { goodLimit, isGood, metricNames, percent, vitalValue } from './vitalsFigures.ts';

const pageNames: Record<VitalsPageType | 'all', string> = {
  all: 'Every page',
  home: 'Home',
  listing: 'Residential and commercial lists',
  search: 'Search',
  property: 'Property',
  projects: 'Projects',
  project: 'Project',
  locality: 'Locality',
  info: 'About and contact',
  owners: 'List your property',
  privacy: 'Privacy and grievances',
  compare: 'Compare',
};

interface Row {
  page: VitalsPageType | 'all';
  figures: VitalFigure[];
}

function FigureCell({ figure }: { figure: VitalFigure | undefined }) {
  if (!figure) return <span className="text-ink-muted">–</span>;
  const good = isGood(figure);
  return (
    <span className="whitespace-nowrap">
      <span className={`font-bold ${good ? 'text-emerald-700' : 'text-amber-700'}`}>{vitalValue(figure.metric, figure.p75)}</span>
      <span className="sr-only">{good ? ' (good)' : ' (needs work)'}</span>
      <span className="ml-1.5 text-xs text-ink-muted">
        {percent(figure.goodShare)} good · {figure.samples}
      </span>
    </span>
  );
}

const columns: Column<Row>[] = [
  { key: 'page', header: 'Page', cell: (row) => <span className="font-semibold text-brand-900">{pageNames[row.page]}</span> },
  ...vitalMetrics.map((metric): Column<Row> => ({
    key: metric,
    header: `${metric} ${goodLimit(metric)}`,
    cell: (row) => <FigureCell figure={row.figures.find((figure) => figure.metric === metric)} />,
  })),
];

export function VitalsScreen() {
  const [days, setDays] = useState<7 | 28>(7);
  const summary = useQuery(vitalsSummaryQuery(days));
  const rows: Row[] =
    summary.data && summary.data.overall.length > 0 ? [{ page: 'all', figures: summary.data.overall }, ...summary.data.pages] : [];
  return (
    <>
      <AdminPageHeader
        title="Field speed"
        description="How fast the pages are for real visitors on their own phones and networks: the 75th percentile of each measure, green where it is within Google's “good” limit, with the share of good visits and how many visits reported it."
        actions={<RefreshButton onClick={() => void summary.refetch()} busy={summary.isFetching} />}
      />
      <div className="mb-4 flex gap-2" role="group" aria-label="Period">
        {([7, 28] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={days === option}
            onClick={() => setDays(option)}
            className={`focus-ring rounded-full px-4 py-1.5 text-sm font-semibold ${
              days === option ? 'bg-brand-800 text-white' : 'bg-white text-brand-800 ring-1 ring-sand-200 hover:bg-sand-100'
            }`}
          >
            Last {option} days
          </button>
        ))}
      </div>
      <TableOrFailure query={summary} showing={rows.length > 0}>
        <DataTable
          caption={`Field speed, last ${days} days`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.page}
          loading={summary.isPending}
          empty={<EmptyList title="No visits measured yet">Figures appear once visitors have opened the public pages.</EmptyList>}
        />
      </TableOrFailure>
      <p className="mt-4 text-xs text-ink-muted">
        {vitalMetrics.map((metric) => `${metricNames[metric]} good ${goodLimit(metric)}`).join(' · ')}. Visitors whose browser asks not to
        be tracked are never measured.
      </p>
    </>
  );
}
