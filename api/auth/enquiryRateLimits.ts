/**
 * Enquiry limits, an hour: RATE_LIMIT_ENQUIRIES per mobile number and RATE_LIMIT_ENQUIRIES_IP per
 * client address (an office or a site's Wi-Fi is one address, hence the larger budget). Counters live
 * in PostgreSQL like the other limits (rate-limiter-flexible), so they hold across replicas.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { pgClientOf } from './rateLimits.ts';

const HOUR = 60 * 60;

const enquiriesRefused = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    `Too many enquiries in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us.`,
    'RateLimitError',
    { retryAfterSeconds },
  );
};

export interface EnquiryRateLimits {
  /** Counts one enquiry from this address and mobile number; 429 with Retry-After once either budget is spent. */
  consume(ip: string, mobile: string): Promise<void>;
}

export function enquiryRateLimits(deps: Pick<Deps, 'sql' | 'config'>): EnquiryRateLimits {
  const limiter = (keyPrefix: string, points: number) =>
    points === 0
      ? null
      : new RateLimiterPostgres({
          storeClient: pgClientOf(deps.sql),
          storeType: 'client',
          tableName: 'enquiry_rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration: HOUR,
        });
  const perIp = limiter('enquiry-ip', deps.config.enquiries.perIp);
  const perMobile = limiter('enquiry-mobile', deps.config.enquiries.perMobile);
  const consume = async (rl: RateLimiterPostgres | null, key: string) => {
    if (!rl) return;
    try {
      await rl.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw enquiriesRefused(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  };
  return {
    async consume(ip, mobile) {
      await consume(perIp, ip);
      await consume(perMobile, mobile);
    },
  };
}
