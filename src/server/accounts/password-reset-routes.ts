// Forgotten password: reset code by SMS, single-use reset token, new password (spec 000 §4, §7).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { forgotPasswordRequest, resendResetOtpRequest, resetPasswordRequest, verifyResetOtpRequest } from '../../contract/auth';
import { RESET_TOKEN_TTL_MS } from '../../contract/limits';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { fieldError, parseBody } from '../errors';
import { bearerOf } from '../auth/guard';
import { capCodeTexts, consumeOtp, otpMessages, resendOtp, sendOtp } from '../auth/otp';
import { hashPassword } from '../auth/passwords';
import { hitAddressLimit, hitRateLimit, withinRateLimit } from '../auth/rate-limit';
import { findLiveToken, issueToken, revokeUserSessions, spendToken } from '../auth/tokens';

export const resetMessages = {
  /** The same answer whether or not the phone has an account, so the form cannot be used to find members. */
  codeSent: 'If this phone number has an account, a reset code has been sent to it.',
  codeResent: 'A new code has been sent to your phone.',
  codeVerified: 'Code verified. You can now choose a new password.',
  badResetToken: 'This password reset has expired. Please start again.',
  passwordReset: 'Your password has been reset. You can now log in.',
} as const;

export async function passwordResetRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const findUser = async (phone: string) => (await db.select().from(users).where(eq(users.phone, phone)))[0];

  app.post(endpoints.forgotPassword.path, async (request) => {
    const now = context.now();
    const body = parseBody(forgotPasswordRequest, request.body);
    await hitRateLimit(db, `forgot:${body.phone}|${request.ip}`, context.rateLimits.forgotPassword, now);
    await hitAddressLimit(db, request.ip, context.rateLimits, now);
    const user = await findUser(body.phone);
    // A code still in its cooldown, or past the hourly count of texts, is not sent; the answer stays the same.
    if (!user) await capCodeTexts(context, body.phone, request, now);
    else if (await withinRateLimit(db, `reset-texts:${body.phone}`, context.rateLimits.resetTexts, now)) {
      await sendOtp(context, user, 'reset', now, request);
    }
    return { message: resetMessages.codeSent };
  });

  app.post(endpoints.resendResetOtp.path, async (request) => {
    const now = context.now();
    const body = parseBody(resendResetOtpRequest, request.body);
    await hitRateLimit(db, `otp-resend:reset:${body.phone}`, context.rateLimits.otpResend, now);
    const user = await findUser(body.phone);
    if (user) await resendOtp(context, user, 'reset', now, request);
    else await capCodeTexts(context, body.phone, request, now);
    return { message: resetMessages.codeResent };
  });

  app.post(endpoints.verifyResetOtp.path, async (request) => {
    const now = context.now();
    const body = parseBody(verifyResetOtpRequest, request.body);
    await hitRateLimit(db, `reset-verify:${body.phone}|${request.ip}`, context.rateLimits.otpVerify, now);
    await hitAddressLimit(db, request.ip, context.rateLimits, now);
    const user = await findUser(body.phone);
    if (!user) throw fieldError('otp', otpMessages.invalid);
    await consumeOtp(db, user.id, 'reset', body.otp, now, 'otp');
    const resetToken = await issueToken(db, user.id, 'reset', RESET_TOKEN_TTL_MS, now);
    return { message: resetMessages.codeVerified, reset_token: resetToken };
  });

  app.post(endpoints.resetPassword.path, async (request) => {
    const now = context.now();
    // The body first: a typo in the new password must not spend the reset token.
    const body = parseBody(resetPasswordRequest, request.body);
    const bearer = bearerOf(request);
    const resetToken = bearer ? await findLiveToken(db, 'reset', bearer, now) : null;
    if (!resetToken) throw fieldError('reset_token', resetMessages.badResetToken);
    const passwordHash = await hashPassword(body.password);

    const done = await db.transaction(async (tx) => {
      if (!(await spendToken(tx, resetToken.id, now))) return false;
      // The reset code reached the phone, which proves it as well as the two-step code does.
      const [user] = await tx.select({ verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, resetToken.userId));
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: now, phoneVerifiedAt: user?.verifiedAt ?? now })
        .where(eq(users.id, resetToken.userId));
      // Whoever knew the old password may hold a session: end them all.
      await revokeUserSessions(tx, resetToken.userId, now);
      return true;
    });
    if (!done) throw fieldError('reset_token', resetMessages.badResetToken);
    return { message: resetMessages.passwordReset };
  });
}
