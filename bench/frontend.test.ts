import { describe, expect, it } from 'vitest';
import { MAX_START_LOAD, median, MIN_BENCHMARK_INDEX, missedTargets, notResults, policyHeaders, startLoad, summarise } from './frontend.ts';
import { BenchRefused } from './section.ts';

type Run = Parameters<typeof summarise>[0][number];

const run = (performance: number, overrides: Partial<Run> = {}): Run => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 150,
  ttiMs: 2000,
  cls: 0.01,
  longTasks: [],
  benchmarkIndex: 1550,
  ...overrides,
});

/** A task of the page's own, as longTasks.ts reports it. */
const task = (durationMs: number): Run['longTasks'][number] => ({
  url: 'http://127.0.0.1/assets/index.js',
  durationMs,
  startMs: 800,
  kind: 'page',
});

describe('front-end bench', () => {
  it('refuses to report on a machine whose load average at the start is above the limit, with a message that says so', () => {
    expect(() => startLoad({}, MAX_START_LOAD + 0.5)).toThrow(BenchRefused);
    expect(() => startLoad({}, 2)).toThrow(/load average is 2\.00, above 1\.5.*BENCH_IGNORE_LOAD=1/);
    expect(startLoad({}, 0.4)).toEqual({ load: 0.4, results: true });
  });

  it('runs on a busy machine only when told to, and then the figures are not results', () => {
    expect(startLoad({ BENCH_IGNORE_LOAD: '1' }, 3.2)).toEqual({ load: 3.2, results: false });
    expect(notResults({ load: 3.2, results: false }, 1600)).toEqual(['the run started with a load average of 3.20 (> 1.5)']);
  });

  it("does not record a run on a host slower than the targets' one, whatever the load at the start", () => {
    const quiet = { load: 0.4, results: true };
    expect(notResults(quiet, 1550)).toEqual([]);
    expect(notResults(quiet, MIN_BENCHMARK_INDEX)).toEqual([]);
    expect(notResults(quiet, 611)).toEqual([
      `Lighthouse's benchmark index was 611 (< ${MIN_BENCHMARK_INDEX}): the host was slower than the one the targets are set on (about 1,550)`,
    ]);
    expect(notResults({ load: 2, results: false }, 611)).toHaveLength(2);
  });

  it("takes each figure as the median of the runs and keeps every run's benchmark index and long tasks", () => {
    const result = summarise([
      run(90, { tbtMs: 400, ttiMs: 3000, benchmarkIndex: 1500, longTasks: [task(90)] }),
      run(97, { tbtMs: 120, ttiMs: 2100, benchmarkIndex: 1600, longTasks: [task(130)] }),
      run(95, { tbtMs: 180, ttiMs: 2400, benchmarkIndex: 1550, longTasks: [task(140), task(60)] }),
    ]);
    expect(result).toMatchObject({ tbtMs: 180, ttiMs: 2400, benchmarkIndex: 1550, longestTaskMs: 130 });
    expect(result.scores.performance).toBe(95);
    expect(result.runs.map((entry) => entry.benchmarkIndex)).toEqual([1500, 1600, 1550]);
    expect(result.runs.map((entry) => entry.longestTaskMs)).toEqual([90, 130, 140]);
    // Each run's tasks over the target are kept to be shown.
    expect(result.longTasks).toEqual([[], [task(130)], [task(140)]]);
    expect(median([3, 1, 2, 4])).toBe(2);
  });

  it("reports the navigation commit beside the page's own tasks, not as one of them", () => {
    const commit = { ...task(180), url: 'Unattributable', kind: 'navigation commit' as const };
    const result = summarise([
      run(99, { longTasks: [commit, task(70)] }),
      run(99, { longTasks: [{ ...commit, durationMs: 150 }] }),
      run(99),
    ]);
    expect(result).toMatchObject({ longestTaskMs: 0, navigationCommitMs: 150 });
    expect(result.runs.map((entry) => [entry.navigationCommitMs, entry.longestTaskMs])).toEqual([
      [180, 70],
      [150, 0],
      [0, 0],
    ]);
    expect(missedTargets('Home', result)).toEqual([]);
  });

  it('names every target a page misses, and none when it meets them all', () => {
    expect(missedTargets('Home', summarise([run(96)]))).toEqual([]);
    const slow = summarise([
      run(80, {
        tbtMs: 900,
        ttiMs: 4400,
        lcpMs: 2100,
        cls: 0.1,
        longTasks: [task(386)],
        scores: { performance: 80, accessibility: 100, 'best-practices': 96, seo: 100 },
      }),
    ]);
    expect(missedTargets('Home', slow)).toEqual([
      'Home: performance 80 < 95',
      'Home: best-practices 96 < 100',
      'Home: TBT 900 ms > 200',
      'Home: TTI 4400 ms > 2500',
      'Home: LCP 2100 ms > 1800',
      'Home: CLS 0.1 > 0.05',
      'Home: a task of 386 ms > 100',
    ]);
  });
});

describe("the empty document's headers", () => {
  it("are the site's policies, without what frames one response", () => {
    const site = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': '179922',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': "default-src 'self'",
      'X-Frame-Options': 'DENY',
      'X-Request-Id': 'dec928af',
      Vary: 'Origin, Accept-Encoding',
    });
    expect(policyHeaders(site)).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
    });
  });
});
