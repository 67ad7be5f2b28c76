// The ratings users receive: averages for driver cards and the star counts of the public profile.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { RATING_STATUS, ratings } from '../db/schema';

/** Only approved ratings with a score count; a pending one is a request still waiting for its stars. */
export const countedRatings = and(eq(ratings.status, RATING_STATUS.approved), isNotNull(ratings.rating));

/** Shown with one decimal, as the stars next to a driver's name read ("4.7"). */
export const roundRating = (value: number) => Math.round(value * 10) / 10;

/** The average rating of each user in `userIds` who has any; the others are absent from the map. */
export async function averageRatings(executor: Executor, userIds: number[]): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await executor
    .select({ userId: ratings.ratedUserId, average: sql<string>`avg(${ratings.rating})` })
    .from(ratings)
    .where(and(inArray(ratings.ratedUserId, unique), countedRatings))
    .groupBy(ratings.ratedUserId);
  return new Map(rows.map((row) => [row.userId, roundRating(Number(row.average))]));
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
