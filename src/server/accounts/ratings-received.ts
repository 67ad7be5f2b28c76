// The ratings users receive: averages for driver cards and the star counts of the public profile.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { RATING_STATUS, ratings, users } from '../db/schema';

/** Only approved ratings with a score count; a pending one is a request still waiting for its stars. */
export const countedRatings = and(eq(ratings.status, RATING_STATUS.approved), isNotNull(ratings.rating));

/** Shown with one decimal, as the stars next to a driver's name read ("4.7"). */
export const roundRating = (value: number) => Math.round(value * 10) / 10;

/**
 * A user's average stars, from the totals the database keeps on their row (migration 0018's triggers): the one
 * source of every average shown, so no read averages the ratings themselves, however many a user has.
 */
export const averageRating = sql<number | null>`(case when ${users.ratingCount} > 0 then ${users.ratingSum}::float8 / ${users.ratingCount} end)`;

/** The average rating of each user in `userIds` who has any; the others are absent from the map. */
export async function averageRatings(executor: Executor, userIds: number[]): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await executor.select({ userId: users.id, average: averageRating }).from(users).where(inArray(users.id, unique));
  return new Map(rows.flatMap((row) => (row.average == null ? [] : [[row.userId, roundRating(Number(row.average))] as const])));
}

/** How many 1 to 5 star ratings the user received. */
export async function starCounts(executor: Executor, userId: number): Promise<Record<'1' | '2' | '3' | '4' | '5', number>> {
  const rows = await executor
    .select({ rating: ratings.rating, count: sql<number>`count(*)::int` })
    .from(ratings)
    .where(and(eq(ratings.ratedUserId, userId), countedRatings))
    .groupBy(ratings.rating);
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const row of rows) counts[String(row.rating) as keyof typeof counts] = Number(row.count);
  return counts;
}
