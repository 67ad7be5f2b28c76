// Account routes: register, login, refresh, logout and the current user (spec 000 §4, §7).
import { askedLocale } from '../i18n/request-locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { loginRequest, refreshRequest, registerRequest } from '../../contract/auth';
import type { ServerContext } from '../context';
import { isUniqueViolation } from '../db/client';
import { users } from '../db/schema';
import { fieldError, HttpError, parseBody, unauthenticated } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { capCodeTexts, replaceAndText, sendOtp } from '../auth/otp';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import { hitAddressLimit, hitRateLimit } from '../auth/rate-limit';
import { refreshSession } from '../auth/refresh';
import { issueSession, revokeSession } from '../auth/tokens';
import { suspended, suspensionOf } from '../safety/suspension';
import { userWithRole } from '../user-json';

export const authMessages = {
  registered: 'Registration successful. Enter the code sent to your phone.',
  loggedIn: 'Login successful.',
  loggedInUnverified: 'Login successful. Enter the code sent to your phone to verify your account.',
  badCredentials: 'These credentials do not match our records.',
  phoneTaken: 'The phone has already been taken.',
  refreshed: 'Token refreshed.',
  loggedOut: 'Logged out successfully.',
  currentUser: 'User retrieved successfully.',
} as const;

export async function authRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  app.post(endpoints.register.path, async (request, reply) => {
    const now = context.now();
    await hitRateLimit(db, `register:${request.ip}`, context.rateLimits.register, now);
    const body = parseBody(registerRequest, request.body);
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, body.phone));
    if (taken) throw fieldError('phone', authMessages.phoneTaken);
    await capCodeTexts(context, body.phone, request, now);
    const passwordHash = await hashPassword(body.password);

    const data = await db
      .transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          // The language the person signed up in (the app sends its own): their code's text and later notifications use it.
          .values({
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone,
            passwordHash,
            locale: askedLocale(request),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const session = await issueSession(tx, user!.id, now);
        // In the same transaction: an account refused its text (the daily budget) is not created either.
        await replaceAndText(tx, context, { id: user!.id, phone: user!.phone }, 'verify', now, request);
        return { ...(await userWithRole(tx, user!)), token: session.token, refresh_token: session.refreshToken };
      })
      .catch((error: unknown) => {
        // Two registrations of one phone at once: the unique index decides, the loser sees the usual 422.
        throw isUniqueViolation(error) ? fieldError('phone', authMessages.phoneTaken) : error;
      });
    return reply.code(201).send({ message: authMessages.registered, data });
  });

  app.post(endpoints.login.path, async (request) => {
    const now = context.now();
    const body = parseBody(loginRequest, request.body);
    await hitRateLimit(db, `login:${body.phone}|${request.ip}`, context.rateLimits.login, now);
    await hitAddressLimit(db, request.ip, context.rateLimits, now);
    const [user] = await db.select().from(users).where(eq(users.phone, body.phone));
    const valid = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDecoy(body.password);
    if (!user || !valid) throw fieldError('password', authMessages.badCredentials);
    // Told only to who knows the password: a suspension is nobody else's business.
    const suspension = suspensionOf(user, now);
    if (suspension) throw suspended(suspension.until);

    const session = await issueSession(db, user.id, now);
    // An unverified account still logs in (it must reach verify-otp); it gets a fresh code unless one is on its way.
    // Past the caps on texts, the person still logs in; the code they were sent last is still the one to type.
    if (!user.phoneVerifiedAt) await sendOtp(context, user, 'verify', now, request).catch(unlessTooMany);
    return {
      message: user.phoneVerifiedAt ? authMessages.loggedIn : authMessages.loggedInUnverified,
      data: { ...(await userWithRole(db, user)), token: session.token, refresh_token: session.refreshToken },
    };
  });

  app.post(endpoints.refresh.path, async (request) => {
    const now = context.now();
    const body = parseBody(refreshRequest, request.body);
    const data = await db.transaction(async (tx) => {
      // Single use, with a short grace for an answer lost on the way back; a later replay revokes its family.
      const refreshed = await refreshSession(tx, body.refresh_token, now);
      if (!refreshed) return null;
      return { ...(await userWithRole(tx, refreshed.userId)), token: refreshed.token, refresh_token: refreshed.refreshToken };
    });
    if (!data) throw unauthenticated();
    return { message: authMessages.refreshed, data };
  });

  app.post(endpoints.logout.path, { preHandler: requireAccount(context, { allowUnverified: true }) }, async (request) => {
    await revokeSession(db, accountOf(request).accessToken.id, context.now());
    return { message: authMessages.loggedOut };
  });

  app.get(endpoints.currentUser.path, { preHandler: requireAccount(context, { allowUnverified: true }) }, async (request) => {
    return { message: authMessages.currentUser, data: await userWithRole(db, accountOf(request).user) };
  });
}

/** A 429 (the caps on texts) is no reason to refuse a sign-in: anything else still is. */
function unlessTooMany(error: unknown): void {
  if (!(error instanceof HttpError && error.status === 429)) throw error;
}
