// The travel requests a trip can take (issue 39, `GET /api/announcements?trip_id=`): from a town within 15 km of one of
// its stops to a town within 15 km of a later one, as a search between those towns would find the trip.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { TRIP_STATUS } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { announcements, trips } from '../db/schema';
import { fieldError } from '../errors';
import type { NearbyPlaces } from '../cities/nearby';
import { tripStopsOf } from '../trips/trip-stops';

export const alongTripMessages = {
  unknownTrip: 'The selected trip is invalid.',
} as const;

/**
 * The places near each stop of a trip, in its order. A trip refused by moderation names nothing but to its driver,
 * as everywhere else.
 */
async function nearStops(executor: Executor, nearby: NearbyPlaces, tripId: number, readerId: number | null): Promise<number[][]> {
  const [trip] = await executor.select().from(trips).where(eq(trips.id, tripId));
  if (!trip || (trip.status === TRIP_STATUS.rejected && trip.driverId !== readerId)) throw fieldError('trip_id', alongTripMessages.unknownTrip);
  const stops = (await tripStopsOf(executor, tripId)).map((stop) => stop.cityId);
  const cityIds = stops.length >= 2 ? stops : [trip.departureCityId, trip.arrivalCityId];
  return cityIds.map((cityId) => nearby.of(cityId).map((place) => place.id));
}

/**
 * The condition on announcements: for some stop, a departure near it and an arrival near a stop after it. At most
 * seven stops make six terms, each an `in` on the route's two columns (announcements_route_desired_index).
 */
export async function requestsAlongTrip(executor: Executor, nearby: NearbyPlaces, tripId: number, readerId: number | null): Promise<SQL> {
  const near = await nearStops(executor, nearby, tripId, readerId);
  const terms = near.slice(0, -1).map((here, index) => {
    const later = [...new Set(near.slice(index + 1).flat())];
    return and(inArray(announcements.departureCityId, here), inArray(announcements.arrivalCityId, later))!;
  });
  return or(...terms)!;
}
