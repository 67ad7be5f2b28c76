// One-time codes by SMS: the two-step verification code and the password reset code, with cooldown and lockout.
import { accountLocale } from '../i18n/account-locale';
import { serverText } from '../i18n/server-text';
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS, LOGIN_OTP_RESEND_SECONDS, RESET_OTP_RESEND_SECONDS } from '../../contract/limits';
import type { Db } from '../db/client';
import { otps, type OtpPurpose } from '../db/schema';
import { fieldError, tooManyRequests } from '../errors';
import { otpText, type SmsSender } from '../sms';
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

/**
 * Replaces the user's code of `purpose` with a fresh one and texts it, unless the last one was sent less than the
 * cooldown ago. The conditional upsert makes the check and the write one statement, so two concurrent resends
 * cannot both send.
 */
export async function sendOtp(db: Db, sms: SmsSender, user: OtpRecipient, purpose: OtpPurpose, now: Date): Promise<OtpSendResult> {
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
  await sms.send({ phone: user.phone, purpose, code, text: serverText(await accountLocale(db, user.id), otpText(purpose, code)) });
  return { sent: true, code };
}

/** Like `sendOtp`, but a send refused by the cooldown is a 429 with the seconds left. */
export async function resendOtp(db: Db, sms: SmsSender, user: OtpRecipient, purpose: OtpPurpose, now: Date): Promise<string> {
  const result = await sendOtp(db, sms, user, purpose, now);
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
