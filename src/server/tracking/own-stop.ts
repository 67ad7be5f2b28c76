// A follower's own stop (issue 39): where a passenger of a leg gets out, or a parcel is handed over, before the trip's
// arrival. Their estimate is to that stop; the driver and whoever rides to the end keep the trip's arrival.
import { and, eq } from 'drizzle-orm';
import type { StopoverEstimate } from '../../contract/tracking';
import { BOOKING_STATUS } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { bookings, type TripPositionRow } from '../db/schema';
import { estimateJson, estimateTo, type TrackedStop, type TrackedTrip } from './tracked-trip';

/** The stopover at `cityId`; null for the trip's arrival, a place it does not stop at, or none given. */
export const stopoverAt = (trip: TrackedTrip, cityId: number | null): TrackedStop | null =>
  cityId === null ? null : (trip.stopovers.find((stop) => stop.cityId === cityId) ?? null);

/** Where `userId` gets out when their accepted booking ends at a stopover; null otherwise (the driver among them). */
export async function passengerStop(executor: Executor, trip: TrackedTrip, userId: number): Promise<TrackedStop | null> {
  if (trip.stopovers.length === 0 || userId === trip.row.driverId) return null;
  const [booking] = await executor
    .select({ toCityId: bookings.toCityId })
    .from(bookings)
    .where(and(eq(bookings.tripId, trip.row.id), eq(bookings.passengerId, userId), eq(bookings.status, BOOKING_STATUS.accepted)))
    .limit(1);
  return stopoverAt(trip, booking?.toCityId ?? null);
}

/** The estimate to each stopover for the newest of `points`, for the live event every follower shares. */
export function stopoverEstimates(trip: TrackedTrip, points: readonly TripPositionRow[]): StopoverEstimate[] {
  return trip.stopovers.flatMap((stop) => {
    const estimate = estimateTo(stop.city, points);
    return estimate ? [{ city_id: stop.cityId, estimate: estimateJson(estimate) }] : [];
  });
}
