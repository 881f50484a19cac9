/**
 * The alert engine's running parts in one process: the matcher every ALERT_INTERVAL_SECONDS (so
 * instant alerts go out within a minute; replicas take turns through the cursor's lock), and the
 * digest schedules at 09:00 Asia/Kolkata (daily; weekly on Mondays) through pg-boss, which runs each
 * scheduled job once however many replicas there are.
 */
import { runAlertMatcher } from './alertMatcher.ts';
import type { AlertDeps, Alerts } from './alerts.ts';
import { sendDigests } from './digests.ts';
import { readUnsubscribeToken } from './unsubscribe.ts';

export type { AlertDeps, Alerts };

export const DIGEST_TIME_ZONE = 'Asia/Kolkata';
export const digestSchedules = {
  daily: { queue: 'alerts.digest.daily', cron: '0 9 * * *' },
  weekly: { queue: 'alerts.digest.weekly', cron: '0 9 * * 1' },
} as const;

export function createAlerts(deps: AlertDeps): Alerts {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const match = async () => {
    let total = { events: 0, matches: 0, priceDrops: 0 };
    for (let round = 0; round < 20; round += 1) {
      const outcome = await runAlertMatcher(deps);
      if (!outcome) return round === 0 ? null : total;
      total = {
        events: total.events + outcome.events,
        matches: total.matches + outcome.matches,
        priceDrops: total.priceDrops + outcome.priceDrops,
      };
      if (outcome.events < 500) break;
    }
    return total;
  };
  return {
    match,
    digest: (frequency, now) => sendDigests(deps, frequency, now),
    readUnsubscribe: (token) => readUnsubscribeToken(deps.unsubscribeKey, token),
    async start(intervalSeconds) {
      for (const frequency of ['daily', 'weekly'] as const) {
        const { queue, cron } = digestSchedules[frequency];
        await deps.jobs.work(queue, async () => {
          await sendDigests(deps, frequency);
        });
        await deps.jobs.schedule(queue, cron, DIGEST_TIME_ZONE);
      }
      if (intervalSeconds > 0) {
        timer = setInterval(() => {
          running = match().catch((error) => deps.log.warn('alert matching failed', { error: String(error) }));
        }, intervalSeconds * 1000);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
