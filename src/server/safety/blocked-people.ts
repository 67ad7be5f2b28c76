// Who keeps apart from whom: a block stands between two people whichever of them made it, and every write that
// reaches the other person, and every list, asks here.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { blocks } from '../db/schema';

/** The advisory lock class of a pair of people (two-key form, apart from the one-key locks of the seed). */
const PAIR_LOCK_CLASS = 40;

/**
 * Locks the pair for the rest of the transaction: shared by the writes between the two, exclusive for a block. A
 * block then waits for a booking (or parcel, proposal, message) being written between them and refuses it once it has
 * committed; a write that comes after waits for the block and is refused by it. Taken before any row lock.
 */
export async function lockPair(executor: Executor, a: number, b: number, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = sql`hashtext(${`${Math.min(a, b)}:${Math.max(a, b)}`})`;
  await executor.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${PAIR_LOCK_CLASS}::int, ${key})`
      : sql`select pg_advisory_xact_lock(${PAIR_LOCK_CLASS}::int, ${key})`,
  );
}

/** True when either of the two blocked the other; the pair stays locked (shared) until the caller commits. */
export async function blockedBetween(executor: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  await lockPair(executor, a, b, 'shared');
  const [found] = await executor
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return found !== undefined;
}

/** The people hidden from `userId`'s lists, and from whose lists `userId` is hidden: those they blocked and those
 *  who blocked them. Empty for nearly everyone, which keeps the shared list caches theirs. */
export async function hiddenPeopleOf(executor: Executor, userId: number): Promise<number[]> {
  const rows = await executor
    .select({ id: sql<number>`case when ${blocks.blockerId} = ${userId} then ${blocks.blockedId} else ${blocks.blockerId} end` })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return [...new Set(rows.map((row) => Number(row.id)))];
}

/** True when `viewerId` was blocked by `ownerId`: the blocked person finds the blocker's profile and trips gone (404),
 *  as for someone who left; the blocker still reads theirs, to unblock. */
export async function blockedBy(executor: Executor, ownerId: number, viewerId: number | null | undefined): Promise<boolean> {
  if (!viewerId || viewerId === ownerId) return false;
  const [found] = await executor
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, ownerId), eq(blocks.blockedId, viewerId)))
    .limit(1);
  return found !== undefined;
}
