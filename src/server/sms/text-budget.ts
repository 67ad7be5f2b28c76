// The daily budget of texts (`SMS_DAILY_LIMIT`), counted across processes: past it nothing is sent, and staff are told.
import { eq } from 'drizzle-orm';
import { tunisDate, tunisDayRange } from '../../contract/tunis-time';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { hitRateLimit } from '../auth/rate-limit';

/** The counter's key for the Tunis day of `now`: a new day starts a new count at midnight in Tunis. */
export const budgetKey = (now: Date) => `texts-day:${tunisDate(now.getTime())}`;

/**
 * Counts one text against today's budget; past it throws 429 with the seconds until midnight in Tunis. The count
 * is one upsert, so two processes cannot both take the last text.
 */
export async function spendFromBudget(executor: Executor, dailyLimit: number | null, now: Date): Promise<void> {
  if (dailyLimit === null) return;
  const { end } = tunisDayRange(tunisDate(now.getTime()));
  await hitRateLimit(executor, budgetKey(now), { max: dailyLimit, windowMs: Date.parse(end) - now.getTime() }, now);
}

/** Texts counted today (refused ones included): what the staff desk shows beside the limit. */
export async function spentToday(executor: Executor, now: Date): Promise<number> {
  const [row] = await executor
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, budgetKey(now)));
  return row?.hits ?? 0;
}
