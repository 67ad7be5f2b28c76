// One-time codes by SMS: the two-step verification code and the password reset code, with cooldown and lockout.
import { accountLocale } from '../i18n/account-locale';
import { serverText } from '../i18n/server-text';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, LOGIN_OTP_RESEND_SECONDS, RESET_OTP_RESEND_SECONDS } from '../../contract/limits';
import type { Db, Executor } from '../db/client';
import { otps, type OtpPurpose } from '../db/schema';
import { fieldError, tooManyRequests } from '../errors';
import { otpText } from '../sms/otp-text';
import { queueText, type TextServices } from '../sms/queue-text';
import { hitRateLimit, type RateLimits } from './rate-limit';
import { randomDigits, sha256 } from './secrets';

export const otpMessages = {
  invalid: 'The code is invalid.',
  expired: 'This code has expired. Please request a new one.',
  locked: 'Too many wrong codes. Please request a new code.',
  missing: 'No code is pending. Please request a new one.',
  cooldown: 'Please wait before requesting a new code.',
} as const;

/** Seconds between two sends: the countdown the spec shows on each modal, enforced here too. */
export const OTP_COOLDOWN_SECONDS: Record<OtpPurpose, number> = {
  verify: LOGIN_OTP_RESEND_SECONDS,
  reset: RESET_OTP_RESEND_SECONDS,
};

const codeHash = (userId: number, purpose: OtpPurpose, code: string) => sha256(`${userId}:${purpose}:${code}`);

export interface OtpRecipient {
  id: number;
  phone: string;
}

export type OtpSendResult = { sent: true; code: string } | { sent: false; retryAfterSeconds: number };

/** What texting a code needs: the database, the texts' providers and queue, and the limits. */
export type OtpServices = TextServices & { db: Db; rateLimits: RateLimits };

/** Who asks for a code: the client's address (the caps count it) and the request's id (it follows the text's job). */
export interface CodeRequest {
  ip: string;
  id: string;
}

/**
 * The caps on code texts, before anything is written: per number and per address an hour, across processes (429
 * with Retry-After). Counted whether or not the number has an account, so the answer tells nothing about that.
 */
export async function capCodeTexts(services: OtpServices, phone: string, request: CodeRequest, now: Date): Promise<void> {
  await hitRateLimit(services.db, `texts-number:${phone}`, services.rateLimits.textsPerNumber, now);
  await hitRateLimit(services.db, `texts-address:${request.ip}`, services.rateLimits.textsPerAddress, now);
}

/**
 * Replaces the user's code of `purpose` with a fresh one and texts it, unless the last one was sent less than the
 * cooldown ago. The conditional upsert makes the check and the write one statement, so two concurrent resends
 * cannot both send. The code and its text are written in one transaction: a text refused by the daily budget (429)
 * leaves the previous code in place.
 */
export async function sendOtp(
  services: OtpServices,
  user: OtpRecipient,
  purpose: OtpPurpose,
  now: Date,
  request: CodeRequest,
  options: { capsChecked?: boolean } = {},
): Promise<OtpSendResult> {
  if (!options.capsChecked) await capCodeTexts(services, user.phone, request, now);
  return services.db.transaction((tx) => replaceAndText(tx, services, user, purpose, now, request));
}

/** `sendOtp` inside a transaction already open (registration: no account without its code's text), caps checked before. */
export async function replaceAndText(
  db: Executor,
  services: OtpServices,
  user: OtpRecipient,
  purpose: OtpPurpose,
  now: Date,
  request: CodeRequest,
): Promise<OtpSendResult> {
  const code = randomDigits(OTP_LENGTH);
  const cooldownStart = new Date(now.getTime() - OTP_COOLDOWN_SECONDS[purpose] * 1000);
  const fresh = {
    codeHash: codeHash(user.id, purpose, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    sentAt: now,
    consumedAt: null,
  };
  const written = await db
    .insert(otps)
    .values({ userId: user.id, purpose, ...fresh })
    .onConflictDoUpdate({
      target: [otps.userId, otps.purpose],
      set: fresh,
      setWhere: or(lte(otps.sentAt, cooldownStart), isNotNull(otps.consumedAt)),
    })
    .returning({ id: otps.id });
  if (written.length === 0) {
    const [current] = await db
      .select({ sentAt: otps.sentAt })
      .from(otps)
      .where(and(eq(otps.userId, user.id), eq(otps.purpose, purpose)));
    const readyAt = (current?.sentAt.getTime() ?? 0) + OTP_COOLDOWN_SECONDS[purpose] * 1000;
    return { sent: false, retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)) };
  }
  const body = serverText(await accountLocale(db, user.id), otpText(purpose, code));
  await queueText(db, services, { phone: user.phone, purpose, body, requestId: request.id }, now, { overBudget: 'refuse' });
  return { sent: true, code };
}

/** Like `sendOtp`, but a send refused by the cooldown is a 429 with the seconds left. */
export async function resendOtp(services: OtpServices, user: OtpRecipient, purpose: OtpPurpose, now: Date, request: CodeRequest): Promise<string> {
  const result = await sendOtp(services, user, purpose, now, request);
  if (!result.sent) throw tooManyRequests(result.retryAfterSeconds, otpMessages.cooldown);
  return result.code;
}

/**
 * Checks a code and spends it. Wrong codes count; after OTP_MAX_ATTEMPTS the code is locked until a new one is
 * sent. Every refusal is a 422 on `field`, the form field the code was typed in.
 */
export async function consumeOtp(db: Db, userId: number, purpose: OtpPurpose, code: string, now: Date, field: string): Promise<void> {
  const [otp] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)));
  if (!otp || otp.consumedAt) throw fieldError(field, otpMessages.missing);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw fieldError(field, otpMessages.locked);
  if (otp.expiresAt.getTime() <= now.getTime()) throw fieldError(field, otpMessages.expired);

  const hash = codeHash(userId, purpose, code);
  if (hash !== otp.codeHash) {
    const [counted] = await db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(eq(otps.id, otp.id))
      .returning({ attempts: otps.attempts });
    const locked = (counted?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS;
    throw fieldError(field, locked ? otpMessages.locked : otpMessages.invalid);
  }
  // Spent only if still unspent and unlocked: two concurrent verifications of one code cannot both pass.
  const spent = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.id, otp.id), eq(otps.codeHash, hash), sql`${otps.consumedAt} is null`, sql`${otps.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: otps.id });
  if (spent.length === 0) throw fieldError(field, otpMessages.invalid);
}
