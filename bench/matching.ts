/**
 * Matching section (`npm run bench -- matching`): how long the buyer matcher's round takes for one
 * new listing against 10,000 open requirements and 10,000 saved searches (goal: under 200 ms), over a
 * scratch PostgreSQL with generated stock, buyers, requirements and saved searches.
 *
 * Each round inserts a listing and its `property.created` event as the property writer does, then
 * times `runBuyerMatcher`: reading the event, refreshing saved searches' criteria, the one matching
 * statement and the match rows, and moving the cursor, in one transaction. The reference, timed in the
 * same run, is the bare matching statement alone (a count of the criteria rows the listing matches).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gazetteer } from '../contract/gazetteer.ts';
import { connect } from '../api/db.ts';
import { startEmbeddedPostgres } from '../api/dev/embeddedPostgres.ts';
import { freePort } from '../api/dev/ports.ts';
import { appendEvent } from '../api/events/appendEvent.ts';
import { migrate } from '../api/migrate.ts';
import { runBuyerMatcher } from '../api/matching/buyerMatcher.ts';
import { criteriaMatch, refreshSearchCriteria } from '../api/matching/criteriaMatch.ts';
import { seedListings } from './listings.ts';
import { quietStart, spread, spreadRow, type BenchReport, type BenchSection } from './section.ts';

const REQUIREMENTS = Number(process.env.BENCH_MATCH_REQUIREMENTS ?? 10_000);
const SEARCHES = Number(process.env.BENCH_MATCH_SEARCHES ?? 10_000);
const LISTINGS = Number(process.env.BENCH_MATCH_LISTINGS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_MATCH_ROUNDS ?? 15);
export const MATCH_GOAL_MS = 200;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

async function runMatchingBench(): Promise<BenchReport> {
  const start = quietStart('the matcher’s timings');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-matching-'));
  fs.chmodSync(root, 0o755);
  const db = await startEmbeddedPostgres({ dir: path.join(root, 'pg'), port: await freePort(), database: 'matching' });
  const sql = connect(db.url, { max: 4 });
  try {
    await migrate(db.url);
    await seedListings(sql, LISTINGS);
    const localities = textArray(gazetteer.map((place) => place.en.toLowerCase()));
    const people = Math.ceil(SEARCHES / 20);
    await sql.unsafe(`select setseed(0.24)`);
    // Buyers, half of them with an advisor's lead; the first `people` also have an account whose saved searches they made.
    await sql.unsafe(`
      insert into "user" (id, name, email, "emailVerified", mobile)
      select 'bench-user-' || g, 'Reader ' || g, 'reader' || g || '@bench.example.in', true, '9000000000'
      from generate_series(1, ${people}) g`);
    await sql.unsafe(`
      insert into buyers (name, mobile) select 'Buyer ' || g, (7000000000 + g)::text from generate_series(1, ${REQUIREMENTS / 2}) g`);
    await sql.unsafe(`
      insert into enquiries (id, name, mobile, buyer_id, user_id)
      select gen_random_uuid(), b.name, b.mobile, b.id, case when row_number() over (order by b.mobile) <= ${people}
        then 'bench-user-' || row_number() over (order by b.mobile) end
      from buyers b`);
    // Two requirements per buyer: a purpose, a type half the time, BHK, a budget around the stock's prices, two localities.
    await sql.unsafe(`
      insert into buyer_requirements (id, buyer_id, transaction_type, property_type, category, min_price, max_price, bhk, localities, amenities)
      select gen_random_uuid(), b.id, t.ttype,
        case when t.r1 < 0.5 then 'Residential' end, case when t.r1 < 0.5 then 'Apartment' end,
        case when t.ttype = 'Buy' then (2000000 + floor(t.r2 * 4000000))::bigint else (8000 + floor(t.r2 * 20000))::bigint end,
        case when t.ttype = 'Buy' then (6000000 + floor(t.r3 * 8000000))::bigint else (30000 + floor(t.r3 * 40000))::bigint end,
        case when t.r4 < 0.7 then array[1 + floor(t.r5 * 4)::smallint, 2 + floor(t.r5 * 3)::smallint] end,
        array[(${localities})[1 + floor(t.r6 * ${gazetteer.length})::int], (${localities})[1 + floor(t.r7 * ${gazetteer.length})::int]],
        case when t.r8 < 0.2 then array['lift'] end
      from buyers b cross join generate_series(1, 2) copy
      cross join lateral (select case when random() < 0.75 then 'Buy' else 'Rent' end as ttype, random() as r1, random() as r2, random() as r3,
                                 random() as r4, random() as r5, random() as r6, random() as r7, random() as r8 where b.id is not null) t`);
    // Saved searches as the search page saves them: purpose, sometimes a type, a budget, BHK, sometimes a word.
    await sql.unsafe(`
      insert into saved_searches (id, user_id, name, query, alert, channels)
      select gen_random_uuid(), 'bench-user-' || (1 + (g % ${people})), 'Search ' || g,
        jsonb_strip_nulls(jsonb_build_object(
          'transactionType', case when r1 < 0.75 then 'Buy' else 'Rent' end,
          'category', case when r2 < 0.4 then 'Apartment' end,
          'maxPrice', case when r1 < 0.75 then (5000000 + floor(r3 * 9000000))::text else (20000 + floor(r3 * 40000))::text end,
          'bhk', case when r4 < 0.6 then (1 + floor(r5 * 4))::text end,
          'q', case when r6 < 0.3 then (${localities})[1 + floor(r7 * ${gazetteer.length})::int] end)),
        'off', '{}'
      from (select g, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6, random() as r7
            from generate_series(1, ${SEARCHES}) g) s`);
    await sql.begin((tx) => refreshSearchCriteria(tx));
    await sql.unsafe('analyze');
    await runBuyerMatcher(sql);

    /** A listing like one of the stock's, new, with its event, as the property writer records it. */
    const newListing = async () =>
      (await sql.begin(async (tx) => {
        const [row] = await tx<{ id: string; price: number }[]>`
          insert into properties (title, description, transaction_type, property_type, sub_category, location, address, price, sqt, bedrooms, bathrooms)
          select title, description, transaction_type, property_type, sub_category, location, address, price, sqt, bedrooms, bathrooms
          from properties where property_type = 'Residential' and transaction_type = 'Buy' order by random() limit 1
          returning id, price`;
        await appendEvent(tx, { type: 'property.created', subjectId: row!.id, actorId: null, payload: { price: Number(row!.price) } });
        return row!.id;
      })) as string;

    const jobMs: number[] = [];
    const sqlMs: number[] = [];
    const matched: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const listingId = await newListing();
      const bareStarted = performance.now();
      const [{ count }] = await sql<{ count: number }[]>`
        select (select count(*) from properties p join buyer_requirements c on c.status = 'open' and ${criteriaMatch(sql)} where p.id = ${listingId})
             + (select count(*) from properties p join saved_search_criteria c on ${criteriaMatch(sql)} where p.id = ${listingId}) as count`;
      sqlMs.push(performance.now() - bareStarted);
      const started = performance.now();
      const outcome = await runBuyerMatcher(sql);
      jobMs.push(performance.now() - started);
      if (outcome?.events !== 1) throw new Error(`the round read ${outcome?.events} events, not the one new listing's`);
      matched.push(Number(count));
    }
    const loadAtEnd = os.loadavg()[0]!;
    const results = {
      requirements: REQUIREMENTS,
      savedSearches: SEARCHES,
      listings: LISTINGS,
      goalMs: MATCH_GOAL_MS,
      jobMs: spread(jobMs.map((ms) => round(ms))),
      bareSqlMs: spread(sqlMs.map((ms) => round(ms))),
      criteriaMatched: spread(matched),
      loadAverage: { start: round(start.load, 2), end: round(loadAtEnd, 2) },
    };
    return {
      tables: [
        {
          title: `One new listing matched against ${REQUIREMENTS.toLocaleString('en-IN')} requirements and ${SEARCHES.toLocaleString('en-IN')} saved searches (goal < ${MATCH_GOAL_MS} ms)`,
          columns: ['measure', 'median', 'max', 'runs'],
          rows: [
            spreadRow("buyer matcher's round (ms)", results.jobMs),
            spreadRow('bare matching statement, same run (ms)', results.bareSqlMs),
            spreadRow('requirements and searches matched', results.criteriaMatched),
          ],
        },
      ],
      notes: [
        `load average (1 min) ${results.loadAverage.start} at the start, ${results.loadAverage.end} at the end: the machine is shared`,
        ...(start.results ? [] : [`NOT RESULTS: the run started with a load average of ${results.loadAverage.start}`]),
      ],
      results,
      record: start.results,
    };
  } finally {
    await sql.end({ timeout: 5 });
    await db.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export const matchingSection: BenchSection = {
  name: 'matching',
  description: `one new listing matched against ${REQUIREMENTS.toLocaleString('en-IN')} requirements and ${SEARCHES.toLocaleString('en-IN')} saved searches`,
  run: runMatchingBench,
};
