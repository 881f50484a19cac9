/**
 * API section (`npm run bench -- api [--listings=1000000]`): 100,000 listings (or as many as asked)
 * in a scratch PostgreSQL, the real app in its own process, and 50 concurrent connections for 10 s on
 * each route (autocannon), against the same SQL run bare through postgres.js with 50 concurrent loops
 * on a pool as large as the app's.
 *
 * Search is measured twice. Warm: the mix below in rotation, as real traffic repeats popular searches,
 * so after the first round the app answers from its page cache (api/searchCache/searchCache.ts). Cold:
 * every request a search never asked before (a price bound moved by one rupee per request), so each
 * one misses the cache and runs its SQL. Each is shown beside its bare SQL run the same way.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import * as v from 'valibot';
import { MapQuery, SearchQuery } from '../contract/search.ts';
import type { Sql } from '../api/db.ts';
import { freePort } from '../api/dev/ports.ts';
import { findProperty } from '../api/queries/propertyReads.ts';
import { runPropertySearch } from '../api/queries/propertySearch.ts';
import { today } from '../api/queries/todayReads.ts';
import { mapClusters } from '../api/queries/mapPoints.ts';
import { localityFigures } from '../api/queries/localityFigures.ts';
import { gazetteer } from '../contract/gazetteer.ts';
import { localitySlug } from '../contract/localityFigures.ts';
import { postJson } from './appProcess.ts';
import { startBenchStack } from './benchStack.ts';
import { setting, type BenchReport, type BenchSection } from './section.ts';

/** The catalogue the goals are set at; a run at another size is kept beside it, not over it (`recordAs`). */
const GOAL_LISTINGS = 100_000;
const LISTINGS = setting('listings', 'BENCH_LISTINGS', GOAL_LISTINGS);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
/** The app's own pool size (api/db.ts connect() default), so bare SQL gets no more connections than the route. */
const POOL = 10;
const P99_GOAL_MS = 50;
/** Leads for the Today case: the office's whole book, a twentieth of it the measured agent's. */
const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
/** Won leads with a recorded deal, on sale listings with a carpet area: what a locality's closed prices are read from. */
const DEALS = Number(process.env.BENCH_DEALS ?? 5_000);
/**
 * Today is the advisors' screen. Its goal (p99 under 50 ms with the office's whole book of leads) is
 * read as the wait of an advisor opening it while the office works: requests started at random
 * moments (`arrivals`), OFFICE_RATE a second on average, each timed whether or not the ones before
 * have answered. Beside it, as stresses: the office's ten advisors opening it at the same moment
 * (OFFICE_CONNECTIONS requests started together, again after all have answered and a pause:
 * `bursts`), the same ten asking without a pause (the two cores kept busy), and the route under the
 * load the public routes are given (CONNECTIONS).
 */
export const OFFICE_CONNECTIONS = 10;
/**
 * Ten advisors each opening Today about once a second: an office's own rate is a few a minute.
 * Measured three times as long as the other rows, so that its p99 rests on some 300 requests.
 */
export const OFFICE_RATE = 10;
/** The pause between two bursts: the next one starts on an idle app. */
const BURST_GAP_MS = 100;

/**
 * What the screens send: listing pages (type only), the home widget (type, purpose, category), the
 * search panel's Apply (ranges with its defaults), sorts, typed text (about a third), and the
 * listing facts buyers filter on (BHK, possession, furnishing, carpet area, amenities, ₹/sq ft).
 */
export const SEARCH_MIX = [
  'propertyType=Residential',
  'propertyType=Commercial',
  'propertyType=Residential&page=2',
  'propertyType=Commercial&transactionType=Rent',
  'propertyType=Residential&transactionType=Buy&category=Apartment',
  'propertyType=Residential&transactionType=Rent&category=PG',
  'propertyType=Commercial&transactionType=Buy&category=Shop',
  'propertyType=Residential&maxPrice=5000000&maxSqft=10000',
  'propertyType=Residential&category=Bungalows&maxPrice=5000000&bedrooms=3',
  'propertyType=Residential&bedrooms=2&bathrooms=2&maxPrice=3000000&maxSqft=2000',
  'propertyType=Commercial&category=Office&maxPrice=5000000&maxSqft=3000',
  'minPrice=2000000&maxPrice=8000000',
  'propertyType=Residential&sort=price_asc',
  'propertyType=Commercial&sort=price_desc',
  'transactionType=Buy&sort=price_asc',
  'sort=area&minSqft=2000',
  'sort=newest',
  'q=vesu',
  'q=apartm',
  'q=vesu%203bhk',
  'q=bungalow%20adajan',
  'q=shop%20ring%20road',
  'q=garden&propertyType=Residential',
  'q=office%20athwa&sort=price_asc',
  'propertyType=Residential&bhk=2,3&possession=ready',
  'propertyType=Residential&bhk=3,5&possession=under_construction&sort=price_per_sqft_asc',
  `propertyType=Residential&possession=${new Date().getFullYear() + 2}&furnishing=semi_furnished`,
  'propertyType=Residential&minCarpet=800&maxCarpet=1500&sort=price_per_sqft_desc',
  'amenities=lift,gym&transactionType=Buy',
  'propertyType=Residential&bhk=2&furnishing=furnished&amenities=lift&minCarpet=600',
];

/** Listings cost at most this (rupees): a maximum above it filters nothing out. */
const ABOVE_EVERY_PRICE = 10_000_000_000;

/**
 * The i-th search of the mix made unrepeatable: its maximum price moves by i rupees (or one above every
 * listing's price is added), so no two requests share a cache key while each asks the same of the database.
 */
export function coldSearch(index: number): string {
  const params = new URLSearchParams(SEARCH_MIX[index % SEARCH_MIX.length]);
  const maxPrice = params.get('maxPrice');
  params.set('maxPrice', String((maxPrice ? Number(maxPrice) : ABOVE_EVERY_PRICE) + index));
  return params.toString();
}

/**
 * A map panned over the middle of Surat: a box of about 6 by 4.5 km moved along a 20 × 20 grid, a
 * price floor moved by one rupee per request so no answer repeats from the cache.
 */
export function mapSearch(index: number): string {
  const step = index % 400;
  const minLng = 72.74 + (step % 20) * 0.006;
  const minLat = 21.12 + Math.floor(step / 20) * 0.006;
  const box = [minLng, minLat, minLng + 0.06, minLat + 0.04].map((degrees) => degrees.toFixed(4)).join(',');
  return `bbox=${box}&zoom=${MAP_ZOOM}&minPrice=${index}`;
}

/** The zoom at which a 1,280-pixel map shows the bench's box (about 0.06 degrees across). */
const MAP_ZOOM = 14;
/** The map's box in the middle of the grid, timed alone beside the mix's searches. */
const MAP_PROBE = mapSearch(210);

const parseMap = (text: string) => v.parse(MapQuery, Object.fromEntries(new URLSearchParams(text)));
/** The map's bare SQL: the markers of a box at its zoom, as the route asks for them. */
const mapMarkersOf = (sql: Sql, text: string) => {
  const { zoom, ...query } = parseMap(text);
  return mapClusters(sql, query, zoom ?? MAP_ZOOM, false);
};

const parseSearch = (text: string) => v.parse(SearchQuery, Object.fromEntries(new URLSearchParams(text)));

/** The 1, 5 and 15 minute load averages, rounded: the machine is shared, so each figure says how busy it was. */
const loadAverage = () => os.loadavg().map((load) => round(load, 2));

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** A timer of calls for `seconds`: `time` runs one call and counts its latency, or its failure. */
function stopwatch(seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  return {
    running: () => performance.now() < started + seconds * 1000,
    async time(call: () => Promise<unknown>) {
      const at = performance.now();
      try {
        await call();
        latencies.push(performance.now() - at);
      } catch {
        errors += 1;
      }
    },
    result(): Measured {
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return {
        rps: latencies.length / elapsed,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        requests: latencies.length,
        errors,
      };
    },
  };
}

/** `concurrency` loops calling `work` back to back for `seconds`. */
async function loops(seconds: number, concurrency: number, work: (index: number) => Promise<unknown>): Promise<Measured> {
  const watch = stopwatch(seconds);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (watch.running()) {
        const index = next++;
        await watch.time(() => work(index));
      }
    }),
  );
  return watch.result();
}

/**
 * `size` calls of `work` started at the same moment, again once all have answered and BURST_GAP_MS
 * have passed, for `seconds`; each call's latency counts.
 */
export async function bursts(seconds: number, size: number, work: () => Promise<unknown>): Promise<Measured> {
  const watch = stopwatch(seconds);
  while (watch.running()) {
    await Promise.all(Array.from({ length: size }, () => watch.time(work)));
    await new Promise((resolve) => setTimeout(resolve, BURST_GAP_MS));
  }
  return watch.result();
}

/**
 * Calls of `work` started at random moments, `perSecond` on average (exponential gaps from a seeded
 * generator, so every run starts the same sequence), for `seconds`, each started whether or not the
 * earlier ones have answered; each call's latency counts.
 */
export async function arrivals(seconds: number, perSecond: number, work: () => Promise<unknown>): Promise<Measured> {
  const watch = stopwatch(seconds);
  const started: Promise<void>[] = [];
  let seed = 2_463_534_242;
  const uniform = () => {
    // xorshift32: the same gaps in every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) + 1) / 4_294_967_297;
  };
  while (watch.running()) {
    started.push(watch.time(work));
    await new Promise((resolve) => setTimeout(resolve, (-Math.log(uniform()) / perSecond) * 1000));
  }
  await Promise.all(started);
  return watch.result();
}

/**
 * How long the app is left alone after an autocannon run. autocannon ends a run by closing its
 * connections, but the app still answers the requests they had in flight (up to one per connection, a
 * quarter of a second of cold searches): a run started at once would first queue behind them.
 */
const DRAIN_MS = 2000;

/** autocannon with `paths` handed out in rotation across all connections; resolves once the app has drained. */
async function cannon(
  url: string,
  seconds: number,
  paths: (index: number) => string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: paths(next++) }) }],
  });
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A signed-in user, registered and logged in through the API, who saved the first listing of the first
 * six searches of the mix: their pages carry a favourite flag, which must be theirs alone.
 */
/** What a login answers that the bench uses. */
interface SignedIn {
  data: { accessToken: string; user: { _id: string } };
}

export async function signedInUser(url: string, sql: Sql): Promise<{ token: string; userId: string }> {
  const post = (pathname: string, body: unknown, token?: string) => postJson<SignedIn>(url, pathname, body, token);
  const account = {
    username: 'bench_user',
    fullName: 'Bench User',
    email: 'bench@example.in',
    password: 'bench-secret',
    mobile: '9876543210',
  };
  await post('/users/register', account);
  const { data } = await post('/users/login', { email: account.email, password: account.password });
  for (const text of SEARCH_MIX.slice(0, 6)) {
    const [first] = (await runPropertySearch(sql, parseSearch(text), { viewerId: null })).rows;
    await post(`/properties/${first.id}/favorite`, { favorite: true }, data.accessToken);
  }
  return { token: data.accessToken, userId: data.user._id };
}

/**
 * DEALS won leads, each with its deal on a sale listing with a carpet area (spread over every
 * locality), closed at 90 to 100 % of the asking price: the rows a locality's closed prices are read from.
 */
async function wonDeals(sql: Sql): Promise<void> {
  await sql`
    with sold as (
      select id, price, row_number() over (order by id) as i
      from properties
      where transaction_type = 'Buy' and carpet_area > 0
      order by id
      limit ${DEALS}
    ),
    leads as (
      insert into enquiries (id, property_id, name, mobile, status, created_at, updated_at)
      select gen_random_uuid(), id, 'Bench Deal ' || i, '97' || lpad(i::text, 8, '0'), 'won', now() - (i % 365) * interval '1 day', now()
      from sold
      returning id, property_id
    )
    insert into deals (enquiry_id, property_id, price)
    select leads.id, leads.property_id, round(sold.price * (0.9 + random() * 0.1))::bigint
    from leads join sold on sold.id = leads.property_id`;
  await sql`analyze enquiries`;
  await sql`analyze deals`;
}

/**
 * The Today case's world: LEADS leads over the last year, a twentieth the bench agent's, a
 * twenty-fifth unassigned, the rest another staff member's; the open ones with a next action due
 * within a week either side of now, one in ten with a visit within a day either side. Answers the
 * agent's id and token.
 */
export async function agentWithLeads(url: string, sql: Sql, otherStaffId: string): Promise<{ token: string; agentId: string }> {
  const account = {
    username: 'bench_agent',
    fullName: 'Bench Agent',
    email: 'agent.bench@example.in',
    password: 'bench-secret',
    mobile: '9876501234',
  };
  const post = (pathname: string, body: unknown, token?: string) => postJson<SignedIn>(url, pathname, body, token);
  await post('/users/register', account);
  // Made an agent before the login, so the token carries the role.
  await sql`update "user" set role = 'agent' where email = ${account.email}`;
  const { data } = await post('/users/login', { email: account.email, password: account.password });
  const agentId = data.user._id;
  await sql`
    insert into enquiries (id, name, mobile, status, assignee_id, next_action, next_action_due_at, visit_at, created_at, updated_at)
    select gen_random_uuid(), 'Bench Buyer ' || i, '98' || lpad(i::text, 8, '0'), status,
      case when i % 20 = 0 then ${agentId} when i % 25 = 0 then null else ${otherStaffId} end,
      case when status in ('won', 'lost') then null else 'call_back' end,
      case when status in ('won', 'lost') then null else now() + ((i::bigint * 7919) % 20160 - 10080) * interval '1 minute' end,
      -- One in ten of everyone's leads, the agent's too (the agent's are every twentieth).
      case when (i / 20) % 10 = 0 then now() + ((i::bigint * 104729) % 2880 - 1440) * interval '1 minute' end,
      now() - (i % 365) * interval '1 day', now()
    from generate_series(1, ${LEADS}::int) i,
      lateral (select (array['new', 'new', 'contacted', 'visit_scheduled', 'negotiating', 'won', 'lost'])[1 + i % 7] as status) s`;
  // As a running office has them: each action already due was reminded when it came due. Left
  // unreminded, the app's reminder job would spend the measured minutes reminding 500 a minute.
  await sql`update enquiries set next_action_reminded_at = next_action_due_at where next_action_due_at <= now()`;
  // As autovacuum leaves a table some time after a bulk insert: its visibility map set, so Today's
  // counts read their index alone (migration 00051).
  await sql`vacuum analyze enquiries`;
  return { token: data.accessToken, agentId };
}

/** One advisor opening Today as the phone does (the whole answer read), refused unless it is 200. */
export function todayOpener(url: string, token: string): () => Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  return async () => {
    const response = await fetch(`${url}/api/v1/agents/me/today`, { headers });
    if (!response.ok) throw new Error(`Today answered ${response.status}`);
    await response.arrayBuffer();
  };
}

/** Each search of the mix once, sequentially: where a slow query would show. */
async function singleQueries(sql: Sql) {
  const rows: (string | number)[][] = [];
  for (const text of SEARCH_MIX) {
    const query = parseSearch(text);
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < 5; round += 1) {
      const at = performance.now();
      total = (await runPropertySearch(sql, query, { viewerId: null })).total;
      times.push(performance.now() - at);
    }
    times.sort((a, b) => a - b);
    rows.push([decodeURIComponent(text), total, round(times[2], 2)]);
  }
  // The map's box is a search of the mix too: its markers at the map's zoom.
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < 5; round += 1) {
    const at = performance.now();
    total = (await mapMarkersOf(sql, MAP_PROBE)).meta.total;
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  rows.push([`map: ${MAP_PROBE}`, total, round(times[2], 2)]);
  return rows;
}

async function runApiBench(): Promise<BenchReport> {
  const setupStarted = performance.now();
  const stack = await startBenchStack({
    name: 'bench',
    listings: LISTINGS,
    pool: POOL,
    env: { EMBEDDED_SMTP_PORT: String(await freePort()), EMBEDDED_MAIL_UI_PORT: String(await freePort()) },
  });
  try {
    const { sql, app, seedSeconds } = stack;
    const ids = (await sql<{ id: string }[]>`select id from properties order by random() limit 5000`).map((row) => row.id);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const warmPath = (index: number) => `/api/v1/properties/search?${SEARCH_MIX[index % SEARCH_MIX.length]}`;
    const coldPath = (index: number) => `/api/v1/properties/search?${coldSearch(index)}`;
    const parsedMix = SEARCH_MIX.map(parseSearch);
    const idAt = (index: number) => ids[(index * 7919) % ids.length];

    const perQuery = await singleQueries(sql);
    const loadAtStart = loadAverage();
    const loads: Record<string, number[]> = {};

    loads.warm = loadAverage();
    await cannon(app.url, WARMUP_S, warmPath);
    const warmRoute = await cannon(app.url, DURATION_S, warmPath);
    await loops(WARMUP_S, CONNECTIONS, (index) => runPropertySearch(sql, parsedMix[index % parsedMix.length], { viewerId: null }));
    const warmSql = await loops(DURATION_S, CONNECTIONS, (index) =>
      runPropertySearch(sql, parsedMix[index % parsedMix.length], { viewerId: null }),
    );

    // The same searches by a signed-in user: kept pages, with that user's favourite flags looked up per request.
    const user = await signedInUser(app.url, sql);
    const signedIn = { Authorization: `Bearer ${user.token}` };
    loads.signedIn = loadAverage();
    await cannon(app.url, WARMUP_S, warmPath, signedIn);
    const signedInRoute = await cannon(app.url, DURATION_S, warmPath, signedIn);
    const signedInSql = await loops(DURATION_S, CONNECTIONS, (index) =>
      runPropertySearch(sql, parsedMix[index % parsedMix.length], { viewerId: user.userId }),
    );

    // Request numbers keep counting up across warm-up and measurement, so no cold search repeats.
    loads.cold = loadAverage();
    let coldIndex = 0;
    await cannon(app.url, WARMUP_S, () => coldPath(coldIndex++));
    const coldRoute = await cannon(app.url, DURATION_S, () => coldPath(coldIndex++));
    let bareIndex = 0;
    await loops(WARMUP_S, CONNECTIONS, () => runPropertySearch(sql, parseSearch(coldSearch(bareIndex++)), { viewerId: null }));
    const coldSql = await loops(DURATION_S, CONNECTIONS, () =>
      runPropertySearch(sql, parseSearch(coldSearch(bareIndex++)), { viewerId: null }),
    );

    // The map's markers of a box, every request a box and price floor not asked before.
    loads.map = loadAverage();
    let mapIndex = 0;
    await cannon(app.url, WARMUP_S, () => `/api/v1/properties/map?${mapSearch(mapIndex++)}`);
    const mapRoute = await cannon(app.url, DURATION_S, () => `/api/v1/properties/map?${mapSearch(mapIndex++)}`);
    let bareMapIndex = 0;
    await loops(WARMUP_S, CONNECTIONS, () => mapMarkersOf(sql, mapSearch(bareMapIndex++)));
    const mapSql = await loops(DURATION_S, CONNECTIONS, () => mapMarkersOf(sql, mapSearch(bareMapIndex++)));

    loads.byId = loadAverage();
    await cannon(app.url, WARMUP_S, (index) => `/api/v1/properties/${idAt(index)}`);
    const byIdRoute = await cannon(app.url, DURATION_S, (index) => `/api/v1/properties/${idAt(index)}`);
    const byIdSql = await loops(DURATION_S, CONNECTIONS, (index) => findProperty(sql, idAt(index), null));

    // Locality pages' figures in rotation over the gazetteer: warm, answered from the page cache after the first round,
    // their closed prices read from DEALS won deals.
    await wonDeals(sql);
    const slugs = gazetteer.map((entry) => localitySlug(entry.en));
    const slugAt = (index: number) => slugs[index % slugs.length]!;
    loads.locality = loadAverage();
    await cannon(app.url, WARMUP_S, (index) => `/api/v1/localities/${slugAt(index)}`);
    const localityRoute = await cannon(app.url, DURATION_S, (index) => `/api/v1/localities/${slugAt(index)}`);
    const localitySql = await loops(DURATION_S, CONNECTIONS, (index) => localityFigures(sql, slugAt(index)));
    // Today's case counts its own leads: the deals' leads go (and their deals with them).
    await sql`delete from enquiries where name like 'Bench Deal %'`;

    // An agent's Today with the office's whole book of leads in the table.
    const agent = await agentWithLeads(app.url, sql, user.userId);
    loads.today = loadAverage();
    const agentAuth = { Authorization: `Bearer ${agent.token}` };
    await cannon(app.url, WARMUP_S, () => '/api/v1/agents/me/today', agentAuth);
    const todayRoute = await cannon(app.url, DURATION_S, () => '/api/v1/agents/me/today', agentAuth);
    const todaySql = await loops(DURATION_S, CONNECTIONS, () => today(sql, agent.agentId));
    loads.office = loadAverage();
    const officeRoute = await cannon(app.url, DURATION_S, () => '/api/v1/agents/me/today', agentAuth, OFFICE_CONNECTIONS);
    const officeSql = await loops(DURATION_S, OFFICE_CONNECTIONS, () => today(sql, agent.agentId));
    const openToday = todayOpener(app.url, agent.token);
    loads.officeRate = loadAverage();
    const rateRoute = await arrivals(DURATION_S * 3, OFFICE_RATE, openToday);
    const rateSql = await arrivals(DURATION_S * 3, OFFICE_RATE, () => today(sql, agent.agentId));
    loads.atOnce = loadAverage();
    const atOnceRoute = await bursts(DURATION_S, OFFICE_CONNECTIONS, openToday);
    const atOnceSql = await bursts(DURATION_S, OFFICE_CONNECTIONS, () => today(sql, agent.agentId));
    const loadAtEnd = loadAverage();

    const row = (name: string, route: Measured, bare: Measured) => [
      name,
      round(route.rps, 0),
      round(route.p50),
      round(route.p99),
      round(bare.rps, 0),
      round(bare.p50),
      round(bare.p99),
      round(route.p99 / bare.p99, 2),
      route.errors + bare.errors,
    ];
    const verdict = (p99: number) => `${p99 < P99_GOAL_MS ? 'met' : 'missed'} (${round(p99)} ms)`;
    const cpu = os.cpus();
    return {
      recordAs: LISTINGS === GOAL_LISTINGS ? undefined : `api@${LISTINGS}`,
      tables: [
        {
          title: `API at ${LISTINGS.toLocaleString('en-IN')} listings, ${CONNECTIONS} connections, ${DURATION_S} s each (latency in ms)`,
          columns: ['scenario', 'route req/s', 'route p50', 'route p99', 'SQL req/s', 'SQL p50', 'SQL p99', 'p99 route/SQL', 'errors'],
          rows: [
            row(`GET /properties/search, warm (mix of ${SEARCH_MIX.length}, repeated)`, warmRoute, warmSql),
            row('GET /properties/search, warm, signed in (own favourites)', signedInRoute, signedInSql),
            row('GET /properties/search, cold (no query repeats)', coldRoute, coldSql),
            row('GET /properties/map (a panned box, no query repeats)', mapRoute, mapSql),
            row('GET /properties/:id (random ids)', byIdRoute, byIdSql),
            row(`GET /localities/:slug, warm (${slugs.length} localities in rotation)`, localityRoute, localitySql),
            row(`GET /agents/me/today (${LEADS.toLocaleString('en-IN')} leads)`, todayRoute, todaySql),
            row(`GET /agents/me/today (${LEADS.toLocaleString('en-IN')} leads), ${OFFICE_CONNECTIONS} connections`, officeRoute, officeSql),
            row(
              `GET /agents/me/today (${LEADS.toLocaleString('en-IN')} leads), ${OFFICE_RATE} a second at random moments, ${DURATION_S * 3} s`,
              rateRoute,
              rateSql,
            ),
            row(
              `GET /agents/me/today (${LEADS.toLocaleString('en-IN')} leads), ${OFFICE_CONNECTIONS} at the same moment`,
              atOnceRoute,
              atOnceSql,
            ),
          ],
        },
        {
          title: 'Each search of the mix alone, bare SQL, median of 5 runs',
          columns: ['query', 'total', 'ms'],
          rows: perQuery,
        },
      ],
      notes: [
        `machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}; PostgreSQL 18 embedded with default settings (shared_buffers 128 MB)`,
        `load average (1/5/15 min): ${loadAtStart.join(' / ')} when measuring began, ${loadAtEnd.join(' / ')} at the end; 1-min at warm ${loads.warm[0]}, signed in ${loads.signedIn[0]}, cold ${loads.cold[0]}, map ${loads.map[0]}, by id ${loads.byId[0]}, locality ${loads.locality[0]}, Today ${loads.today[0]}, Today at ${OFFICE_CONNECTIONS} ${loads.office[0]}, at ${OFFICE_RATE} a second ${loads.officeRate[0]}, ${OFFICE_CONNECTIONS} at once ${loads.atOnce[0]}`,
        `setup ${round(setupSeconds)} s, of which ${round(seedSeconds)} s inserting ${LISTINGS.toLocaleString('en-IN')} listings with generate_series`,
        `goal: search p99 < ${P99_GOAL_MS} ms -> warm ${verdict(warmRoute.p99)}, signed in ${verdict(signedInRoute.p99)}, cold ${verdict(coldRoute.p99)}`,
        `goal: locality figures p99 < ${P99_GOAL_MS} ms warm with ${DEALS.toLocaleString('en-IN')} deals -> ${verdict(localityRoute.p99)} (1-min load ${loads.locality[0]})`,
        `goal: Today p99 < ${P99_GOAL_MS} ms with ${LEADS.toLocaleString('en-IN')} leads, opened at random moments ${OFFICE_RATE} a second -> ${verdict(rateRoute.p99)} (1-min load ${loads.officeRate[0]}); stresses: ${OFFICE_CONNECTIONS} at the same moment ${round(atOnceRoute.p99)} ms, ${OFFICE_CONNECTIONS} asking without a pause ${round(officeRoute.p99)} ms, ${CONNECTIONS} connections ${round(todayRoute.p99)} ms`,
        'warm search is answered from the page cache after its first round; cold search misses it on every request and runs the SQL',
        'the load generator, the app and PostgreSQL share the same cores; totals above 1,000 are reported as capped',
      ],
      results: {
        listings: LISTINGS,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        loadAverage: { start: loadAtStart, end: loadAtEnd, ...loads },
        search: {
          warm: { route: warmRoute, sql: warmSql, mix: SEARCH_MIX },
          signedIn: { route: signedInRoute, sql: signedInSql },
          cold: {
            route: coldRoute,
            sql: coldSql,
            rule: 'the mix with maxPrice moved by the request number (or set above every price), so no query repeats',
          },
        },
        map: {
          route: mapRoute,
          sql: mapSql,
          rule: 'a 0.06 × 0.04 degree box moved over central Surat, minPrice moved by the request number',
          zoom: MAP_ZOOM,
        },
        byId: { route: byIdRoute, sql: byIdSql },
        locality: { route: localityRoute, sql: localitySql, localities: slugs.length },
        today: {
          route: todayRoute,
          sql: todaySql,
          leads: LEADS,
          office: { connections: OFFICE_CONNECTIONS, route: officeRoute, sql: officeSql },
          officeRate: { perSecond: OFFICE_RATE, seconds: DURATION_S * 3, route: rateRoute, sql: rateSql },
          atOnce: { size: OFFICE_CONNECTIONS, gapMs: BURST_GAP_MS, route: atOnceRoute, sql: atOnceSql },
        },
        perQueryMs: Object.fromEntries(perQuery.map(([query, , ms]) => [query, ms])),
        goalP99Ms: P99_GOAL_MS,
      },
    };
  } finally {
    await stack.stop();
  }
}

export const apiSection: BenchSection = {
  name: 'api',
  description: `search, map, detail, locality and Today routes at ${LISTINGS.toLocaleString('en-IN')} listings vs their bare SQL`,
  run: runApiBench,
};
