/**
 * Background work in PostgreSQL (pg-boss): sending mail now, alert matching and digests next.
 * Jobs live in the database, so several API replicas share them and a crash loses none: a job
 * whose worker died is retried once its lease expires.
 */
import PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  /** Queues `data` for `queue`; the same singleton key is queued once while it waits or runs. */
  send<T extends object>(queue: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
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
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, { ...RETRIES, ...sendOptions });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
