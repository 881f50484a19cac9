import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VitalsSummary } from '../../../contract/vitals.ts';
import { createUser, type CreatedUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { json } from '../../test/properties.ts';
import { rollUpVitals } from '../../vitals/vitalsRollUp.ts';

const LIMIT = 5;
let app: TestApp;
let admin: CreatedUser;
let agent: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_VITALS: String(LIMIT), VITALS_SAMPLE_RATE: '0.25' });
  [admin, agent, user] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'agent' }), createUser(app)]);
});
afterAll(() => app?.close());
// Each test starts with the address's budget whole: the limit is tested on its own.
beforeEach(async () => {
  await app.deps.sql`delete from write_rate_limits where key like 'vitals-ip%'`;
});

const beacon = {
  route: '/property/:propertyId?',
  locale: 'gu',
  device: 'phone-low',
  connection: '3g',
  metrics: { LCP: 2300.4, INP: 96, CLS: 0.04 },
};

function send(body: unknown, headers: Record<string, string> = {}) {
  return app.api('/vitals', { method: 'POST', json: body, headers });
}

async function rowCount(): Promise<number> {
  const [{ count }] = await app.deps.sql<{ count: number }[]>`select count(*)::int as count from web_vitals`;
  return count;
}

describe('POST /vitals', () => {
  it('stores a beacon as one row of its page type, language, device, connection and whole milliseconds', async () => {
    const before = await rowCount();
    const response = await send(beacon);
    expect(response.status).toBe(204);
    expect(await rowCount()).toBe(before + 1);
    const [row] = await app.deps.sql`select * from web_vitals order by received_at desc limit 1`;
    expect({ ...row, received_at: undefined }).toEqual({
      received_at: undefined,
      page: 'property',
      locale: 'gu',
      device: 'phone-low',
      connection: '3g',
      lcp: 2300,
      inp: 96,
      cls: expect.closeTo(0.04, 5),
      fcp: null,
      ttfb: null,
    });
  });

  it.each([
    [{ ...beacon, route: '/property/SR-1001' }, 'route must be the pattern of a measured page'],
    [{ ...beacon, route: '/admincp/*?' }, 'route must be the pattern of a measured page'],
    [{ ...beacon, url: 'https://example.in/property/SR-1001' }, ''],
    [{ ...beacon, metrics: {} }, 'metrics must hold at least one of LCP, INP, CLS, FCP, TTFB'],
    [{ ...beacon, metrics: { LCP: -1 } }, 'LCP must be a number from 0 to 120000'],
    [{ ...beacon, metrics: { CLS: 'big' } }, 'CLS must be a number from 0 to 20'],
    [{ ...beacon, metrics: { INP: 120, userId: 'u1' } }, ''],
    [{ ...beacon, device: 'iPhone 15' }, 'device must be one of phone-low, phone, tablet, desktop'],
    [{ ...beacon, locale: 'fr' }, 'locale must be en, gu or hi'],
  ])('refuses a malformed beacon with 400 and says why (%#)', async (body, message) => {
    const before = await rowCount();
    const response = await send(body);
    expect(response.status).toBe(400);
    const answer = await json<{ message: string }>(response);
    expect(answer.message).toContain(message);
    expect(await rowCount()).toBe(before);
  });

  it.each<Record<string, string>>([{ DNT: '1' }, { 'Sec-GPC': '1' }])(
    'refuses a beacon whose browser asks not to be tracked (%o) and stores nothing',
    async (headers) => {
      const before = await rowCount();
      const response = await send(beacon, headers);
      expect(response.status).toBe(403);
      expect((await json<{ message: string }>(response)).message).toBe('Not recorded: the browser asks not to be tracked');
      expect(await rowCount()).toBe(before);
    },
  );

  it('refuses an address above its beacons a minute with 429 and Retry-After', async () => {
    for (let sent = 0; sent < LIMIT; sent += 1) expect((await send(beacon)).status).toBe(204);
    const before = await rowCount();
    const refused = await send(beacon);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowCount()).toBe(before);
  });

  it('sets no cookie', async () => {
    const response = await send(beacon);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /agency', () => {
  it('tells the page the configured share of views that report their vitals', async () => {
    const answer = await json<{ data: { vitalsSampleRate: number } }>(await app.api('/agency'));
    expect(answer.data.vitalsSampleRate).toBe(0.25);
  });
});

/** A raw row as a beacon leaves it, received at `at`. */
async function rawRow(at: string, page: string, metrics: { lcp?: number; inp?: number; cls?: number }) {
  await app.deps.sql`
    insert into web_vitals (received_at, page, locale, device, connection, lcp, inp, cls)
    values (${at}, ${page}, 'en', 'phone', '4g', ${metrics.lcp ?? null}, ${metrics.inp ?? null}, ${metrics.cls ?? null})`;
}

describe('the nightly roll-up', () => {
  // 11:30 in Surat on 10 October; 9 October there ran from 8 Oct 18:30 to 9 Oct 18:30 UTC.
  const now = new Date('2026-10-10T06:00:00Z');

  it('turns each finished day into p75, visits and good visits per page type and metric, by the day in Surat', async () => {
    // 9 October in Surat: LCP 1000, 2000, 3000, 4000 → p75 3250, two good; INP 100, 300 → 250, one good;
    // CLS 0.05, 0.1, 0.2 → 0.15, two good (0.1 is good).
    await rawRow('2026-10-08T18:45:00Z', 'search', { lcp: 1000, inp: 100, cls: 0.05 });
    await rawRow('2026-10-09T06:00:00Z', 'search', { lcp: 2000, inp: 300, cls: 0.1 });
    await rawRow('2026-10-09T12:00:00Z', 'search', { lcp: 3000, cls: 0.2 });
    await rawRow('2026-10-09T18:29:00Z', 'search', { lcp: 4000 });
    // 10 October in Surat (today on the fake clock): not rolled up yet.
    await rawRow('2026-10-09T18:31:00Z', 'search', { lcp: 9000 });

    const run = await rollUpVitals(app.deps.sql, now);
    expect(run.rolledUp).toBeGreaterThanOrEqual(3);
    const rows = await app.deps.sql<{ day: string; metric: string; p75: number; samples: number; good: number }[]>`
      select to_char(day, 'YYYY-MM-DD') as day, metric, p75::float8 as p75, samples, good
      from web_vitals_daily where page = 'search' and day between '2026-10-01' and '2026-10-31' order by metric`;
    expect(rows.map((row) => ({ ...row, p75: Math.round(row.p75 * 1000) / 1000 }))).toEqual([
      { day: '2026-10-09', metric: 'CLS', p75: 0.15, samples: 3, good: 2 },
      { day: '2026-10-09', metric: 'INP', p75: 250, samples: 2, good: 1 },
      { day: '2026-10-09', metric: 'LCP', p75: 3250, samples: 4, good: 2 },
    ]);

    // Run again the same night: a day rolled up is final.
    expect((await rollUpVitals(app.deps.sql, now)).rolledUp).toBe(0);
  });

  it('deletes raw rows older than 30 days and keeps younger ones', async () => {
    await rawRow('2026-09-09T05:00:00Z', 'info', { lcp: 1111 });
    await rawRow('2026-09-11T07:00:00Z', 'info', { lcp: 2222 });
    const run = await rollUpVitals(app.deps.sql, now);
    expect(run.deleted).toBeGreaterThanOrEqual(1);
    const left = await app.deps.sql<{ lcp: number }[]>`select lcp from web_vitals where page = 'info' order by lcp`;
    expect(left.map((row) => row.lcp)).toEqual([2222]);
    // The deleted day's figures stay in the roll-up.
    const [kept] = await app.deps.sql`select samples from web_vitals_daily where page = 'info' and day = '2026-09-09'`;
    expect(kept).toBeUndefined();
    const [rolled] = await app.deps.sql<
      { samples: number }[]
    >`select samples from web_vitals_daily where page = 'info' and day = '2026-09-11'`;
    expect(rolled.samples).toBe(1);
  });
});

describe('GET /admin/vitals', () => {
  it('combines the roll-up with the rows not rolled up yet: p75 weighted by visits, the exact good share', async () => {
    // Yesterday's roll-up for the compare page: LCP p75 2000 over 3 visits, all good; today one more at 3000.
    await app.deps.sql`
      insert into web_vitals_daily (day, page, metric, p75, samples, good) values
        ((now() at time zone 'Asia/Kolkata')::date - 1, 'compare', 'LCP', 2000, 3, 3),
        ((now() at time zone 'Asia/Kolkata')::date - 20, 'compare', 'LCP', 8000, 5, 0)`;
    expect((await send({ ...beacon, route: '/compare', metrics: { LCP: 3000 } })).status).toBe(204);

    const week = await app.api('/admin/vitals?days=7', { token: admin.accessToken });
    expect(week.status).toBe(200);
    expect(week.headers.get('cache-control')).toBe('no-store');
    const { data } = await json<{ data: VitalsSummary }>(week);
    expect(data.days).toBe(7);
    expect(data.pages.find((page) => page.page === 'compare')?.figures).toEqual([
      { metric: 'LCP', p75: 2250, samples: 4, goodShare: 0.75 },
    ]);
    expect(data.overall.map((figure) => figure.metric)).toEqual(expect.arrayContaining(['LCP', 'INP', 'CLS']));

    const month = await json<{ data: VitalsSummary }>(await app.api('/admin/vitals?days=28', { token: admin.accessToken }));
    // (2000·3 + 3000 + 8000·5) / 9 visits; 3 of 9 good.
    expect(month.data.pages.find((page) => page.page === 'compare')?.figures).toEqual([
      { metric: 'LCP', p75: 5444, samples: 9, goodShare: 0.333 },
    ]);
  });

  it('takes 7 or 28 days and nothing else', async () => {
    const response = await app.api('/admin/vitals?days=30', { token: admin.accessToken });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe('days must be 7 or 28');
  });

  it('is for admins only: agents and users are refused, visitors asked to log in', async () => {
    expect((await app.api('/admin/vitals')).status).toBe(401);
    expect((await app.api('/admin/vitals', { token: user.accessToken })).status).toBe(403);
    expect((await app.api('/admin/vitals', { token: agent.accessToken })).status).toBe(403);
  });
});
