/**
 * Enquiry limits, an hour: RATE_LIMIT_ENQUIRIES per mobile number, RATE_LIMIT_ENQUIRIES_IP per
 * client address (an office or a site's Wi-Fi is one address, hence the larger budget) and as many
 * per account (moving between addresses gains a signed-in caller nothing). The writer of an enquiry
 * spends them, whichever way it came (the form, the outbox), in the enquiry's own transaction: the
 * counters' rows are locked until it commits, so parallel requests cannot slip past a budget. The
 * counters keep rate-limiter-flexible's table and keys (a fixed window from the first enquiry).
 */
import type { Config } from '../config.ts';
import type { Tx } from '../db.ts';
import { ApiError } from '../errors.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Who an enquiry is counted against; an absent address or account is not counted. */
export interface EnquiryCounts {
  ip: string | null;
  mobile: string;
  userId: string | null;
}

/** The refusal the form shows, with when to try again. */
export interface EnquiryRefusal {
  reason: string;
  retryAfterSeconds: number;
}

export function enquiriesRefusedReason(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many enquiries in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us.`;
}

/** The refusal as the HTTP answer: 429 with Retry-After. */
export const enquiriesRefused = ({ reason, retryAfterSeconds }: EnquiryRefusal) =>
  new ApiError(429, reason, 'RateLimitError', { retryAfterSeconds });

/** Counts one enquiry against one budget; the seconds until it refills when this one is over it, else null. */
async function spend(tx: Tx, key: string, points: number): Promise<number | null> {
  if (points === 0) return null;
  const now = Date.now();
  const [row] = await tx<{ points: number; expire: string }[]>`
    insert into enquiry_rate_limits (key, points, expire) values (${key}, 1, ${now + HOUR_MS})
    on conflict (key) do update set
      points = case when enquiry_rate_limits.expire <= ${now} then 1 else enquiry_rate_limits.points + 1 end,
      expire = case when enquiry_rate_limits.expire <= ${now} then ${now + HOUR_MS} else enquiry_rate_limits.expire end
    returning points, expire`;
  if (row.points <= points) return null;
  return Math.max(1, Math.ceil((Number(row.expire) - now) / 1000));
}

/**
 * Spends one enquiry of the address's, the mobile number's and the account's budgets, in that order
 * and in the caller's transaction; the refusal once one is spent (the budgets after it are not
 * counted). A refused enquiry counts too: the caller commits the counts whether or not it stores it.
 */
export async function spendEnquiryBudgets(
  tx: Tx,
  limits: Config['enquiries'],
  who: EnquiryCounts,
  /** Whose budgets: enquiries', or owners' offers' (the same sizes, counted apart). */
  kind: 'enquiry' | 'offer' = 'enquiry',
): Promise<EnquiryRefusal | null> {
  const budgets: [string | null, number][] = [
    [who.ip === null ? null : `${kind}-ip:${who.ip}`, limits.perIp],
    [`${kind}-mobile:${who.mobile}`, limits.perMobile],
    [who.userId === null ? null : `${kind}-user:${who.userId}`, limits.perIp],
  ];
  for (const [key, points] of budgets) {
    if (key === null) continue;
    const retryAfterSeconds = await spend(tx, key, points);
    if (retryAfterSeconds !== null) return { reason: enquiriesRefusedReason(retryAfterSeconds), retryAfterSeconds };
  }
  return null;
}
