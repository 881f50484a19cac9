/**
 * Takes one visitor's beacon: refused when the browser asks not to be tracked (DNT, Sec-GPC) and
 * above RATE_LIMIT_VITALS a minute per client address; otherwise one compact row, with no address,
 * cookie or id. No event is appended: the row names nobody (docs/decisions/038-field-vitals.md).
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { VITALS_PAGES, vitalsMessages, type VitalsBeacon } from '../../contract/vitals.ts';
import { pgClientOf } from '../auth/rateLimits.ts';
import type { AppContext, Deps } from '../context.ts';
import { forbidden, tooManyRequests } from '../errors.ts';

/** Whether the request says Do Not Track or Global Privacy Control. */
export function asksNotToBeTracked(ctx: Pick<AppContext, 'get'>): boolean {
  return ctx.get('DNT') === '1' || ctx.get('Sec-GPC') === '1';
}

export interface VitalsRecorder {
  record(ctx: AppContext, beacon: VitalsBeacon): Promise<void>;
}

export function vitalsRecorder(deps: Pick<Deps, 'sql' | 'config'>): VitalsRecorder {
  const { perIpPerMinute } = deps.config.vitals;
  const limiter =
    perIpPerMinute === 0
      ? null
      : new RateLimiterPostgres({
          storeClient: pgClientOf(deps.sql),
          storeType: 'client',
          tableName: 'write_rate_limits',
          tableCreated: true,
          keyPrefix: 'vitals-ip',
          points: perIpPerMinute,
          duration: 60,
        });
  return {
    async record(ctx, beacon) {
      if (asksNotToBeTracked(ctx)) throw forbidden(vitalsMessages.doNotTrack);
      if (limiter) {
        try {
          await limiter.consume(ctx.ip);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
          throw rejection;
        }
      }
      const { LCP, INP, CLS, FCP, TTFB } = beacon.metrics;
      const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));
      await deps.sql`
        insert into web_vitals (page, locale, device, connection, lcp, inp, cls, fcp, ttfb)
        values (${VITALS_PAGES[beacon.route]}, ${beacon.locale}, ${beacon.device}, ${beacon.connection},
                ${ms(LCP)}, ${ms(INP)}, ${CLS ?? null}, ${ms(FCP)}, ${ms(TTFB)})`;
    },
  };
}
