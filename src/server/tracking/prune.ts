// Points are kept POINTS_KEPT_DAYS after their trip's sharing ended (DESIGN.md §8), then deleted by the hourly prune.
import { and, eq, exists, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { POINTS_KEPT_DAYS } from '../../contract/tracking-limits';
import type { Executor } from '../db/client';
import { tripPositions, tripStops, trips } from '../db/schema';
import { arrivalCity, departureCity } from '../cities/route-json';
import { cityPlace, expectedArrival, sharingEndsAt } from './sharing-window';

const DAY_MS = 24 * 3_600_000;

/** The arrival stop's time of a trip with stopovers (a third stop or more), null without: what its expected arrival reads. */
const arrivalStop = sql<
  string | Date | null
>`(select ${tripStops.time} from ${tripStops} where ${tripStops.tripId} = ${trips.id} and ${tripStops.position} > 1 order by ${tripStops.position} desc limit 1)`;

/**
 * Deletes the points of trips whose sharing ended more than POINTS_KEPT_DAYS ago. Only trips started before that
 * cut-off and still holding points are read, and the end is worked out as the tracking answers state it. A plain
 * DELETE: several processes pruning at once delete the same rows, and whoever comes second finds nothing.
 */
export async function prunePositions(executor: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - POINTS_KEPT_DAYS * DAY_MS);
  const candidates = await executor
    .select({ row: trips, from: departureCity, to: arrivalCity, arrivalStop })
    .from(trips)
    .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
    .where(
      and(
        isNotNull(trips.startedAt),
        lt(trips.startedAt, sql`${cutoff.toISOString()}::timestamptz`),
        exists(
          executor
            .select({ one: sql`1` })
            .from(tripPositions)
            .where(eq(tripPositions.tripId, trips.id)),
        ),
      ),
    );
  const over = candidates
    .filter(({ row, from, to, arrivalStop: stop }) => {
      const end = sharingEndsAt(row, expectedArrival(row, { from: cityPlace(from), to: cityPlace(to) }, stop === null ? null : new Date(stop)));
      return end !== null && end.getTime() < cutoff.getTime();
    })
    .map(({ row }) => row.id);
  if (over.length === 0) return 0;
  const deleted = await executor.delete(tripPositions).where(inArray(tripPositions.tripId, over)).returning({ tripId: tripPositions.tripId });
  return deleted.length;
}
