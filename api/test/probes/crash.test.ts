/**
 * The server killed with SIGKILL in the middle of concurrent writes (favourite toggles, offline sync
 * batches, listing edits by an admin; enquiries by the form and the outbox), then started again on
 * the same database: every stored change must have its event and every event its change, and every
 * stored enquiry its one mail to the agency. The server runs as a child process (the same
 * entry the benchmarks use: startServer without the web app) on the test run's PostgreSQL and S3, so
 * only the API dies, as a crashed container would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { freePort } from '../../dev/ports.ts';
import { createTestDatabase } from '../harness.ts';
import { propertyForm } from '../properties.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const USERS = 3;
const PROPERTIES = 5;
/** How long the writers run before the kill, at the least; and how many writes must have landed. */
const RUN_MS = 1500;
const MIN_WRITES = 30;
/** The probe's own database connections, told apart from the server's. */
const PROBE = 'crash-probe';

let databaseUrl: string;
let dataDir: string;
let env: NodeJS.ProcessEnv;
let child: ChildProcess | null = null;
let sql: postgres.Sql;

/** Starts the server process; resolves with its URL once it says READY. */
async function startChild(): Promise<string> {
  // One server at a time: an earlier test's last one would still hold connections to the database.
  await killChild('SIGTERM');
  env.PORT = String(await freePort());
  const started = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = started;
  let errors = '';
  started.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 90 s: ${errors}`)), 90_000);
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready: ${errors}`));
    });
  });
}

async function killChild(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
  running.kill(signal);
  await exited;
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-crash-'));
  env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    // Tokens name the public URL as issuer; it must not follow the port, which changes on restart.
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: inject('s3Endpoint'),
    S3_ACCESS_KEY: inject('s3Key'),
    S3_SECRET_KEY: inject('s3Key'),
    S3_BUCKET: `crash-${randomBytes(4).toString('hex')}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_AUTH: '1000',
    // The phones below enquire far faster than people do, from one address.
    RATE_LIMIT_ENQUIRIES: '0',
    RATE_LIMIT_ENQUIRIES_IP: '0',
    LOG_LEVEL: 'silent',
  };
  sql = postgres(databaseUrl, { onnotice: () => {}, max: 2, connection: { application_name: PROBE } });
}, 120_000);

afterAll(async () => {
  await killChild('SIGTERM');
  await sql?.end();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Session {
  id: string;
  token: string;
}

async function call(base: string, pathname: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  return { status: response.status, body };
}

async function account(base: string, role: 'user' | 'admin'): Promise<Session> {
  const tag = randomBytes(4).toString('hex');
  const email = `crash${tag}@example.in`;
  const password = 'Crash-Secret-1';
  const registered = await call(base, '/users/register', {
    method: 'POST',
    json: { username: `crash_${tag}`, fullName: 'Crash Tester', email, password, mobile: '9876543210' },
  });
  expect(registered.status).toBe(201);
  if (role === 'admin') await sql`update "user" set role = 'admin' where email = ${email}`;
  const login = await call(base, '/users/login', { method: 'POST', json: { email, password } });
  expect(login.status).toBe(200);
  const data = login.body!.data as { user: { _id: string }; accessToken: string };
  return { id: data.user._id, token: data.accessToken };
}

const listing = (price: number) =>
  propertyForm({
    title: `Crash test flat ${price}`,
    price: String(price),
    sqt: String(1000 + (price % 900)),
    bedrooms: String(price % 5),
  });

/**
 * Waits until no connection but the probe's is left on the database. A backend of the killed server
 * that had a COMMIT in hand finishes it before it notices its client is gone, so until then a check
 * could see a transaction land between two of its reads.
 */
async function untilOtherBackendsGone() {
  for (const started = Date.now(); Date.now() - started < 30_000; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const [{ others }] = await sql<{ others: number }[]>`
      select count(*)::int as others from pg_stat_activity
      where datname = current_database() and application_name <> ${PROBE}`;
    if (others === 0) return;
  }
  throw new Error("the killed server's database connections did not end within 30 s");
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

type WriterState = { stop: boolean; confirmed: number; failures: string[] };

/** Writes until told to stop; counts the writes the server confirmed. Errors (the kill) end the loop. */
async function writer(work: () => Promise<{ status: number }>, state: WriterState) {
  while (!state.stop) {
    try {
      const { status } = await work();
      if (status === 200 || status === 201) state.confirmed += 1;
      else state.failures.push(`answered ${status}`);
    } catch {
      // A refused request means the server was killed: the writer stops.
      return;
    }
  }
}

/**
 * Lets the writers run (RUN_MS and MIN_WRITES confirmed, 20 s at most), kills the server with
 * SIGKILL while their requests are in flight, and checks that none of them saw a wrong answer.
 */
async function killWhileWriting(state: WriterState, loops: Promise<void>[]): Promise<void> {
  const started = Date.now();
  while ((Date.now() - started < RUN_MS || state.confirmed < MIN_WRITES) && Date.now() - started < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // SIGKILL with requests in flight: no shutdown code runs.
  await killChild('SIGKILL');
  state.stop = true;
  await Promise.all(loops);
  expect(state.failures).toEqual([]);
  expect(state.confirmed).toBeGreaterThanOrEqual(MIN_WRITES);
  await untilOtherBackendsGone();
}

describe('a server killed in the middle of writes', () => {
  let users: Session[] = [];
  let propertyIds: string[] = [];

  it('keeps every change with its event and every event with its change after a restart', { timeout: 240_000 }, async () => {
    let base = await startChild();
    const admin = await account(base, 'admin');
    users = [];
    for (let index = 0; index < USERS; index++) users.push(await account(base, 'user'));
    propertyIds = [];
    for (let index = 0; index < PROPERTIES; index++) {
      const created = await call(base, '/properties/create', { method: 'POST', json: listing(4_000_000 + index), token: admin.token });
      expect(created.status).toBe(201);
      propertyIds.push((created.body!.data as { _id: string })._id);
    }

    const state: WriterState = { stop: false, confirmed: 0, failures: [] };
    const toggle = (user: Session) => () => {
      const choice = Math.random();
      const json = choice < 0.4 ? { favorite: true } : choice < 0.8 ? { favorite: false } : undefined;
      return call(base, `/properties/${pick(propertyIds)}/favorite`, { method: 'POST', json, token: user.token });
    };
    const push = (user: Session) => () =>
      call(base, '/sync', {
        method: 'POST',
        token: user.token,
        json: {
          events: Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
            id: randomUUID(),
            type: 'favorite.set',
            propertyId: pick(propertyIds),
            favorite: Math.random() < 0.5,
            occurredAt: new Date(Date.now() - Math.floor(Math.random() * 5000)).toISOString(),
          })),
        },
      });
    const edit = () =>
      call(base, `/properties/${pick(propertyIds)}`, {
        method: 'PATCH',
        json: listing(1_000_000 + Math.floor(Math.random() * 9_000_000)),
        token: admin.token,
      });

    const loops = [
      ...users.flatMap((user) => [writer(toggle(user), state), writer(toggle(user), state), writer(push(user), state)]),
      writer(edit, state),
      writer(edit, state),
    ];
    await killWhileWriting(state, loops);

    base = await startChild();
    expect((await call(base, '/health')).status).toBe(200);

    // Favourites: each (user, property) row holds the state of its favorite.set event that takes effect
    // last (the clock rule: by effective time, not by seq, which follows transaction ids and so the order
    // in which transactions began writing); a row without events is one that never changed (inactive).
    // Both read in one snapshot, of this run's users only.
    const userIds = users.map((user) => user.id);
    const [events, rows] = await sql.begin('isolation level repeatable read read only', async (snapshot) => [
      await snapshot<{ actor: string; subject: string; favorite: boolean }[]>`
        select actor_id as actor, subject_id as subject, (payload->>'favorite')::boolean as favorite
        from events where type = 'favorite.set' and actor_id = any(${snapshot.array(userIds)}) order by occurred_at, seq`,
      await snapshot<{ user: string; property: string; active: boolean }[]>`
        select user_id as "user", property_id::text as property, active from favorites where user_id = any(${snapshot.array(userIds)})`,
    ]);
    const folded = new Map<string, boolean>();
    for (const event of events) folded.set(`${event.actor} ${event.subject}`, event.favorite);
    const stored = new Map(rows.map((row) => [`${row.user} ${row.property}`, row.active]));
    const withoutEvent = rows.filter((row) => row.active !== (folded.get(`${row.user} ${row.property}`) ?? false));
    const withoutRow = [...folded].filter(([key, favorite]) => stored.get(key) !== favorite);
    expect(events.length).toBeGreaterThan(0);
    // A disagreement comes with its row's clock and its events, to tell how it came about.
    const history = async (pairs: { user: string; property: string }[]) =>
      Promise.all(
        pairs.map(async (pair) => ({
          ...pair,
          row: await sql`select active, intent_at, updated_at from favorites where user_id = ${pair.user} and property_id = ${pair.property}`,
          events: await sql`
            select seq, id, payload->>'favorite' as favorite, occurred_at, recorded_at from events
            where type = 'favorite.set' and actor_id = ${pair.user} and subject_id = ${pair.property} order by occurred_at, seq`,
        })),
      );
    expect(withoutEvent, JSON.stringify(await history(withoutEvent))).toEqual([]);
    expect(
      withoutRow,
      JSON.stringify(await history(withoutRow.map(([key]) => ({ user: key.split(' ')[0]!, property: key.split(' ')[1]! })))),
    ).toEqual([]);

    // Listings: each row equals the payload of its last property.* event, and every created one exists.
    const lastEvents = await sql<{ subject: string; type: string; payload: Record<string, unknown> }[]>`
      select distinct on (subject_id) subject_id as subject, type, payload
      from events where type like 'property.%' order by subject_id, seq desc`;
    const properties = await sql<Record<string, unknown>[]>`
      select id::text as "_id", title, description, transaction_type as "transactionType", property_type as "propertyType",
        sub_category as "subCategory", location, address, price::float8 as price, sqt, bedrooms, bathrooms, updated_at as "updatedAt"
      from properties`;
    expect(lastEvents.map((event) => event.subject).sort()).toEqual(properties.map((row) => row._id).sort());
    for (const row of properties) {
      const last = lastEvents.find((event) => event.subject === row._id)!;
      expect(last.type).not.toBe('property.deleted');
      const fields = [
        'title',
        'description',
        'transactionType',
        'propertyType',
        'subCategory',
        'location',
        'address',
        'price',
        'sqt',
        'bedrooms',
        'bathrooms',
      ];
      expect(Object.fromEntries(fields.map((field) => [field, row[field]]))).toEqual(
        Object.fromEntries(fields.map((field) => [field, last.payload[field]])),
      );
      expect((row.updatedAt as Date).toISOString()).toBe(last.payload.updatedAt);
    }

    // Accounts: one user.registered event per account.
    const [accounts] = await sql<{ users: number; registered: number }[]>`
      select (select count(*)::int from "user") as users, (select count(*)::int from events where type = 'user.registered') as registered`;
    expect(accounts.users).toBe(accounts.registered);

    // The restarted server answers what is stored, and takes writes again.
    for (const user of users) {
      const saved = await call(base, '/favorites', { token: user.token });
      expect(saved.status).toBe(200);
      const answered = (saved.body!.data as { _id: string }[]).map((property) => property._id).sort();
      expect(answered).toEqual(
        rows
          .filter((row) => row.user === user.id && row.active)
          .map((row) => row.property)
          .sort(),
      );
    }
    expect(
      (await call(base, `/properties/${propertyIds[0]}/favorite`, { method: 'POST', json: { favorite: true }, token: users[0].token }))
        .status,
    ).toBe(200);
  });

  it('mails the agency exactly once for every enquiry it stored, acknowledged before the kill or sent again after it', async () => {
    let base = await startChild();
    const phones = [await account(base, 'user'), await account(base, 'user')];
    /** What the phones sent: each enquiry's id, how, and whether an answer acknowledged it. */
    const sent = new Map<string, { acknowledged: boolean; resend: () => Promise<boolean> }>();
    const enquiry = () => ({ name: 'Crash Tester', mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` });

    const viaForm = async (url: string, id: string, args: object) => {
      const answer = await call(url, '/enquiries', { method: 'POST', json: { id, ...args } });
      return answer.status === 201;
    };
    const viaOutbox = async (url: string, token: string, mutations: { id: string }[]) => {
      const answer = await call(url, '/sync', { method: 'POST', json: { mutations }, token });
      if (answer.status !== 200) return [];
      const { results } = answer.body!.data as { results: { id: string; status: string }[] };
      return results.filter((result) => result.status === 'applied' || result.status === 'duplicate').map((result) => result.id);
    };
    const form = async () => {
      const id = randomUUID();
      const args = enquiry();
      const entry = { acknowledged: false, resend: () => viaForm(base, id, args) };
      sent.set(id, entry);
      entry.acknowledged = await viaForm(base, id, args);
      return { status: entry.acknowledged ? 201 : 500 };
    };
    const outbox = (phone: Session) => async () => {
      const mutations = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
        id: randomUUID(),
        type: 'enquiry.create',
        args: enquiry(),
        clientTime: new Date().toISOString(),
      }));
      for (const mutation of mutations) {
        sent.set(mutation.id, { acknowledged: false, resend: async () => (await viaOutbox(base, phone.token, [mutation])).length === 1 });
      }
      const acknowledged = await viaOutbox(base, phone.token, mutations);
      for (const id of acknowledged) sent.get(id)!.acknowledged = true;
      return { status: acknowledged.length === mutations.length ? 200 : 500 };
    };

    const state: WriterState = { stop: false, confirmed: 0, failures: [] };
    const loops = [writer(form, state), writer(form, state), ...phones.map((phone) => writer(outbox(phone), state))];
    await killWhileWriting(state, loops);

    base = await startChild();
    // The phones send again what no answer acknowledged, as their outboxes do.
    for (const entry of sent.values()) if (!entry.acknowledged) entry.acknowledged = await entry.resend();
    expect([...sent.values()].filter((entry) => !entry.acknowledged)).toEqual([]);

    // One mail each, sent once or waiting in its job (the sender takes one at a time).
    const stored = await sql<{ id: string; mails: number; sentOnce: boolean; queued: boolean }[]>`
      select e.id::text as id, count(n.id)::int as mails,
        bool_or(n.sent_at is not null and n.attempts = 1) as "sentOnce",
        exists (select 1 from pgboss.job j where j.name = 'notification.send' and j.singleton_key = 'enquiry:' || e.id::text
          and j.state in ('created', 'retry', 'active')) as queued
      from enquiries e left join notifications n on n.id = 'enquiry:' || e.id::text and n.channel = 'email'
      group by e.id`;
    expect(stored.map((row) => row.id).sort()).toEqual([...sent.keys()].sort());
    expect(stored.filter((row) => row.mails !== 1 || !(row.sentOnce || row.queued))).toEqual([]);
  }, 240_000);
});
