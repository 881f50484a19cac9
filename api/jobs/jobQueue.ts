/**
 * Background work in PostgreSQL (pg-boss): sending mail now, alert matching and digests next.
 * Jobs live in the database, so several API replicas share them and a crash loses none: a job
 * whose worker died is retried once its lease expires.
 */
import PgBoss from 'pg-boss';
import type { Tx } from '../db.ts';
import type { Logger } from '../log.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /**
   * Queues `data` for `queue`; the same singleton key is queued once while it waits or runs. With
   * `tx`, the job is written in that transaction: it exists exactly when the transaction commits.
   */
  send<T extends object>(queue: string, data: T, options?: { singletonKey?: string; tx?: Tx; priority?: number }): Promise<void>;
  /** Makes sure the queue exists (a job sent in a transaction cannot create it there). */
  prepare(queue: string): Promise<void>;
  /**
   * Runs `handler` for each job, up to `batchSize` at once (a job that fails is retried alone), and
   * fetches again at once while jobs keep coming; higher `priority` jobs are taken first.
   */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: { batchSize?: number }): Promise<void>;
  /** Runs `queue` on a cron schedule in a time zone; replicas share one schedule (pg-boss's clock). */
  schedule(queue: string, cron: string, tz: string): Promise<void>;
  stop(): Promise<void>;
}

/** Retries with exponential back-off: 30 s, 1 min, 2 min, ... about an hour in all. */
const RETRIES = { retryLimit: 7, retryDelay: 30, retryBackoff: true } as const;

export async function startJobQueue(databaseUrl: string, log: Logger, options: { pollSeconds?: number } = {}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3, schema: 'pgboss' });
  boss.on('error', (error) => log.warn('job queue error', { error: String(error) }));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    // 'short' policy: at most one queued job per singleton key.
    await boss.createQueue(name, { name, policy: 'short', ...RETRIES });
    created.add(name);
  };
  return {
    async send(queue, data, { tx, ...sendOptions } = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, { ...RETRIES, ...sendOptions, ...(tx ? { db: transactionDb(tx) } : {}) });
    },
    prepare: ensureQueue,
    async schedule(queue, cron, tz) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz, ...RETRIES });
    },
    async work(queue, handler, { batchSize = 1 } = {}) {
      await ensureQueue(queue);
      // Filled in once pg-boss names the worker; its first fetch may already be running.
      const worker: { id?: string } = {};
      worker.id = await boss.work(queue, { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize }, async (jobs) => {
        const outcomes = await Promise.all(
          jobs.map((job) =>
            handler(job.data as never).then(
              () => null,
              (error: unknown) => ({ job, error }),
            ),
          ),
        );
        for (const failed of outcomes) {
          if (failed) await boss.fail(queue, failed.job.id, { message: String((failed.error as Error)?.message ?? failed.error) });
        }
        // A worker otherwise waits out its polling interval after every fetch, however many jobs wait.
        if (jobs.length > 0 && worker.id) boss.notifyWorker(worker.id);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/**
 * pg-boss's database interface over a postgres.js transaction. postgres.js learns each parameter's
 * type from the statement and serialises by it, so the job's data goes as the object itself.
 */
function transactionDb(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const rows = await tx.unsafe(text, values as never[]);
      return { rows: [...rows] };
    },
  };
}
