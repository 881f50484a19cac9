/**
 * Mail section (`npm run bench -- mail`): how long a password-reset mail takes to reach the mail
 * catcher, alone and with 1,000 alert mails queued just before it. The real server runs in its own
 * process over a scratch PostgreSQL, sending through SMTP to the embedded mail catcher, which this
 * process runs and which tells the moment each mail is stored.
 *
 * Reference: a reset asked for through `POST /users/forgotPassword` with nothing queued. Queued: 1,000
 * alert mails recorded as the alert engine records them (the notifier's `emailIn`, kind 'bulk', all in
 * one transaction, each to its own reader), then at once a reset. Each is timed from the request to
 * the mail's arrival; the queued rounds also count the alert mails that arrived before the reset,
 * and time all 1,000 from their commit to the last one's arrival.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unsubscribeUrl } from '../api/alerts/unsubscribe.ts';
import { startEmbeddedMail } from '../api/dev/embeddedMail.ts';
import { freePort } from '../api/dev/ports.ts';
import { startJobQueue } from '../api/jobs/jobQueue.ts';
import { createLogger } from '../api/log.ts';
import { newMatchMail } from '../api/mail/alertMails.ts';
import { createNotifier } from '../api/notifications/notifier.ts';
import { findProperties } from '../api/queries/propertyReads.ts';
import { postJson } from './appProcess.ts';
import { startBenchStack } from './benchStack.ts';
import { quietStart, spread, spreadRow, type BenchReport, type BenchSection } from './section.ts';

const ALERTS = Number(process.env.BENCH_MAIL_ALERTS ?? 1000);
const REFERENCE_ROUNDS = Number(process.env.BENCH_MAIL_REFERENCE_ROUNDS ?? 5);
const QUEUED_ROUNDS = Number(process.env.BENCH_MAIL_ROUNDS ?? 3);
/** A round whose mail has not arrived by then has failed: the bench stops rather than wait for ever. */
const WAIT_LIMIT_MS = 10 * 60_000;
/** Quiet between rounds, so one round's last sends do not open the next. */
const PAUSE_MS = 1000;
const PUBLIC_URL = 'http://127.0.0.1';
const RESET_ADDRESS = 'reset@bench.example.in';

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Arrival {
  address: string;
  at: number;
}

/** Every mail the catcher stores, with the time it was stored, and waits on them. */
function arrivals(onMail: (listener: (to: string[]) => void) => void) {
  const seen: Arrival[] = [];
  const waiters = new Set<() => void>();
  onMail((to) => {
    const at = performance.now();
    for (const address of to) seen.push({ address, at });
    for (const check of [...waiters]) check();
  });
  /** Resolves with the arrivals once `done` says they are complete, or fails after WAIT_LIMIT_MS. */
  const until = <T>(what: string, done: () => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const result = done();
        if (result === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what}: not arrived within ${WAIT_LIMIT_MS / 1000} s`));
      }, WAIT_LIMIT_MS);
      waiters.add(check);
      check();
    });
  return {
    /** The time of the first mail to `address` that arrives from now on. */
    next(address: string): Promise<number> {
      const from = seen.length;
      return until(`a mail to ${address}`, () => seen.slice(from).find((arrival) => arrival.address === address)?.at);
    },
    /** The time the last of `count` mails to addresses starting with `prefix` arrived. */
    all(prefix: string, count: number): Promise<number> {
      return until(`${count} mails to ${prefix}…`, () => {
        const mine = seen.filter((arrival) => arrival.address.startsWith(prefix));
        return mine.length >= count ? mine.at(-1)!.at : undefined;
      });
    },
    /** Mails to addresses starting with `prefix` that arrived by `at`. */
    countBy(prefix: string, at: number): number {
      return seen.filter((arrival) => arrival.address.startsWith(prefix) && arrival.at <= at).length;
    },
  };
}

async function runMailBench(): Promise<BenchReport> {
  const start = quietStart('mail delays timed on a busy machine are not comparable, so the mail bench does not report them');
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-bench-mail-'));
  const catcher = await startEmbeddedMail({ smtpPort: await freePort(), uiPort: await freePort(), dir: mailDir });
  const inbox = arrivals((listener) => catcher.onMail(listener));
  const stack = await startBenchStack({
    name: 'mail',
    listings: 20,
    pool: 4,
    env: { SMTP_URL: catcher.smtpUrl, RATE_LIMIT_AUTH: '1000' },
  }).catch(async (error: unknown) => {
    await catcher.stop();
    throw error;
  });
  const log = createLogger('error');
  const jobs = await startJobQueue(stack.databaseUrl, log);
  try {
    const { sql, app } = stack;
    // The bench's notifier only records and queues; the server's own sender sends.
    const notifier = createNotifier({ sql, jobs, mailer: null, log, mailDomain: '127.0.0.1' });
    await jobs.prepare('notification.send');

    const post = (pathname: string, body: unknown) => postJson(app.url, pathname, body);
    await post('/users/register', {
      username: 'bench_reset',
      fullName: 'Bench Reset',
      email: RESET_ADDRESS,
      password: 'bench-secret',
      mobile: '9876543210',
    });
    /** Asks for a reset and answers the milliseconds until its mail arrived, and when. */
    const timedReset = async () => {
      const arrived = inbox.next(RESET_ADDRESS);
      const asked = performance.now();
      await post('/users/forgotPassword', { email: RESET_ADDRESS });
      const at = await arrived;
      return { ms: at - asked, at };
    };

    const [propertyId] = (await sql<{ id: string }[]>`select id::text from properties order by created_at limit 1`).map((row) => row.id);
    const property = (await findProperties(sql, [propertyId!], null)).get(propertyId!)!;
    const unsubscribeKey = randomBytes(32);

    const reference: number[] = [];
    for (let index = 0; index < REFERENCE_ROUNDS; index += 1) {
      reference.push((await timedReset()).ms);
      await pause(PAUSE_MS);
    }

    const queued = { resetMs: [] as number[], sentBefore: [] as number[], allSeconds: [] as number[], queueingSeconds: [] as number[] };
    for (let index = 0; index < QUEUED_ROUNDS; index += 1) {
      const prefix = `alert-${index}-`;
      const queueing = performance.now();
      await sql.begin(async (tx) => {
        for (let alert = 0; alert < ALERTS; alert += 1) {
          const reader = { email: `${prefix}${alert}@bench.example.in`, name: `Reader ${alert}`, locale: null };
          const links = {
            publicUrl: PUBLIC_URL,
            unsubscribeUrl: unsubscribeUrl(PUBLIC_URL, unsubscribeKey, { userId: `reader-${alert}`, scope: 'all' }),
          };
          await notifier.emailIn(tx, `alert:bench:${index}:${alert}`, newMatchMail(reader, 'Vesu 3 BHK', property, links), 'bulk');
        }
      });
      const committed = performance.now();
      const allSent = inbox.all(prefix, ALERTS);
      const reset = await timedReset();
      queued.resetMs.push(reset.ms);
      queued.sentBefore.push(inbox.countBy(prefix, reset.at));
      queued.allSeconds.push(((await allSent) - committed) / 1000);
      queued.queueingSeconds.push((committed - queueing) / 1000);
      await pause(PAUSE_MS);
    }
    const loadAtEnd = os.loadavg()[0]!;

    const results = {
      alerts: ALERTS,
      referenceMs: spread(reference.map((ms) => round(ms))),
      queued: {
        resetMs: spread(queued.resetMs.map((ms) => round(ms))),
        alertsSentBeforeReset: spread(queued.sentBefore),
        allAlertsSeconds: spread(queued.allSeconds.map((s) => round(s, 1))),
        queueingSeconds: spread(queued.queueingSeconds.map((s) => round(s, 1))),
      },
      loadAverage: { start: round(start.load, 2), end: round(loadAtEnd, 2) },
    };
    const thousand = ALERTS.toLocaleString('en-IN');
    return {
      tables: [
        {
          title: `A password-reset mail, alone and behind ${thousand} queued alert mails`,
          columns: ['measure', 'median', 'max', 'runs'],
          rows: [
            spreadRow('reset mail, nothing queued (ms)', results.referenceMs),
            spreadRow(`reset mail, ${thousand} alert mails queued just before (ms)`, results.queued.resetMs),
            spreadRow(`alert mails arrived before the reset`, results.queued.alertsSentBeforeReset),
            spreadRow(`all ${thousand} alert mails, commit to last arrival (s)`, results.queued.allAlertsSeconds),
            spreadRow(`recording ${thousand} alert mails in one transaction (s)`, results.queued.queueingSeconds),
          ],
        },
      ],
      notes: [
        `load average (1 min) ${results.loadAverage.start} at the start, ${results.loadAverage.end} at the end: the machine is shared`,
        'timed from the reset request to the moment the mail catcher stored the mail; the server, PostgreSQL and the catcher share the same cores',
        ...(start.results ? [] : [`NOT RESULTS: the run started with a load average of ${results.loadAverage.start}`]),
      ],
      results,
      record: start.results,
    };
  } finally {
    await jobs.stop();
    await stack.stop();
    await catcher.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  }
}

export const mailSection: BenchSection = {
  name: 'mail',
  description: `a password-reset mail's delay, alone and with ${ALERTS.toLocaleString('en-IN')} alert mails queued before it`,
  run: runMailBench,
};
