// The legs of a passenger's bookings for "Mes réservations": the places where they get in and out and the times the
// car leaves and reaches them, read from the trips' stops in one query.
import { asc, eq, inArray } from 'drizzle-orm';
import type { BookingLeg } from '../../contract/bookings';
import { legPositions } from '../../contract/trip-legs';
import type { Executor } from '../db/client';
import { cities, tripStops } from '../db/schema';

interface BookedPart {
  tripId: number;
  fromCityId: number | null;
  toCityId: number | null;
}

/** Each booking's leg (null for a whole trip, or a leg its trip no longer stops at), in the bookings' order. */
export async function bookedLegs(db: Executor, parts: BookedPart[]): Promise<(BookingLeg | null)[]> {
  const tripIds = [...new Set(parts.filter((p) => p.fromCityId !== null || p.toCityId !== null).map((p) => p.tripId))];
  if (tripIds.length === 0) return parts.map(() => null);
  const rows = await db
    .select({ tripId: tripStops.tripId, cityId: tripStops.cityId, time: tripStops.time, name: cities.name })
    .from(tripStops)
    .innerJoin(cities, eq(cities.id, tripStops.cityId))
    .where(inArray(tripStops.tripId, tripIds))
    .orderBy(asc(tripStops.tripId), asc(tripStops.position));
  const stopsOf = new Map<number, typeof rows>();
  for (const row of rows) stopsOf.set(row.tripId, [...(stopsOf.get(row.tripId) ?? []), row]);
  return parts.map((part) => {
    if (part.fromCityId === null && part.toCityId === null) return null;
    const stops = stopsOf.get(part.tripId) ?? [];
    const leg = legPositions(
      stops.map((stop) => stop.cityId),
      part.fromCityId,
      part.toCityId,
    );
    if (!leg) return null;
    const from = stops[leg.from]!;
    const to = stops[leg.to]!;
    return {
      departure_city: { id: from.cityId, name: from.name },
      arrival_city: { id: to.cityId, name: to.name },
      departure_time: from.time.toISOString(),
      arrival_time: to.time.toISOString(),
    };
  });
}
