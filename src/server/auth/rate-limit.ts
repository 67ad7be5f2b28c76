// Attempt counters in the database (fixed windows), so a limit holds across every server process.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError, tooManyRequests } from '../errors';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The guarded actions; keys add the phone and/or the client address. */
export interface RateLimits {
  /** Per phone and address. */
  login: RateLimit;
  /** Per address. */
  register: RateLimit;
  /** Per account (two-step code) or per phone and address (reset code). */
  otpVerify: RateLimit;
  /** Per account or phone, on top of the resend cooldowns. */
  otpResend: RateLimit;
  /** Per phone and address. */
  forgotPassword: RateLimit;
  /**
   * Per phone: reset codes texted through forgot-password. Past it the answer stays the same (it must not tell
   * which phones have an account) but no text leaves, so nobody can run up a phone's messages or the SMS bill.
   */
  resetTexts: RateLimit;
  /** Per number: code texts (verification and reset) a number may be sent, whoever asks (anti-pumping, 429). */
  textsPerNumber: RateLimit;
  /** Per address: code texts one address may cause, to any numbers (anti-pumping, 429). */
  textsPerAddress: RateLimit;
  /**
   * Per address, over login, forgot-password and reset-code checks together: one address trying many phones.
   * Loose, because many phones share one address behind a mobile carrier's NAT.
   */
  perAddress: RateLimit;
  /**
   * Per address: share-link tokens asked for that name no link (`GET /api/tracking/{token}`). A token is 256 random
   * bits, so this is not what keeps links secret; it stops one address from hammering the lookup for nothing.
   */
  trackingLinkMisses: RateLimit;
  /**
   * Per address: every `POST /api/contact`, whatever its answer (wrong captcha, bad field, stored). The captcha alone
   * does not stop a script that keeps guessing; stored messages have their own, tighter limit (contact/options.ts).
   */
  contactAttempts: RateLimit;
  /** Per account: reports sent ("Signaler"), so nobody floods the staff desk or buries a person under reports. */
  reports: RateLimit;
  /** Per account: SOS alerts, each one texts up to three people (issue 40). */
  sos: RateLimit;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimits = {
  login: { max: 10, windowMs: MINUTE },
  register: { max: 5, windowMs: 10 * MINUTE },
  otpVerify: { max: 10, windowMs: 10 * MINUTE },
  otpResend: { max: 6, windowMs: 60 * MINUTE },
  forgotPassword: { max: 5, windowMs: 10 * MINUTE },
  resetTexts: { max: 6, windowMs: 60 * MINUTE },
  perAddress: { max: 100, windowMs: 10 * MINUTE },
  textsPerNumber: { max: 10, windowMs: 60 * MINUTE },
  textsPerAddress: { max: 30, windowMs: 60 * MINUTE },
  trackingLinkMisses: { max: 30, windowMs: 10 * MINUTE },
  contactAttempts: { max: 30, windowMs: 10 * MINUTE },
  reports: { max: 20, windowMs: 60 * MINUTE },
  sos: { max: 5, windowMs: 60 * MINUTE },
};

export function resolveRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...defaultRateLimits, ...overrides };
}

/**
 * Counts one attempt under `key`; past `limit.max` in the current window it throws 429 with the seconds left.
 * One upsert does the read-and-increment, so concurrent attempts are all counted.
 */
export async function hitRateLimit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const windowOver = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${windowOver} then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (row && row.hits > limit.max) {
    throw tooManyRequests((row.resetAt.getTime() - now.getTime()) / 1000);
  }
}

/** Counts one attempt like `hitRateLimit`, but answers false past the limit instead of refusing the request. */
export async function withinRateLimit(db: Executor, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  try {
    await hitRateLimit(db, key, limit, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}

/** Counts one credential attempt of the client address (see `perAddress`). */
export function hitAddressLimit(db: Executor, address: string, limits: RateLimits, now: Date): Promise<void> {
  return hitRateLimit(db, `address:${address}`, limits.perAddress, now);
}

/** Drops finished windows; main.ts calls it now and then so the table stays small. */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < ${now.toISOString()}::timestamptz`);
}
