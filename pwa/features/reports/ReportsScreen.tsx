/**
 * /admincp/reports: for a period of Surat days, the funnel (new → contacted → visit → won / lost) in
 * total, by source and by agent, speed to lead, lost reasons and demand per listing and locality,
 * each table with its CSV. Bars are plain CSS. An agent sees the figures of their own leads.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { addDays, agencyDate } from '../../../contract/enquiries.ts';
import type { FunnelCounts, ReportTable } from '../../../contract/reports.ts';
import { Icon } from '../../components/Icon.tsx';
import { Notice } from '../../components/Notice.tsx';
import { reportCsv, reportQuery } from '../../data/reports.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { useLocale, useT, type Translate } from '../../i18n/useT.tsx';
import { useFailureMessage } from '../../lib/formMessages.ts';
import { isAdmin, useAuth } from '../../lib/store.ts';
import { AdminPageHeader } from '../admin/AdminPageHeader.tsx';
import { leadSourceWords } from '../enquiries/leadSourceWords.ts';
import { lostReasonWords } from '../enquiries/LostReasonDialog.tsx';
import { CsvButton, FigureGrid } from './FigureGrid.tsx';
import { PeriodForm } from './PeriodForm.tsx';
import { useCsvExport } from './useCsvExport.ts';

const stages = [
  ['reports.stage.new', 'leads', null],
  ['reports.stage.contacted', 'contacted', 'contactedRate'],
  ['reports.stage.visit', 'visit', 'visitRate'],
  ['reports.stage.won', 'won', 'wonRate'],
  ['reports.stage.lost', 'lost', 'lostRate'],
] as const satisfies readonly [MessageId, keyof FunnelCounts, keyof FunnelCounts | null][];

/** `12 min`, `1 h 5 min`; a dash for no figure. */
function duration(t: Translate, seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('reports.minutes', { minutes });
  return t('reports.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A bar of `part` out of `whole`, its figure beside it. */
function Bar({ label, part, whole, figure }: { label: ReactNode; part: number; whole: number; figure: string }) {
  const width = whole === 0 ? 0 : Math.max(part === 0 ? 0 : 2, Math.round((part / whole) * 100));
  return (
    <li className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3 text-sm">
      <span className="min-w-0 truncate text-ink-soft">{label}</span>
      <span className="h-3 rounded-full bg-sand-100" aria-hidden>
        <span className="block h-3 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
      </span>
      <span className="whitespace-nowrap font-semibold tabular-nums text-ink">{figure}</span>
    </li>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card space-y-4 p-4 sm:p-6" aria-label={title}>
      <div>
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A table of the report with its CSV; it scrolls sideways on a phone rather than squeeze. */
function FigureTable({
  title,
  table,
  headers,
  rows,
  onExport,
}: {
  title: string;
  table: ReportTable;
  headers: string[];
  rows: ReactNode[][];
  onExport: (table: ReportTable) => void;
}) {
  return (
    <div className="space-y-2" data-testid={`report-${table}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <CsvButton title={title} onExport={() => void onExport(table)} />
      </div>
      <FigureGrid headers={headers} rows={rows} />
    </div>
  );
}

export function ReportsScreen() {
  const t = useT();
  const describeFailure = useFailureMessage();
  const locale = useLocale();
  const admin = isAdmin(useAuth().user);
  const today = agencyDate(new Date());
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const { exportTable, failure: exportFailure } = useCsvExport(
    (table: ReportTable) => reportCsv(from, to, table),
    (table) => `${table}-${from}-${to}.csv`,
  );
  const report = useQuery(reportQuery(from, to));
  const percent = new Intl.NumberFormat(`${locale}-IN`, { style: 'percent', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(`${locale}-IN`);
  const share = (rate: number | null) => (rate === null ? '—' : percent.format(rate));
  const day = (date: string) =>
    new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
      new Date(`${date}T12:00:00+05:30`),
    );

  const data = report.data;
  const funnelHeaders = (first: string) => [first, ...stages.map(([word]) => t(word))];
  const funnelCells = (row: FunnelCounts) =>
    stages.map(([, count, rate]) =>
      rate ? `${number.format(row[count] as number)} · ${share(row[rate] as number | null)}` : number.format(row.leads),
    );
  const speedHeaders = (first: string) => [
    first,
    t('reports.col.leads'),
    t('reports.col.contacted'),
    t('reports.col.escalated'),
    t('reports.col.median'),
  ];
  const speedCells = (row: { leads: number; contacted: number; escalated: number; medianSeconds: number | null }) => [
    number.format(row.leads),
    number.format(row.contacted),
    number.format(row.escalated),
    duration(t, row.medianSeconds),
  ];
  const agentName = (agent: { fullName: string } | null) => agent?.fullName ?? t('reports.unassigned');
  const lostTotal = data ? data.lostReasons.reduce((sum, row) => sum + row.leads, 0) : 0;
  const localityTop = data?.demand.byLocality[0]?.leads ?? 0;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('reports.title')}
        description={`${t('reports.description', { from: day(data?.from ?? from), to: day(data?.to ?? to) })}${admin ? '' : ` ${t('reports.own')}`}`}
      />
      <PeriodForm label={t('reports.title')} from={from} to={to} onFrom={setFrom} onTo={setTo} />
      {exportFailure && <Notice tone="error" title={exportFailure} />}
      {report.isError && (
        <Notice tone="error" title={t('reports.failed')}>
          {describeFailure(report.error, '')}
        </Notice>
      )}
      {report.isPending && <p className="text-sm text-ink-muted">{t('reports.loading')}</p>}
      {data && (
        <>
          <Section title={t('reports.funnel.heading')} intro={t('reports.funnel.intro')}>
            {data.funnel.total.leads === 0 ? (
              <p className="text-sm text-ink-muted">{t('reports.empty')}</p>
            ) : (
              <ol className="space-y-2" aria-label={t('reports.funnel.heading')} data-testid="report-funnel">
                {stages.map(([word, count, rate]) => (
                  <Bar
                    key={word}
                    label={t(word)}
                    part={data.funnel.total[count] as number}
                    whole={data.funnel.total.leads}
                    figure={`${number.format(data.funnel.total[count] as number)}${rate ? ` · ${share(data.funnel.total[rate] as number | null)}` : ''}`}
                  />
                ))}
              </ol>
            )}
            <FigureTable
              title={t('reports.bySource')}
              table="funnel_source"
              headers={funnelHeaders(t('reports.col.source'))}
              rows={data.funnel.bySource.map((row) => [t(leadSourceWords[row.source]), ...funnelCells(row)])}
              onExport={exportTable}
            />
            <FigureTable
              title={t('reports.byAgent')}
              table="funnel_agent"
              headers={funnelHeaders(t('reports.col.agent'))}
              rows={data.funnel.byAgent.map((row) => [agentName(row.agent), ...funnelCells(row)])}
              onExport={exportTable}
            />
          </Section>

          <Section
            title={t('reports.speed.heading')}
            intro={
              data.speed.total.medianSeconds === null
                ? t('reports.speed.none')
                : t('reports.speed.median', { time: duration(t, data.speed.total.medianSeconds) })
            }
          >
            <FigureTable
              title={t('reports.bySource')}
              table="speed_source"
              headers={speedHeaders(t('reports.col.source'))}
              rows={data.speed.bySource.map((row) => [t(leadSourceWords[row.source]), ...speedCells(row)])}
              onExport={exportTable}
            />
            <FigureTable
              title={t('reports.byAgent')}
              table="speed_agent"
              headers={speedHeaders(t('reports.col.agent'))}
              rows={data.speed.byAgent.map((row) => [agentName(row.agent), ...speedCells(row)])}
              onExport={exportTable}
            />
          </Section>

          <div className="grid gap-6 lg:grid-cols-2">
            <Section title={t('reports.lost.heading')}>
              <ul className="space-y-2" data-testid="report-lost">
                {data.lostReasons.map((row) => (
                  <Bar
                    key={row.reason ?? 'unrecorded'}
                    label={row.reason ? t(lostReasonWords[row.reason]) : t('reports.lost.unrecorded')}
                    part={row.leads}
                    whole={lostTotal}
                    figure={number.format(row.leads)}
                  />
                ))}
              </ul>
              <button type="button" className="btn-outline !px-3 !py-1.5 text-xs" onClick={() => void exportTable('lost_reasons')}>
                <Icon name="download" className="h-3.5 w-3.5" />
                {t('reports.exportLabel', { table: t('reports.lost.heading') })}
              </button>
            </Section>
            <Section title={t('reports.demand.byLocality')}>
              {data.demand.byLocality.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('reports.empty')}</p>
              ) : (
                <ul className="space-y-2">
                  {data.demand.byLocality.slice(0, 12).map((row) => (
                    <Bar key={row.locality} label={row.locality} part={row.leads} whole={localityTop} figure={number.format(row.leads)} />
                  ))}
                </ul>
              )}
              <button type="button" className="btn-outline !px-3 !py-1.5 text-xs" onClick={() => void exportTable('demand_locality')}>
                <Icon name="download" className="h-3.5 w-3.5" />
                {t('reports.exportLabel', { table: t('reports.demand.byLocality') })}
              </button>
            </Section>
          </div>

          <Section title={t('reports.demand.heading')}>
            <FigureTable
              title={t('reports.demand.byListing')}
              table="demand_listing"
              headers={[t('reports.col.listing'), t('reports.col.locality'), t('reports.col.leads')]}
              rows={data.demand.byListing.map((row) => [
                `${row.reference ? `${row.reference} · ` : ''}${row.title}`,
                row.locality,
                number.format(row.leads),
              ])}
              onExport={exportTable}
            />
          </Section>
        </>
      )}
    </div>
  );
}
