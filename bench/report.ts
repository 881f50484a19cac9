/**
 * docs/benchmarks.md, written from bench/results.json after every `npm run bench`, so the figures
 * people read are the ones the bench recorded. `npx tsx bench/report.ts` writes it again without
 * running anything. A section never measured says so instead of failing the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Spread } from './section.ts';

interface Latency {
  rps: number;
  p50: number;
  p99: number;
}
interface ApiResults {
  measuredAt: string;
  listings: number;
  connections: number;
  durationSeconds: number;
  loadAverage: { start: number[]; end: number[] };
  search: Record<'warm' | 'signedIn' | 'cold', { route: Latency; sql: Latency }>;
  byId: { route: Latency; sql: Latency };
  /** `zoom` is absent from results recorded when the map answered every listing as a point. */
  map?: { route: Latency; sql: Latency; zoom?: number };
  locality?: { route: Latency; sql: Latency; localities: number };
  today?: {
    route: Latency;
    sql: Latency;
    leads: number;
    office: { connections: number; route: Latency; sql: Latency };
    /** Absent from results recorded before the office's rate was measured. */
    officeRate?: { perSecond: number; seconds: number; route: Latency; sql: Latency };
    atOnce: { size: number; route: Latency; sql: Latency };
  };
  perQueryMs: Record<string, number>;
  goalP99Ms: number;
}
interface LoadResults {
  measuredAt: string;
  connections: number;
  seconds: number;
  users: number;
  listings: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, Record<string, number>>;
  favouritePairsChecked: number;
  favouriteMismatches: number;
  loadAverage: { start: number; end: number };
}
interface MailResults {
  measuredAt: string;
  alerts: number;
  referenceMs: Spread;
  queued: { resetMs: Spread; alertsSentBeforeReset: Spread; allAlertsSeconds: Spread; queueingSeconds: Spread };
  loadAverage: { start: number; end: number };
}
interface Run {
  performance: number;
  tbtMs: number;
  ttiMs: number;
  lcpMs: number;
  longestTaskMs: number;
  navigationCommitMs: number;
  benchmarkIndex: number;
}
interface Audit {
  name: string;
  path: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  ttiMs: number;
  cls: number;
  benchmarkIndex: number;
  longestTaskMs: number;
  navigationCommitMs: number;
  runs: Run[];
}
interface FrontendResults {
  measuredAt: string;
  benchmarkIndex: number;
  loadAverageAtStart: number;
  initialJsByPage: Record<string, number>;
  initialCssGzipKb: number;
  largestDependencies: { package: string; gzipKb: number }[];
  lighthouse: Audit[];
  emptyDocuments: Audit[];
  budgetsMet: boolean;
  failures: string[];
}
export interface MatchingResults {
  measuredAt: string;
  requirements: number;
  savedSearches: number;
  listings: number;
  goalMs: number;
  jobMs: Spread;
  bareSqlMs: Spread;
  criteriaMatched: Spread;
  loadAverage: { start: number; end: number };
}
export interface StartupResults {
  measuredAt: string;
  rounds: number;
  emptyServerMs: Spread;
  freshMs: Spread;
  warmMs: Spread;
  picturesDoneMs: Spread;
  cpuMs: { emptyServer: Spread; fresh: Spread; warm: Spread };
  loadAverage: { start: number; end: number };
}
export interface BenchResults {
  api?: ApiResults;
  /** The API section run at another catalogue size (`--listings=`), by that size. */
  [atSize: `api@${number}`]: ApiResults | undefined;
  load?: LoadResults;
  frontend?: FrontendResults;
  mail?: MailResults;
  matching?: MatchingResults;
  startup?: StartupResults;
}

const JS_BUDGET_KB = 150;

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const seconds = (ms: number) => `${(Math.round(ms / 10) / 100).toFixed(2)} s`;
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function table(columns: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The map's row: its markers at a zoom (clusters) or, in older results, every listing's point. */
const mapLabel = (zoom: number | undefined) =>
  zoom === undefined
    ? '`GET /properties/map` (a panned box, no query repeats)'
    : `\`GET /properties/map\` (a panned box at zoom ${zoom}, its clusters; no query repeats)`;

function apiPart(api: ApiResults | undefined, heading = '## API'): string {
  if (!api) return `${heading}\n\nNot measured yet (\`npm run bench -- api\`).`;
  const perQuery = Object.entries(api.perQueryMs).sort(([, a], [, b]) => a - b);
  const slowest = perQuery.at(-1);
  return [
    heading,
    `Measured ${when(api.measuredAt)}: ${number(api.listings)} generated listings, ${api.connections} connections for ${api.durationSeconds} s per row; load average ${api.loadAverage.start[0]} when measuring began, ${api.loadAverage.end[0]} at the end. Goal: p99 ≤ ${api.goalP99Ms} ms for a warm search.`,
    table(
      ['scenario', 'route req/s', 'p50 ms', 'p99 ms', 'bare SQL req/s', 'SQL p99 ms', 'p99 route/SQL'],
      [
        apiRow('search, warm (the mix, repeated)', api.search.warm),
        apiRow('search, warm, signed in (per-user favourite flags)', api.search.signedIn),
        apiRow('search, cold (no query ever repeats)', api.search.cold),
        apiRow('`GET /properties/:id`', api.byId),
        ...(api.map ? [apiRow(mapLabel(api.map.zoom), api.map)] : []),
        ...(api.locality ? [apiRow(`\`GET /localities/:slug\`, warm (${api.locality.localities} in rotation)`, api.locality)] : []),
        ...todayRows(api),
      ],
    ),
    byIdGoal(api),
    todayGoal(api),
    perQuery.length && slowest
      ? `Each of the ${perQuery.length} searches of the mix alone: ${perQuery[0]![1]}–${slowest[1]} ms of bare SQL (the slowest: \`${slowest[0]}\`).`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Today's rows: its goal's reading (the office's rate) first, then the stresses. */
function todayRows(api: ApiResults) {
  const { today } = api;
  if (!today) return [];
  const leads = `${number(today.leads)} leads`;
  return [
    ...(today.officeRate
      ? [
          apiRow(
            `Today (${leads}), ${today.officeRate.perSecond} a second at random moments, ${today.officeRate.seconds} s`,
            today.officeRate,
          ),
        ]
      : []),
    apiRow(`Today (${leads}), ${today.atOnce.size} at the same moment`, today.atOnce),
    apiRow(`Today (${leads}), ${today.office.connections} connections`, today.office),
    apiRow(`Today (${leads}), ${api.connections} connections`, today),
  ];
}

/** A scenario's row: the route's rate and latencies, its bare SQL's rate and p99, and the p99s' ratio. */
function apiRow(name: string, { route, sql }: { route: Latency; sql: Latency }) {
  // A run where no request was answered in time has no latencies (autocannon gives 0): a dash, not a 0.
  const answered = route.rps > 0;
  return [
    name,
    number(route.rps),
    answered ? number(route.p50) : '–',
    answered ? number(route.p99) : 'none answered',
    number(sql.rps),
    number(sql.p99),
    answered ? (route.p99 / sql.p99).toFixed(2) : '–',
  ];
}

/** The detail read's goal: its throughput at least BY_ID_GOAL of its bare SQL's in the same run. */
const BY_ID_GOAL = 0.7;

function byIdGoal(api: ApiResults): string {
  const ratio = api.byId.route.rps / api.byId.sql.rps;
  return `\`GET /properties/:id\` at ${number(ratio, 2)} of its bare SQL's throughput in the same run (goal ${BY_ID_GOAL}): **${ratio >= BY_ID_GOAL ? 'met' : 'missed'}**.`;
}

function todayGoal(api: ApiResults): string {
  const rate = api.today?.officeRate;
  if (!rate) return '';
  const met = rate.route.p99 < api.goalP99Ms;
  return `Today's goal, p99 under ${api.goalP99Ms} ms with ${number(api.today!.leads)} leads, opened at random moments ${rate.perSecond} times a second: **${met ? 'met' : 'missed'}** (${number(rate.route.p99)} ms). Its bare SQL reference is the lists' statement alone; the route also checks the login, reads the day's visits and writes the access-log row.`;
}

function loadPart(load: LoadResults | undefined): string {
  if (!load) return '## Load\n\nNot measured yet (`npm run bench -- load`).';
  const notOk = Object.values(load.statuses)
    .flatMap((byStatus) => Object.entries(byStatus))
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    '## Load',
    `Measured ${when(load.measuredAt)}: ${number(load.listings)} listings, ${load.connections} connections for ${load.seconds} s, ${load.users} users writing favourites; load average ${load.loadAverage.start} at the start, ${load.loadAverage.end} at the end.`,
    table(
      ['measure', 'value'],
      [
        ['requests answered / per second', `${number(load.requests)} / ${number(load.rps)}`],
        ['p50 / p99 latency', `${number(load.p50Ms)} ms / ${number(load.p99Ms)} ms`],
        ['responses not 2xx', number(notOk)],
        ['favourite pairs checked / not as last confirmed', `${number(load.favouritePairsChecked)} / ${number(load.favouriteMismatches)}`],
      ],
    ),
  ].join('\n\n');
}

/** A results page's row of a spread: its name, median and largest (to `digits`), and how many runs. */
const spreadCells = (name: string, figures: Spread, digits = 0) => [
  name,
  number(figures.median, digits),
  number(figures.max, digits),
  figures.runs.length,
];

function mailPart(mail: MailResults | undefined): string {
  if (!mail) return '## Mail\n\nNot measured yet (`npm run bench -- mail`).';
  const alerts = number(mail.alerts);
  return [
    '## Mail',
    `Measured ${when(mail.measuredAt)}: a password-reset mail from its request to its arrival in the mail catcher, alone and with ${alerts} alert mails queued just before it; load average ${mail.loadAverage.start} at the start, ${mail.loadAverage.end} at the end.`,
    table(
      ['measure', 'median', 'max', 'runs'],
      [
        spreadCells('reset mail, nothing queued (ms)', mail.referenceMs),
        spreadCells(`reset mail, ${alerts} alert mails queued before it (ms)`, mail.queued.resetMs),
        spreadCells('alert mails arrived before the reset', mail.queued.alertsSentBeforeReset),
        spreadCells(`all ${alerts} alert mails, from their commit to the last arrival (s)`, mail.queued.allAlertsSeconds, 1),
        spreadCells(`recording the ${alerts} alert mails in one transaction (s)`, mail.queued.queueingSeconds, 1),
      ],
    ),
  ].join('\n\n');
}

function matchingPart(matching: MatchingResults | undefined): string {
  if (!matching) return '## Matching\n\nNot measured yet (`npm run bench -- matching`).';
  return [
    '## Matching',
    `Measured ${when(matching.measuredAt)}: one new listing matched by the buyer matcher's round against ${number(matching.requirements)} open requirements and ${number(matching.savedSearches)} saved searches, beside the bare matching statement in the same run; load average ${matching.loadAverage.start} at the start, ${matching.loadAverage.end} at the end. Goal: under ${matching.goalMs} ms.`,
    table(
      ['measure', 'median', 'max', 'runs'],
      [
        spreadCells("buyer matcher's round (ms)", matching.jobMs, 1),
        spreadCells('bare matching statement (ms)', matching.bareSqlMs, 1),
        spreadCells('requirements and searches matched', matching.criteriaMatched),
      ],
    ),
  ].join('\n\n');
}

/** One row per English page, its Gujarati and Hindi pages beside it. */
function initialJsTable(byPage: Record<string, number>): string {
  const kb = (page: string) => byPage[page]?.toFixed(1) ?? '–';
  const english = Object.keys(byPage).filter((page) => !/^\/(gu|hi)(\/|$)/.test(page));
  return table(
    ['page', 'English', 'Gujarati', 'Hindi'],
    english.map((page) => [page.startsWith('/') ? `\`${page}\`` : page, kb(page), kb(`/gu${page}`), kb(`/hi${page}`)]),
  );
}

function frontendPart(frontend: FrontendResults | undefined): string {
  if (!frontend) return '## Front end\n\nNot measured yet (`npm run bench -- frontend`).';
  const audits = [...frontend.lighthouse, ...frontend.emptyDocuments];
  const others = (audit: Audit) => `${audit.scores.accessibility} · ${audit.scores['best-practices']} · ${audit.scores.seo}`;
  return [
    '## Front end',
    `Measured ${when(frontend.measuredAt)}: benchmark index ${number(frontend.benchmarkIndex)} (the median of the pages'), load average ${frontend.loadAverageAtStart} at the start. ${
      frontend.budgetsMet ? 'Every target met.' : `Targets missed: ${frontend.failures.join('; ')}.`
    }`,
    `### Initial JavaScript, gzipped (budget ${JS_BUDGET_KB} KB a page)`,
    initialJsTable(frontend.initialJsByPage),
    `The inlined stylesheet: ${frontend.initialCssGzipKb.toFixed(1)} KB gzipped. Largest packages in the initial JavaScript (KB gzipped, each alone): ${frontend.largestDependencies
      .map((entry) => `${entry.package} ${entry.gzipKb.toFixed(1)}`)
      .join(', ')}.`,
    `### Lighthouse, mobile (median of ${frontend.lighthouse[0]?.runs.length ?? 0} runs)`,
    table(
      [
        'page',
        'performance',
        'a11y · bp · SEO',
        'FCP',
        'LCP',
        'TBT',
        'TTI',
        'CLS',
        'longest page task',
        'navigation commit',
        'benchmark index',
      ],
      audits.map((audit) => [
        audit.path.startsWith('/') ? `${audit.name} (\`${audit.path.replace(/[0-9a-f-]{36}$/, ':id')}\`)` : audit.name,
        audit.scores.performance,
        others(audit),
        seconds(audit.fcpMs),
        seconds(audit.lcpMs),
        `${audit.tbtMs} ms`,
        seconds(audit.ttiMs),
        audit.cls,
        `${audit.longestTaskMs} ms`,
        `${audit.navigationCommitMs} ms`,
        number(audit.benchmarkIndex),
      ]),
    ),
    '### Each Lighthouse run',
    table(
      ['page', 'run', 'performance', 'TBT', 'TTI', 'LCP', 'longest page task', 'navigation commit', 'benchmark index'],
      frontend.lighthouse.flatMap((audit) =>
        audit.runs.map((run, index) => [
          audit.name,
          index + 1,
          run.performance,
          `${run.tbtMs} ms`,
          seconds(run.ttiMs),
          seconds(run.lcpMs),
          `${run.longestTaskMs} ms`,
          `${run.navigationCommitMs} ms`,
          number(run.benchmarkIndex),
        ]),
      ),
    ),
  ].join('\n\n');
}

function startupPart(startup: StartupResults | undefined): string {
  if (!startup) return '## Start-up\n\nNot measured yet (`npm run bench -- startup`).';
  const reference = startup.emptyServerMs.median;
  const row = (name: string, ms: Spread, goal: string, cpu?: Spread) => [
    name,
    seconds(ms.median),
    seconds(ms.max),
    number(ms.median / reference, 1),
    cpu ? seconds(cpu.median) : '–',
    goal,
  ];
  return [
    '## Start-up',
    `Measured ${when(startup.measuredAt)}: \`npm start\` with the app built, from its spawn to the first 200 of /api/v1/health, median of ${startup.rounds}, beside an empty Koa server started the same way; load average ${startup.loadAverage.start} at the start, ${startup.loadAverage.end} at the end.`,
    table(
      ['start', 'median', 'max', '× empty server', 'Node CPU', 'goal'],
      [
        row('empty Koa server (reference)', startup.emptyServerMs, '–', startup.cpuMs.emptyServer),
        row('fresh data directory', startup.freshMs, '≤ 15 s', startup.cpuMs.fresh),
        row('warm (the same directory again)', startup.warmMs, '≤ 5 s', startup.cpuMs.warm),
        row("fresh: the demo's pictures all made (while serving)", startup.picturesDoneMs, '–'),
      ],
    ),
  ].join('\n\n');
}

/** The API section's runs at other catalogue sizes, smallest first. */
function atOtherSizes(results: BenchResults): [number, ApiResults][] {
  return Object.entries(results)
    .filter((entry): entry is [string, ApiResults] => /^api@\d+$/.test(entry[0]) && entry[1] !== undefined)
    .map(([key, api]): [number, ApiResults] => [Number(key.slice(4)), api])
    .sort(([a], [b]) => a - b);
}

/** The page's Markdown for these results. */
export function renderBenchmarks(results: BenchResults): string {
  return `${[
    '# Benchmarks',
    'Written by `npm run bench` from `bench/results.json` (do not edit by hand): the latest recorded figures of each section, on a shared two-core machine. How each is measured, and what was tried to improve them: [performance.md](performance.md).',
    apiPart(results.api),
    ...atOtherSizes(results).map(([listings, api]) =>
      apiPart(api, `## API at ${number(listings)} listings (\`npm run bench -- api --listings=${listings}\`)`),
    ),
    loadPart(results.load),
    frontendPart(results.frontend),
    mailPart(results.mail),
    matchingPart(results.matching),
    startupPart(results.startup),
  ].join('\n\n')}\n`;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const resultsFile = path.join(benchDir, 'results.json');
export const benchmarksPage = path.join(benchDir, '..', 'docs', 'benchmarks.md');

/** Renders bench/results.json into docs/benchmarks.md. */
export function writeBenchmarksPage(from = resultsFile, to = benchmarksPage): void {
  const results = JSON.parse(fs.readFileSync(from, 'utf8')) as BenchResults;
  fs.writeFileSync(to, renderBenchmarks(results));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeBenchmarksPage();
  console.log(`Written: ${path.relative(process.cwd(), benchmarksPage)}`);
}
