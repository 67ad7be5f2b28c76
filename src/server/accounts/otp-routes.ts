// Two-step verification of the phone: check the SMS code and send a new one (spec 000 §4, §9).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { verifyOtpRequest } from '../../contract/auth';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { fieldError, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { consumeOtp, resendOtp } from '../auth/otp';
import { hitRateLimit } from '../auth/rate-limit';
import { userWithRole } from '../user-json';

export const otpRouteMessages = {
  verified: 'Your phone number has been verified.',
  alreadyVerified: 'Your phone number is already verified.',
  resent: 'A new code has been sent to your phone.',
} as const;

export async function otpRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  // Both calls are for accounts that are not verified yet: that is what they are for.
  const unverifiedAllowed = requireAccount(context, { allowUnverified: true });

  app.post(endpoints.verifyOtp.path, { preHandler: unverifiedAllowed }, async (request) => {
    const now = context.now();
    const { user } = accountOf(request);
    await hitRateLimit(db, `otp-verify:${user.id}`, context.rateLimits.otpVerify, now);
    const body = parseBody(verifyOtpRequest, request.body);
    if (user.phoneVerifiedAt) return { message: otpRouteMessages.alreadyVerified, data: await userWithRole(db, user) };

    await consumeOtp(db, user.id, 'verify', body.two_factor_code, now, 'two_factor_code');
    const [verified] = await db.update(users).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
    return { message: otpRouteMessages.verified, data: await userWithRole(db, verified!) };
  });

  app.post(endpoints.resendOtp.path, { preHandler: unverifiedAllowed }, async (request) => {
    const now = context.now();
    const { user } = accountOf(request);
    await hitRateLimit(db, `otp-resend:verify:${user.id}`, context.rateLimits.otpResend, now);
    if (user.phoneVerifiedAt) throw fieldError('phone', otpRouteMessages.alreadyVerified);
    const code = await resendOtp(context, user, 'verify', now, request);
    // The spec shows the code as a toast; outside production that is how a tester without a phone gets it.
    return context.production ? { message: otpRouteMessages.resent } : { message: otpRouteMessages.resent, otp: code };
  });
}
