// The bearer-token guard: finds the account behind `Authorization: Bearer …` and refuses unverified phones.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerContext } from '../context';
import type { Executor } from '../db/client';
import { tokens, users, type TokenRow, type UserRow } from '../db/schema';
import { accountNotVerified, unauthenticated } from '../errors';
import { preparedPer } from '../db/prepared';
import { sha256 } from './secrets';
import { isLiveToken, parsePresented } from './tokens';

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
    const account = await findAccount(context.db, bearer, context.now());
    if (!account) throw unauthenticated();
    if (!account.user.phoneVerifiedAt && !options.allowUnverified) throw accountNotVerified();
    request.account = account;
  };
}

/** The live access token presented (with its id, or by its secret alone) and its account: `accountStatement`. */
function accountQuery(executor: Executor, withId: boolean) {
  return executor
    .select({ accessToken: tokens, user: users })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(isLiveToken('access', { hash: sql.placeholder('hash'), id: withId ? sql.placeholder('id') : null, now: sql.placeholder('now') }))
    .limit(1);
}

/**
 * Prepared, per database handle and shape: every signed-in request asks this first, and built and planned anew each
 * time it cost the server the query's building and PostgreSQL three times its execution in planning (a booking's
 * statements, pg_stat_statements: 198 µs planned for 61 µs run).
 */
const accountStatement = preparedPer((executor) => ({
  withId: accountQuery(executor, true).prepare('account_by_token_id'),
  bySecret: accountQuery(executor, false).prepare('account_by_token_secret'),
}));

/**
 * The live access token presented and its account, in one statement: every signed-in request asks this first, and
 * under load each statement waits its turn for a connection behind the searches (two statements made a booking wait
 * twice, npm run bench:server).
 */
export async function findAccount(executor: Executor, presented: string, now: Date): Promise<Account | null> {
  const parsed = parsePresented(presented);
  if (!parsed) return null;
  const statements = accountStatement(executor);
  const hash = sha256(parsed.secret);
  const [row] =
    parsed.id === null
      ? await statements.bySecret.execute({ hash, now: now.toISOString() })
      : await statements.withId.execute({ hash, id: parsed.id, now: now.toISOString() });
  return row ?? null;
}
