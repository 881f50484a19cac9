import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksPage, renderBenchmarks, resultsFile, type BenchResults } from './report.ts';

const latency = (rps: number, p50: number, p99: number) => ({ rps, p50, p99 });
const api: NonNullable<BenchResults['api']> = {
  measuredAt: '2026-11-26T19:17:01.848Z',
  listings: 100000,
  connections: 50,
  durationSeconds: 10,
  loadAverage: { start: [1.08, 1, 1], end: [3.72, 2, 2] },
  search: {
    warm: { route: latency(7264.1, 5, 17), sql: latency(176.58, 269.9, 514.25) },
    signedIn: { route: latency(1510.6, 31, 60), sql: latency(191.3, 248.7, 469.1) },
    cold: { route: latency(241.1, 198, 393), sql: latency(301.7, 158.2, 305.5) },
  },
  byId: { route: latency(2372.2, 19, 38), sql: latency(6110.4, 7.3, 21.4) },
  perQueryMs: { 'q=vesu': 10.02, 'sort=newest': 2.95 },
  goalP99Ms: 50,
};

describe('the benchmarks page', () => {
  it('shows each API scenario with its rates and latencies, grouped by thousands', () => {
    const page = renderBenchmarks({ api });
    expect(page).toContain('| search, warm (the mix, repeated) | 7,264 | 5 | 17 | 177 | 514 | 0.03 |');
    expect(page).toContain('| `GET /properties/:id` | 2,372 | 19 | 38 | 6,110 | 21 | 1.78 |');
    expect(page).toContain('Measured 2026-11-26 19:17 UTC: 100,000 generated listings');
    expect(page).toContain('2.95–10.02 ms of bare SQL (the slowest: `q=vesu`)');
    expect(page).toContain("`GET /properties/:id` at 0.39 of its bare SQL's throughput in the same run (goal 0.7): **missed**.");
  });

  it("shows Today's rows, its goal's reading first, and says whether the goal was met", () => {
    const office = { route: latency(9.9, 11, 26), sql: latency(10, 3, 9) };
    const page = renderBenchmarks({
      api: {
        ...api,
        today: {
          route: latency(246, 190, 307),
          sql: latency(356, 120, 180),
          leads: 50000,
          office: { connections: 10, route: latency(248, 38, 76), sql: latency(426, 20, 60) },
          officeRate: { perSecond: 10, seconds: 30, ...office },
          atOnce: { size: 10, route: latency(90, 45, 85), sql: latency(95, 20, 41) },
        },
      },
    });
    const rows = page.split('\n').filter((line) => line.startsWith('| Today'));
    expect(rows).toEqual([
      '| Today (50,000 leads), 10 a second at random moments, 30 s | 10 | 11 | 26 | 10 | 9 | 2.89 |',
      '| Today (50,000 leads), 10 at the same moment | 90 | 45 | 85 | 95 | 41 | 2.07 |',
      '| Today (50,000 leads), 10 connections | 248 | 38 | 76 | 426 | 60 | 1.27 |',
      '| Today (50,000 leads), 50 connections | 246 | 190 | 307 | 356 | 180 | 1.71 |',
    ]);
    expect(page).toContain("Today's goal, p99 under 50 ms with 50,000 leads, opened at random moments 10 times a second: **met** (26 ms).");
  });

  it('says when a route answered nothing in time instead of showing latencies of 0', () => {
    const page = renderBenchmarks({ api: { ...api, map: { route: latency(0, 0, 0), sql: latency(0.2, 45971, 108765) } } });
    expect(page).toContain('| `GET /properties/map` (a panned box, no query repeats) | 0 | – | none answered | 0 | 108,765 | – |');
  });

  it("names the map's zoom when its markers were clusters, and its points when no zoom was recorded", () => {
    const map = { route: latency(120, 300, 700), sql: latency(150, 250, 600) };
    expect(renderBenchmarks({ api: { ...api, map: { ...map, zoom: 14 } } })).toContain(
      '| `GET /properties/map` (a panned box at zoom 14, its clusters; no query repeats) | 120 |',
    );
    expect(renderBenchmarks({ api: { ...api, map } })).toContain('| `GET /properties/map` (a panned box, no query repeats) | 120 |');
  });

  it("shows a run at another catalogue size in a section of its own, after the one at the goals' size", () => {
    const page = renderBenchmarks({ api, 'api@1000000': { ...api, listings: 1000000 } });
    const heading = '## API at 1,000,000 listings (`npm run bench -- api --listings=1000000`)';
    expect(page.indexOf(heading)).toBeGreaterThan(page.indexOf('## API\n'));
    expect(page.slice(page.indexOf(heading))).toContain('1,000,000 generated listings');
  });

  it('says a section was never measured instead of failing', () => {
    const page = renderBenchmarks({ api });
    expect(page).toContain('## Load\n\nNot measured yet (`npm run bench -- load`).');
    expect(page).toContain('## Front end\n\nNot measured yet (`npm run bench -- frontend`).');
    expect(page).toContain('## Mail\n\nNot measured yet (`npm run bench -- mail`).');
  });

  it('shows the reset mail’s delay alone and behind the queued alert mails, with how many alerts went first', () => {
    const spread = (median: number, max: number, runs: number[]) => ({ median, max, runs });
    const page = renderBenchmarks({
      mail: {
        measuredAt: '2026-11-27T16:30:00.000Z',
        alerts: 1000,
        referenceMs: spread(1132, 1890, [1890, 1132, 1200]),
        queued: {
          resetMs: spread(917, 1833, [917, 1833, 900]),
          alertsSentBeforeReset: spread(4, 5, [4, 1, 5]),
          allAlertsSeconds: spread(28.5, 29.1, [28.5, 29.1, 27.9]),
          queueingSeconds: spread(1.4, 1.5, [1.4, 1.5, 1.3]),
        },
        loadAverage: { start: 0.9, end: 1.7 },
      },
    });
    expect(page).toContain('Measured 2026-11-27 16:30 UTC: a password-reset mail');
    expect(page).toContain('| reset mail, nothing queued (ms) | 1,132 | 1,890 | 3 |');
    expect(page).toContain('| reset mail, 1,000 alert mails queued before it (ms) | 917 | 1,833 | 3 |');
    expect(page).toContain('| alert mails arrived before the reset | 4 | 5 | 3 |');
    expect(page).toContain('| all 1,000 alert mails, from their commit to the last arrival (s) | 28.5 | 29.1 | 3 |');
  });

  it('puts each page’s Gujarati and Hindi initial JavaScript beside its English', () => {
    const frontend = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).frontend;
    const page = renderBenchmarks({
      frontend: { ...frontend, initialJsByPage: { '/': 131.1, '/gu/': 132.5, '/gu': 132.5, '/hi/': 132.6 } },
    });
    expect(page).toContain('| `/` | 131.1 | 132.5 | 132.6 |');
    expect(page).not.toContain('| `/gu` |');
  });

  it('is the page written from the recorded results (docs/benchmarks.md is never edited by hand)', () => {
    const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as BenchResults;
    expect(fs.readFileSync(benchmarksPage, 'utf8')).toBe(renderBenchmarks(results));
  });

  it('shows each start beside the empty server’s, as a ratio', () => {
    const spread = (median: number, max = median) => ({ median, max, runs: [median] });
    const page = renderBenchmarks({
      startup: {
        measuredAt: '2026-11-28T03:00:00.000Z',
        rounds: 3,
        emptyServerMs: spread(500),
        freshMs: spread(9000, 9500),
        warmMs: spread(3000),
        picturesDoneMs: spread(40_000),
        cpuMs: { emptyServer: spread(400), fresh: spread(5000), warm: spread(2500) },
        loadAverage: { start: 0.4, end: 1.2 },
      },
    });
    expect(page).toContain('| fresh data directory | 9.00 s | 9.50 s | 18.0 | 5.00 s | ≤ 15 s |');
    expect(page).toContain('| warm (the same directory again) | 3.00 s | 3.00 s | 6.0 | 2.50 s | ≤ 5 s |');
  });
});
