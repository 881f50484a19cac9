/**
 * /admincp/visit-reports (admins): for a period of Surat days, the visits booked, shown, no-shows
 * and the leads won after a visit, in total, per agent and per listing, each table with its CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, agencyDate } from '../../../contract/enquiries.ts';
import type { VisitFigures, VisitReportRow, VisitReportTable } from '../../../contract/visitReports.ts';
import { Notice } from '../../components/Notice.tsx';
import { visitReportCsv, visitReportQuery } from '../../data/visitReports.ts';
import { useLocale, useT } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { CsvButton, FigureGrid } from './FigureGrid.tsx';
import { PeriodForm } from './PeriodForm.tsx';
import { useCsvExport } from './useCsvExport.ts';

function VisitTable({
  table,
  title,
  rows,
  cells,
  onExport,
}: {
  table: VisitReportTable;
  title: string;
  rows: VisitReportRow[];
  cells: (row: VisitFigures) => string[];
  onExport: (table: VisitReportTable) => void;
}) {
  const t = useT();
  const headers = [
    table === 'agent' ? t('reports.col.agent') : t('reports.col.listing'),
    t('visitReports.col.booked'),
    t('visitReports.col.shown'),
    t('visitReports.col.noShow'),
    t('visitReports.col.won'),
  ];
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-label={title} data-testid={`visit-report-${table}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <CsvButton title={title} onExport={() => onExport(table)} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('visitReports.empty')}</p>
      ) : (
        <FigureGrid
          headers={headers}
          rows={rows.map((row) => [
            <>
              {row.reference && <span className="mr-1.5 text-xs text-ink-muted">{row.reference}</span>}
              {row.name}
            </>,
            ...cells(row),
          ])}
        />
      )}
    </section>
  );
}

export function VisitReportsScreen() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const locale = useLocale();
  const today = agencyDate(new Date());
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const { exportTable, failure: exportFailure } = useCsvExport(
    (table: VisitReportTable) => visitReportCsv(from, to, table),
    (table) => `visits-by-${table}-${from}-${to}.csv`,
  );
  const report = useQuery(visitReportQuery(from, to));
  const percent = new Intl.NumberFormat(`${locale}-IN`, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(`${locale}-IN`);
  const share = (rate: number | null) => (rate === null ? '—' : percent.format(rate));
  const cells = (row: VisitFigures) => [
    number.format(row.booked),
    number.format(row.shown),
    `${number.format(row.noShow)} · ${share(row.noShowRate)}`,
    `${number.format(row.won)} / ${number.format(row.visitedLeads)} · ${share(row.wonRate)}`,
  ];

  const data = report.data;
  const totals = data
    ? [
        [t('visitReports.col.booked'), number.format(data.total.booked)],
        [t('visitReports.col.shown'), number.format(data.total.shown)],
        [t('visitReports.noShowRate'), share(data.total.noShowRate)],
        [t('visitReports.wonRate'), share(data.total.wonRate)],
      ]
    : [];

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('visitReports.title')} description={t('visitReports.description')} />
      <PeriodForm label={t('visitReports.title')} from={from} to={to} onFrom={setFrom} onTo={setTo} />
      {exportFailure && <Notice tone="error" title={exportFailure} />}
      {report.isPending && <p className="text-sm text-ink-muted">{t('reports.loading')}</p>}
      {report.isError && <Notice tone="error" title={describeFailure(report.error, t('reports.failed'))} />}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="visit-report-total">
            {totals.map(([term, figure]) => (
              <div key={term} className="card p-4">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{term}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-900">{figure}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-soft">{t('visitReports.intro')}</p>
          <VisitTable
            table="agent"
            title={t('reports.byAgent')}
            rows={data.byAgent}
            cells={cells}
            onExport={(table) => void exportTable(table)}
          />
          <VisitTable
            table="listing"
            title={t('reports.demand.byListing')}
            rows={data.byListing}
            cells={cells}
            onExport={(table) => void exportTable(table)}
          />
        </>
      )}
    </div>
  );
}
