/**
 * `npx tsx bench/todayProfile.ts [out-dir]`: where an advisor's Today (`GET /agents/me/today`) spends
 * its time, in the API bench's world of 50,000 leads (`agentWithLeads`). First each of the route's
 * statements alone, one call at a time (median and p90 of 300). Then in rounds: ten requests at the
 * same moment (`bursts`) with the CPU time each process spent a request, read from /proc (the app,
 * every PostgreSQL process, this client), and requests at random moments ten a second (`arrivals`,
 * the goal's reading: docs/decisions/049-today-goal-reading.md), each beside the route's statements
 * run bare the same way. The app's CPU profile (`node --cpu-prof`, written to out-dir when it stops)
 * is read for the bursts alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agencyDate } from '../contract/enquiries.ts';
import { currentStaff } from '../api/auth/guards.ts';
import { freePort } from '../api/dev/ports.ts';
import { today } from '../api/queries/todayReads.ts';
import { agentVisitsOn } from '../api/queries/visitReads.ts';
import { agentWithLeads, arrivals, bursts, OFFICE_CONNECTIONS, OFFICE_RATE, signedInUser, todayOpener } from './api.ts';
import { startBenchStack } from './benchStack.ts';
import { topFrames } from './cpuProfile.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const outDir = path.resolve(process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'today-profile-')));
fs.mkdirSync(outDir, { recursive: true });
const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const ms = (value: number) => value.toFixed(1);

/** Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ 100). */
const TICK_MS = 10;

/** CPU time in ms (user and system, and system alone) of the processes `which` picks, from /proc. */
function cpuOf(which: (pid: number, command: string) => boolean): { total: number; system: number } {
  const sum = { total: 0, system: 0 };
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!which(pid, command)) continue;
    // After the command: state is field 3 of stat(5), utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, system] = [Number(fields[11]), Number(fields[12])];
    sum.total += (user + system) * TICK_MS;
    sum.system += system * TICK_MS;
  }
  return sum;
}

/** Median and p90 of 300 calls one after another. */
async function oneAtATime(name: string, call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const at = performance.now();
    await call();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${ms(times[150]!)} ms, p90 ${ms(times[270]!)} ms`);
}

const stack = await startBenchStack({
  name: 'today',
  listings: LISTINGS,
  pool: 10,
  env: { EMBEDDED_SMTP_PORT: String(await freePort()), EMBEDDED_MAIL_UI_PORT: String(await freePort()) },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${outDir}`],
});
const windows: [number, number][] = [];
let requests = 0;
try {
  const { sql, app } = stack;
  const user = await signedInUser(app.url, sql);
  const agent = await agentWithLeads(app.url, sql, user.userId);
  const openToday = todayOpener(app.url, agent.token);
  const [session] = await sql<{ id: string }[]>`select id from session where "userId" = ${agent.agentId}`;
  const actor = { id: agent.agentId, role: 'agent' as const };
  const deps = { sql, consentLinkKey: Buffer.alloc(32) };
  // The staff check of every agent's request (api/auth/guards.ts).
  const staffCheck = () => currentStaff({ sql }, { ...actor, sessionId: session!.id });
  // The route's statements, bare: the staff check, then the lists (with the access-log row) beside the day's visits.
  const bare = async () => {
    await staffCheck();
    const now = new Date();
    await Promise.all([today(sql, agent.agentId, now, {}, actor), agentVisitsOn(deps, agent.agentId, agencyDate(now))]);
  };
  await bursts(2, OFFICE_CONNECTIONS, openToday);
  await bursts(2, OFFICE_CONNECTIONS, bare);

  await oneAtATime('the route', openToday);
  await oneAtATime('staff check', staffCheck);
  await oneAtATime('lists', () => today(sql, agent.agentId, new Date(), {}));
  await oneAtATime('lists and their access-log row', () => today(sql, agent.agentId, new Date(), {}, actor));
  await oneAtATime("the day's visits", () => agentVisitsOn(deps, agent.agentId, agencyDate(new Date())));
  await oneAtATime('select 1 (a round trip)', () => sql`select 1`);
  const answer = await (
    await fetch(`${app.url}/api/v1/agents/me/today`, { headers: { Authorization: `Bearer ${agent.token}` } })
  ).arrayBuffer();
  console.log(`the answer: ${answer.byteLength.toLocaleString('en-IN')} bytes`);

  console.log(`\nload average at the start: ${loadAverage().join(' / ')}`);
  const appPid = app.child.pid!;
  const cpu = () => ({
    app: cpuOf((pid) => pid === appPid),
    postgres: cpuOf((_, command) => command === 'postgres'),
    client: process.cpuUsage(),
  });
  for (let round = 0; round < ROUNDS; round++) {
    const from = monotonicMicros();
    const before = cpu();
    const atOnce = await bursts(SECONDS, OFFICE_CONNECTIONS, openToday);
    const after = cpu();
    windows.push([from, monotonicMicros()]);
    requests += atOnce.requests;
    const each = (value: number) => (value / atOnce.requests).toFixed(2);
    const clientMs = (after.client.user + after.client.system - before.client.user - before.client.system) / 1000;
    const atOnceBare = await bursts(SECONDS, OFFICE_CONNECTIONS, bare);
    const atRate = await arrivals(SECONDS * 3, OFFICE_RATE, openToday);
    const atRateBare = await arrivals(SECONDS * 3, OFFICE_RATE, bare);
    console.log(
      `round ${round + 1} (load ${loadAverage()[0]}):\n` +
        `  ten at once: route p50 ${ms(atOnce.p50)} p99 ${ms(atOnce.p99)} ms (${atOnce.requests} requests, ${atOnce.errors} errors); bare p50 ${ms(atOnceBare.p50)} p99 ${ms(atOnceBare.p99)} ms\n` +
        `  CPU a request: app ${each(after.app.total - before.app.total)} ms (system ${each(after.app.system - before.app.system)}), ` +
        `PostgreSQL ${each(after.postgres.total - before.postgres.total)} ms (system ${each(after.postgres.system - before.postgres.system)}), this client ${each(clientMs)} ms\n` +
        `  ${OFFICE_RATE} a second at random moments: route p50 ${ms(atRate.p50)} p99 ${ms(atRate.p99)} ms (${atRate.requests} requests); bare p50 ${ms(atRateBare.p50)} p99 ${ms(atRateBare.p99)} ms`,
    );
  }
} finally {
  await stack.stop();
}
const profile = fs.readdirSync(outDir).find((file) => file.endsWith('.cpuprofile'));
if (profile) {
  const { busy, frames } = topFrames(path.join(outDir, profile), windows, 30);
  console.log(`\nthe app: ${(busy / requests).toFixed(0)} µs busy a request (${requests} requests, ten at once), by self time:`);
  for (const { share, frame } of frames) console.log(`${share.toFixed(1).padStart(5)}%  ${frame}`);
}
