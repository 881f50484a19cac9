/**
 * Load section (`npm run bench -- load [--connections=200] [--seconds=60] [--users=8] [--listings=20000]`,
 * or LOAD_CONNECTIONS, LOAD_SECONDS, LOAD_USERS, LOAD_LISTINGS): the real app in its own process over
 * a scratch PostgreSQL, hit by many concurrent connections with the mix a busy day brings: searches,
 * listing pages, single listings, and favourite saves and unsaves by several signed-in users.
 *
 * Each (user, listing) pair is written by one connection only, one request after the other, so the
 * last intent the server confirmed is that pair's truth: at the end the favourites table must hold
 * exactly those states. Reports requests per second, p50/p99 latency, and the statuses per kind.
 */
import os from 'node:os';
import { SEARCH_MIX } from './api.ts';
import { startBenchStack } from './benchStack.ts';
import { setting, type BenchReport, type BenchSection } from './section.ts';

type Kind = 'search' | 'listing page' | 'property' | 'favourite';
const KINDS: Kind[] = ['search', 'listing page', 'property', 'favourite'];
/** Share of each kind in the mix. */
const MIX: [Kind, number][] = [
  ['search', 0.35],
  ['listing page', 0.2],
  ['property', 0.25],
  ['favourite', 0.2],
];

interface Pair {
  user: number;
  property: string;
  /** The last state the server confirmed; undefined until a write of this pair is confirmed. */
  confirmed?: boolean;
  /** A write whose answer never came (timeout, reset): the pair's state is then unknown. */
  uncertain: boolean;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

async function runLoad(): Promise<BenchReport> {
  const connections = setting('connections', 'LOAD_CONNECTIONS', 200);
  const seconds = setting('seconds', 'LOAD_SECONDS', 60);
  const userCount = setting('users', 'LOAD_USERS', 8);
  const listings = setting('listings', 'LOAD_LISTINGS', 20_000);

  const stack = await startBenchStack({
    name: 'load',
    listings,
    pool: 4,
    env: {
      RATE_LIMIT_AUTH: '1000',
      // Eight users make every write here: the per-user write limits would measure themselves, not the site.
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_SYNC: '0',
    },
  });
  try {
    const { sql, app } = stack;
    const ids = (await sql<{ id: string }[]>`select id::text from properties order by random() limit 2000`).map((row) => row.id);
    const api = `${app.url}/api/v1`;

    // Several signed-in users, registered and logged in through the API.
    const users: { id: string; token: string }[] = [];
    for (let index = 0; index < userCount; index++) {
      const account = {
        username: `load_${index}`,
        fullName: `Load User ${index}`,
        email: `load${index}@example.in`,
        password: 'load-secret',
        mobile: '9876543210',
      };
      const post = (pathname: string, body: unknown) =>
        fetch(`${api}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const registered = await post('/users/register', account);
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
      const login = await post('/users/login', { email: account.email, password: account.password });
      const { data } = (await login.json()) as { data: { accessToken: string; user: { _id: string } } };
      users.push({ id: data.user._id, token: data.accessToken });
    }

    // Each connection owns its own (user, listing) pairs: 6 listings per user per connection.
    const owned: Pair[][] = Array.from({ length: connections }, (_, connection) =>
      Array.from({ length: 6 }, (_, slot) => ({
        user: (connection + slot) % users.length,
        property: ids[(connection * 6 + slot) % ids.length],
        uncertain: false,
      })),
    );
    // Two connections may share a pair when there are more pairs than listings: keep one owner.
    const seen = new Set<string>();
    for (const pairs of owned) {
      for (let index = pairs.length - 1; index >= 0; index--) {
        const key = `${pairs[index].user} ${pairs[index].property}`;
        if (seen.has(key)) pairs.splice(index, 1);
        else seen.add(key);
      }
    }

    const latencies: number[] = [];
    const statuses: Record<Kind, Record<string, number>> = { search: {}, 'listing page': {}, property: {}, favourite: {} };
    const count = (kind: Kind, status: string) => {
      statuses[kind][status] = (statuses[kind][status] ?? 0) + 1;
    };
    const pickKind = (): Kind => {
      let roll = Math.random();
      for (const [kind, share] of MIX) {
        if ((roll -= share) < 0) return kind;
      }
      return 'search';
    };

    const deadline = performance.now() + seconds * 1000;
    let requestIndex = 0;
    const worker = async (pairs: Pair[]) => {
      while (performance.now() < deadline) {
        const index = requestIndex++;
        let kind = pickKind();
        if (kind === 'favourite' && pairs.length === 0) kind = 'search';
        let url: string;
        let init: RequestInit = {};
        let pair: Pair | undefined;
        let desired = false;
        if (kind === 'search') url = `${api}/properties/search?${SEARCH_MIX[index % SEARCH_MIX.length]}`;
        else if (kind === 'listing page')
          url = `${api}/properties/search?propertyType=${index % 2 ? 'Residential' : 'Commercial'}&page=${1 + (index % 5)}`;
        else if (kind === 'property') url = `${api}/properties/${ids[(index * 7919) % ids.length]}`;
        else {
          pair = pairs[index % pairs.length];
          desired = Math.random() < 0.5;
          url = `${api}/properties/${pair.property}/favorite`;
          init = {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${users[pair.user].token}` },
            body: JSON.stringify({ favorite: desired }),
          };
        }
        const started = performance.now();
        try {
          const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          count(kind, String(response.status));
          if (pair && response.status === 200) pair.confirmed = desired;
          else if (pair && response.status >= 500) pair.uncertain = true;
        } catch (error) {
          count(kind, (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error');
          if (pair) pair.uncertain = true;
        }
      }
    };
    const loadAtStart = os.loadavg()[0];
    const started = performance.now();
    await Promise.all(owned.map(worker));
    const elapsed = (performance.now() - started) / 1000;
    const loadAtEnd = os.loadavg()[0];

    // The favourites table must hold each pair's last confirmed intent.
    const rows = await sql<{ userId: string; propertyId: string; active: boolean }[]>`
      select user_id as "userId", property_id::text as "propertyId", active from favorites`;
    const stored = new Map(rows.map((row) => [`${row.userId} ${row.propertyId}`, row.active]));
    const checked = owned.flat().filter((pair) => pair.confirmed !== undefined && !pair.uncertain);
    const mismatches = checked.filter((pair) => (stored.get(`${users[pair.user].id} ${pair.property}`) ?? false) !== pair.confirmed);
    const uncertain = owned.flat().filter((pair) => pair.uncertain).length;

    latencies.sort((a, b) => a - b);
    const total = latencies.length;
    const failures = KINDS.reduce(
      (sum, kind) =>
        sum +
        Object.entries(statuses[kind])
          .filter(([status]) => !/^2|^304$/.test(status))
          .reduce((n, [, c]) => n + c, 0),
      0,
    );
    const statusText = (kind: Kind) =>
      Object.entries(statuses[kind])
        .sort()
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');

    const report: BenchReport = {
      tables: [
        {
          title: `Mixed load: ${connections} connections for ${seconds} s, ${userCount} users, ${listings.toLocaleString('en-IN')} listings`,
          columns: ['measure', 'value'],
          rows: [
            ['requests answered', total],
            ['requests per second', round(total / elapsed)],
            ['p50 latency (ms)', round(percentile(latencies, 0.5))],
            ['p99 latency (ms)', round(percentile(latencies, 0.99))],
            ['max latency (ms)', round(latencies[total - 1] ?? 0)],
            ['not 2xx (incl. errors)', failures],
            ['favourite pairs checked', checked.length],
            ['favourites not as last confirmed', mismatches.length],
            ['pairs with an unanswered write', uncertain],
          ],
        },
        { title: 'Statuses by kind', columns: ['kind', 'statuses'], rows: KINDS.map((kind) => [kind, statusText(kind) || '-']) },
      ],
      notes: [
        `load average (1 min) ${round(loadAtStart, 2)} at the start, ${round(loadAtEnd, 2)} at the end: the machine is shared.`,
        'Each (user, listing) pair is written by one connection only, so its last confirmed intent is its expected state.',
      ],
      results: {
        connections,
        seconds,
        users: userCount,
        listings,
        requests: total,
        rps: round(total / elapsed),
        p50Ms: round(percentile(latencies, 0.5)),
        p99Ms: round(percentile(latencies, 0.99)),
        statuses,
        favouritePairsChecked: checked.length,
        favouriteMismatches: mismatches.length,
        loadAverage: { start: round(loadAtStart, 2), end: round(loadAtEnd, 2) },
      },
    };
    if (mismatches.length > 0) {
      throw new Error(
        `${mismatches.length} favourite(s) differ from the user's last confirmed intent, e.g. ${JSON.stringify(mismatches.slice(0, 3))}`,
      );
    }
    return report;
  } finally {
    await stack.stop();
  }
}

export const loadSection: BenchSection = {
  name: 'load',
  description: 'mixed reads and favourite writes from many connections; final favourites checked against the last intents',
  run: runLoad,
};
