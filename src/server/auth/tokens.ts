// Sanctum-style tokens `id|secret`: issue access/refresh pairs and reset tokens, look them up, revoke them.
import { and, eq, gt, isNull, ne, or, type SQLWrapper } from 'drizzle-orm';
import { TOKEN_LIFETIME_MS } from '../../contract/limits';
import type { Executor } from '../db/client';
import { tokens, type TokenKind, type TokenRow } from '../db/schema';
import { randomSecret, sha256 } from './secrets';

/** A refresh token outlives its access token so a client back after a long trip can still refresh. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * How long a refresh token just spent by a rotation may be presented again for the same new pair: long enough for a
 * client on a weak network to retry after losing the answer, short enough that a stolen copy is soon caught.
 */
export const REFRESH_GRACE_MS = 5 * 60_000;

export interface Session {
  /** `id|secret` of the access token. */
  token: string;
  refreshToken: string;
  accessTokenId: number;
  refreshTokenId: number;
}

async function insertToken(
  executor: Executor,
  values: { userId: number; kind: TokenKind; lifetimeMs: number; now: Date; accessTokenId?: number; familyId?: number | null },
): Promise<{ id: number; presented: string }> {
  const secret = randomSecret();
  const [row] = await executor
    .insert(tokens)
    .values({
      userId: values.userId,
      kind: values.kind,
      secretHash: sha256(secret),
      accessTokenId: values.accessTokenId ?? null,
      familyId: values.familyId ?? null,
      expiresAt: new Date(values.now.getTime() + values.lifetimeMs),
      createdAt: values.now,
    })
    .returning({ id: tokens.id });
  return { id: row!.id, presented: `${row!.id}|${secret}` };
}

/**
 * A new access/refresh pair. Without `familyId` it starts a family (a login): its access token is the family's root
 * and the refresh token points to it; a refresh passes the family on so a replay can revoke the whole chain.
 */
export async function issueSession(executor: Executor, userId: number, now: Date, familyId?: number): Promise<Session> {
  const access = await insertToken(executor, { userId, kind: 'access', lifetimeMs: TOKEN_LIFETIME_MS, now, familyId });
  const refresh = await insertToken(executor, {
    userId,
    kind: 'refresh',
    lifetimeMs: REFRESH_TOKEN_LIFETIME_MS,
    now,
    accessTokenId: access.id,
    familyId: familyId ?? access.id,
  });
  return { token: access.presented, refreshToken: refresh.presented, accessTokenId: access.id, refreshTokenId: refresh.id };
}

export async function issueToken(executor: Executor, userId: number, kind: TokenKind, lifetimeMs: number, now: Date) {
  return (await insertToken(executor, { userId, kind, lifetimeMs, now })).presented;
}

/**
 * The live token of `kind` a client presented, as `id|secret` or as the secret alone (the spec's client keeps only
 * the part after the pipe). Hash equality on a unique index is the comparison, so no secret is compared in memory.
 */
export async function findLiveToken(executor: Executor, kind: TokenKind, presented: string, now: Date): Promise<TokenRow | null> {
  const parsed = parsePresented(presented);
  if (!parsed) return null;
  const [row] = await executor
    .select()
    .from(tokens)
    .where(isLivePresented(kind, parsed, now))
    .limit(1);
  return row ?? null;
}

/** The presented token of `kind`, neither revoked nor expired at `now`. */
export function isLivePresented(kind: TokenKind, parsed: Presented, now: Date) {
  return isLiveToken(kind, { hash: sha256(parsed.secret), id: parsed.id, now });
}

/**
 * The token of `kind` with this secret's hash (and this id, when given), neither revoked nor expired at `now`: values,
 * or a prepared statement's placeholders (auth/guard.ts).
 */
export function isLiveToken(kind: TokenKind, { hash, id, now }: { hash: string | SQLWrapper; id: number | SQLWrapper | null; now: Date | SQLWrapper }) {
  return and(matchesToken(kind, hash, id), isNull(tokens.revokedAt), gt(tokens.expiresAt, now));
}

export interface Presented {
  id: number | null;
  secret: string;
}

/** `id|secret` or the secret alone, split; null when it cannot be a token at all. */
export function parsePresented(presented: string): Presented | null {
  const pipe = presented.indexOf('|');
  const id = pipe >= 0 ? Number(presented.slice(0, pipe)) : null;
  const secret = pipe >= 0 ? presented.slice(pipe + 1) : presented;
  if (!secret || (id !== null && !Number.isSafeInteger(id))) return null;
  return { id, secret };
}

/** The row of `kind` whose hash is the presented secret's (and whose id it is, when given), live or not. */
export function matchesPresented(kind: TokenKind, { id, secret }: Presented) {
  return matchesToken(kind, sha256(secret), id);
}

/** The row of `kind` with this secret's hash (and this id, when given): values or placeholders. */
function matchesToken(kind: TokenKind, hash: string | SQLWrapper, id: number | SQLWrapper | null) {
  return and(eq(tokens.secretHash, hash), eq(tokens.kind, kind), id === null ? undefined : eq(tokens.id, id));
}

/**
 * Spends a token: only the caller whose update flips `revoked_at` wins, so two concurrent uses of one token cannot
 * both spend it (the loser of a refresh race answers the winner's pair instead, see refresh.ts).
 */
export async function spendToken(executor: Executor, tokenId: number, now: Date): Promise<boolean> {
  const spent = await executor
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return spent.length === 1;
}

/** Logout: the access token and the refresh token issued with it. */
export async function revokeSession(executor: Executor, accessTokenId: number, now: Date): Promise<void> {
  await executor
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(isNull(tokens.revokedAt), or(eq(tokens.id, accessTokenId), eq(tokens.accessTokenId, accessTokenId))));
}

/** Every access and refresh token of a user, except the session given (after a password change). */
export async function revokeUserSessions(executor: Executor, userId: number, now: Date, keepAccessTokenId?: number) {
  const keep =
    keepAccessTokenId === undefined
      ? undefined
      : and(ne(tokens.id, keepAccessTokenId), or(isNull(tokens.accessTokenId), ne(tokens.accessTokenId, keepAccessTokenId)));
  await executor
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), ne(tokens.kind, 'reset'), keep));
}
