// The bearer-token guard: finds the account behind `Authorization: Bearer …` and refuses unverified phones.
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import { users, type TokenRow, type UserRow } from '../db/schema';
import { accountNotVerified, unauthenticated } from '../errors';
import { findLiveToken } from './tokens';

export interface Account {
  user: UserRow;
  accessToken: TokenRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccount` on protected routes. */
    account: Account | null;
  }
}

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The request's account; only valid inside handlers behind `requireAccount`. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw unauthenticated();
  return request.account;
}

/**
 * A preHandler that admits a live access token. Unverified accounts get 403 `account_not_verified` unless the
 * route is one they need to finish verification (`allowUnverified`).
 */
export function requireAccount(context: ServerContext, options: { allowUnverified?: boolean } = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const bearer = bearerOf(request);
    if (!bearer) throw unauthenticated();
    const now = context.now();
    const accessToken = await findLiveToken(context.db, 'access', bearer, now);
    if (!accessToken) throw unauthenticated();
    const [user] = await context.db.select().from(users).where(eq(users.id, accessToken.userId));
    if (!user) throw unauthenticated();
    if (!user.phoneVerifiedAt && !options.allowUnverified) throw accountNotVerified();
    request.account = { user, accessToken };
  };
}
