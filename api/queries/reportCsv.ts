/** The lead reports' tables as CSV for Excel: UTF-8 with a byte-order mark, CRLF lines, through the one CSV rule. */
import { leadSourceLabels } from '../../contract/buyers.ts';
import { lostReasonLabels } from '../../contract/enquiries.ts';
import type { FunnelCounts, LeadReport, ReportTable } from '../../contract/reports.ts';
import { csvCell, csvLines } from '../csvText.ts';

const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 1000) / 10}%`);
const minutes = (seconds: number | null) => (seconds === null ? '' : String(Math.round(seconds / 6) / 10));
const funnelHeader = ['Leads', 'Contacted', 'Visit', 'Won', 'Lost', 'Contacted %', 'Visit %', 'Won %', 'Lost %'];
const funnelCells = (row: FunnelCounts) => [
  String(row.leads),
  String(row.contacted),
  String(row.visit),
  String(row.won),
  String(row.lost),
  percent(row.contactedRate),
  percent(row.visitRate),
  percent(row.wonRate),
  percent(row.lostRate),
];
const speedHeader = ['Leads', 'Contacted', 'Escalated', 'Median minutes to first contact'];
const speedCells = (row: LeadReport['speed']['total']) => [
  String(row.leads),
  String(row.contacted),
  String(row.escalated),
  minutes(row.medianSeconds),
];
const agentName = (agent: { fullName: string } | null) => agent?.fullName ?? 'Unassigned';

/** The rows of one table, its header first. */
function tableRows(report: LeadReport, table: ReportTable): string[][] {
  switch (table) {
    case 'funnel_source':
      return [['Source', ...funnelHeader], ...report.funnel.bySource.map((row) => [leadSourceLabels[row.source], ...funnelCells(row)])];
    case 'funnel_agent':
      return [['Agent', ...funnelHeader], ...report.funnel.byAgent.map((row) => [agentName(row.agent), ...funnelCells(row)])];
    case 'speed_source':
      return [['Source', ...speedHeader], ...report.speed.bySource.map((row) => [leadSourceLabels[row.source], ...speedCells(row)])];
    case 'speed_agent':
      return [['Agent', ...speedHeader], ...report.speed.byAgent.map((row) => [agentName(row.agent), ...speedCells(row)])];
    case 'lost_reasons':
      return [
        ['Reason', 'Leads'],
        ...report.lostReasons.map((row) => [row.reason ? lostReasonLabels[row.reason] : 'Not recorded', String(row.leads)]),
      ];
    case 'demand_listing':
      return [
        ['Reference', 'Listing', 'Locality', 'Leads'],
        ...report.demand.byListing.map((row) => [row.reference ?? '', row.title, row.locality, String(row.leads)]),
      ];
    case 'demand_locality':
      return [['Locality', 'Leads'], ...report.demand.byLocality.map((row) => [row.locality, String(row.leads)])];
  }
}

export function reportCsv(report: LeadReport, table: ReportTable): string {
  return `\uFEFF${csvLines(tableRows(report, table).map((row) => row.map(csvCell)))}`;
}
