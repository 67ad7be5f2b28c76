// Refresh-token rotation: a short grace answers a lost answer's pair again; a later replay revokes the token's family.
import { and, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tokens, type TokenRow } from '../db/schema';
import { openPair, sealPair, type Pair } from './sealed-pair';
import { issueSession, matchesPresented, parsePresented, REFRESH_GRACE_MS, spendToken, type Presented } from './tokens';

export interface Refreshed extends Pair {
  userId: number;
}

/**
 * Spends the presented refresh token for a new pair, in the caller's transaction. A token spent by a refresh less
 * than REFRESH_GRACE_MS ago answers the pair it was spent for, while that pair is live: the client whose answer was
 * lost, or the loser of a race, ends with the one session there is. Presented later it is a replay (a copy in other
 * hands): its family is revoked. Null means 401.
 */
export async function refreshSession(executor: Executor, presentedToken: string, now: Date): Promise<Refreshed | null> {
  const presented = parsePresented(presentedToken);
  if (!presented) return null;
  const row = await findRefreshToken(executor, presented);
  if (!row) return null;
  if (!row.revokedAt) {
    if (row.expiresAt <= now) return null;
    if (await spendToken(executor, row.id, now)) return rotate(executor, row, presented.secret, now);
    // A concurrent refresh spent it first; its transaction has committed by now, so this read sees its pair.
    const spent = await findRefreshToken(executor, presented);
    return spent ? replay(executor, spent, presented.secret, now) : null;
  }
  return replay(executor, row, presented.secret, now);
}

async function findRefreshToken(executor: Executor, presented: Presented): Promise<TokenRow | null> {
  const [row] = await executor.select().from(tokens).where(matchesPresented('refresh', presented)).limit(1);
  return row ?? null;
}

/** Rows from before families have none: the login access token their refresh token points to stands for it. */
const familyOf = (row: TokenRow) => row.familyId ?? row.accessTokenId ?? row.id;
const inFamily = (family: number) => or(eq(tokens.id, family), eq(tokens.familyId, family));

async function rotate(executor: Executor, row: TokenRow, secret: string, now: Date): Promise<Refreshed> {
  const family = familyOf(row);
  const session = await issueSession(executor, row.userId, now, family);
  const pair = { token: session.token, refreshToken: session.refreshToken };
  await executor
    .update(tokens)
    .set({ successorId: session.refreshTokenId, sealedSuccessor: sealPair(pair, secret, row.id) })
    .where(eq(tokens.id, row.id));
  // The family's older spent tokens point to pairs that are spent now: their sealed copies can only go.
  await executor
    .update(tokens)
    .set({ sealedSuccessor: null })
    .where(and(inFamily(family), ne(tokens.id, row.id), isNotNull(tokens.sealedSuccessor)));
  return { userId: row.userId, ...pair };
}

async function replay(executor: Executor, row: TokenRow, secret: string, now: Date): Promise<Refreshed | null> {
  // Revoked by logout, a password change or a family revocation, never by a refresh: nothing to answer again.
  if (!row.revokedAt || row.successorId === null) return null;
  if (now.getTime() - row.revokedAt.getTime() > REFRESH_GRACE_MS) {
    await revokeFamily(executor, familyOf(row), now);
    return null;
  }
  const pair = row.sealedSuccessor ? openPair(row.sealedSuccessor, secret, row.id) : null;
  // A pair since refreshed, logged out or revoked stays dead: the replay must not bring it back.
  if (!pair || !(await isLive(executor, pair, now))) return null;
  return { userId: row.userId, ...pair };
}

async function isLive(executor: Executor, pair: Pair, now: Date): Promise<boolean> {
  const ids = [pair.token, pair.refreshToken].map((presented) => parsePresented(presented)?.id ?? 0);
  const live = await executor
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(inArray(tokens.id, ids), isNull(tokens.revokedAt), gt(tokens.expiresAt, now)));
  return live.length === 2;
}

/** A replayed refresh token: every live token of its family goes, and the sealed pairs with them. */
async function revokeFamily(executor: Executor, family: number, now: Date): Promise<void> {
  await executor
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(inFamily(family), isNull(tokens.revokedAt)));
  await executor
    .update(tokens)
    .set({ sealedSuccessor: null })
    .where(and(inFamily(family), isNotNull(tokens.sealedSuccessor)));
}
