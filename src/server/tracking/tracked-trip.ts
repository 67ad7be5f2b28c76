// A trip as live tracking reads it: its row, its two cities and its stopovers, its expected arrival, its recent points
// and their JSON.
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { ArrivalEstimate, TrackedPoint, TrackingDestination, TripTracking } from '../../contract/tracking';
import { TRAIL_WINDOW_MS } from '../../contract/tracking-limits';
import type { Executor } from '../db/client';
import { cities, tripPositions, tripStops, trips, type TripPositionRow, type TripRow } from '../db/schema';
import { notFound } from '../errors';
import { arrivalCity, cityJson, departureCity } from '../cities/route-json';
import { estimateArrival, type Estimate, type TimedPoint } from './estimate';
import { cityPlace, expectedArrival, isSharing, sharingEndsAt } from './sharing-window';
import { thinEvenly } from './trail';

type CityRow = typeof departureCity.$inferSelect;

/** A stopover as tracking reads it: its place and the time the driver planned there. */
export interface TrackedStop {
  cityId: number;
  time: Date;
  city: CityRow;
}

export interface TrackedTrip {
  row: TripRow;
  from: CityRow;
  to: CityRow;
  /** The stops between its ends, in order (none for a trip without stopovers). */
  stopovers: TrackedStop[];
  expected: Date;
}

/**
 * The trip with its cities. `update` (a start, a stop) makes two changes apply one after the other; `share` (a batch
 * of points) lets batches run side by side but never across a change of the time the trip is shared.
 */
export async function loadTrackedTrip(executor: Executor, id: number, lock: 'update' | 'share' | null = null): Promise<TrackedTrip> {
  const query = executor
    .select({ row: trips, from: departureCity, to: arrivalCity })
    .from(trips)
    .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
    .where(eq(trips.id, id));
  const [found] = lock ? await query.for(lock, { of: trips }) : await query;
  if (!found) throw notFound();
  // A handful of rows by their primary key: the stopovers' places, for those who get out there, and the arrival
  // stop's time, which counts the stops on the way.
  const stops = await executor
    .select({ cityId: tripStops.cityId, time: tripStops.time, city: cities })
    .from(tripStops)
    .innerJoin(cities, eq(cities.id, tripStops.cityId))
    .where(eq(tripStops.tripId, id))
    .orderBy(asc(tripStops.position));
  const arrivalStop = stops.length > 2 ? stops[stops.length - 1]!.time : null;
  return {
    ...found,
    stopovers: stops.slice(1, -1),
    expected: expectedArrival(found.row, { from: cityPlace(found.from), to: cityPlace(found.to) }, arrivalStop),
  };
}

/** When the trip's newest point was recorded, or null before its first. */
export async function newestPointTime(executor: Executor, tripId: number): Promise<Date | null> {
  const [newest] = await executor
    .select({ at: tripPositions.recordedAt })
    .from(tripPositions)
    .where(eq(tripPositions.tripId, tripId))
    .orderBy(desc(tripPositions.recordedAt))
    .limit(1);
  return newest?.at ?? null;
}

/** The points of the last `windowMs` (the trail's 2 hours) before the newest one, oldest first. */
export async function recentPoints(executor: Executor, tripId: number, windowMs: number = TRAIL_WINDOW_MS): Promise<TripPositionRow[]> {
  const newest = await newestPointTime(executor, tripId);
  if (!newest) return [];
  const since = new Date(newest.getTime() - windowMs);
  return executor
    .select()
    .from(tripPositions)
    .where(and(eq(tripPositions.tripId, tripId), gte(tripPositions.recordedAt, sql`${since.toISOString()}::timestamptz`)))
    .orderBy(asc(tripPositions.recordedAt));
}

export const timedPoint = (row: Pick<TripPositionRow, 'recordedAt' | 'lat' | 'lng'>): TimedPoint => ({
  lat: row.lat,
  lng: row.lng,
  at: row.recordedAt.getTime(),
});

export const pointJson = (row: Pick<TripPositionRow, 'recordedAt' | 'lat' | 'lng' | 'accuracy'>): TrackedPoint => ({
  recorded_at: row.recordedAt.toISOString(),
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
});

/** Rounded to what a screen shows: metres of distance, a tenth of a km/h. */
export const estimateJson = (estimate: Estimate): ArrivalEstimate => ({
  arrival_at: new Date(estimate.arrivalAt).toISOString(),
  distance_left_km: Math.round(estimate.distanceLeftKm * 1000) / 1000,
  speed_kmh: Math.round(estimate.speedKmh * 10) / 10,
  computed_for: new Date(estimate.computedFor).toISOString(),
});

/**
 * What an estimate reads: the speed needs the last 10 minutes of movement, and an hour holds them unless the car
 * stood still for most of it (then the usual speed is as good a guess). At highway speed the phone keeps a point every
 * 2 s or so: a batch's estimate reads this hour, not the trail's 2 hours (~4,000 rows).
 */
export const ESTIMATE_LOOKBACK_MS = 3_600_000;

/** The estimate for the newest of `points` (oldest first) to the trip's arrival; none when its city has no coordinates. */
export const estimateFor = (trip: TrackedTrip, points: readonly TripPositionRow[]): Estimate | null => estimateTo(trip.to, points);

/** The estimate for the newest of `points` (oldest first) to a place; none when it has no coordinates. */
export function estimateTo(place: Pick<CityRow, 'latitude' | 'longitude'>, points: readonly TripPositionRow[]): Estimate | null {
  const { latitude, longitude } = place;
  const newest = points.at(-1);
  if (latitude === null || longitude === null || !newest) return null;
  // The same points whoever asks (a batch, the tracking answer), so the same estimate.
  const since = newest.recordedAt.getTime() - ESTIMATE_LOOKBACK_MS;
  const read = points.filter((p) => p.recordedAt.getTime() >= since).map(timedPoint);
  return estimateArrival(read, { lat: latitude, lng: longitude });
}

/** Whether the trip is shared now, and until when, as every tracking answer and event states it. */
export function sharingJson(trip: TrackedTrip, now: Date) {
  return {
    started_at: trip.row.startedAt?.toISOString() ?? null,
    sharing: isSharing(trip.row, trip.expected, now),
    sharing_ends_at: sharingEndsAt(trip.row, trip.expected)?.toISOString() ?? null,
  };
}

/** The viewer's own stop with the estimate to it (see `TrackingDestination`). */
function destinationJson(stop: TrackedStop, points: readonly TripPositionRow[]): TrackingDestination {
  const estimate = estimateTo(stop.city, points);
  return { city: cityJson(stop.city), expected_arrival_at: stop.time.toISOString(), estimate: estimate ? estimateJson(estimate) : null };
}

/**
 * The tracking answer: last point, its estimate, and the trail thinned to TRAIL_MAX_POINTS; with `ownStop` (the
 * viewer gets out before the arrival, own-stop.ts), the estimate to that stop too.
 */
export function trackingJson(trip: TrackedTrip, points: readonly TripPositionRow[], now: Date, ownStop: TrackedStop | null = null): TripTracking {
  const newest = points.at(-1);
  const estimate = estimateFor(trip, points);
  return {
    trip_id: trip.row.id,
    ...sharingJson(trip, now),
    expected_arrival_at: trip.expected.toISOString(),
    departure_city: cityJson(trip.from),
    arrival_city: cityJson(trip.to),
    last_point: newest ? pointJson(newest) : null,
    estimate: estimate ? estimateJson(estimate) : null,
    trail: thinEvenly(points).map(pointJson),
    ...(ownStop ? { destination: destinationJson(ownStop, points) } : {}),
  };
}

export async function loadTracking(executor: Executor, trip: TrackedTrip, now: Date, ownStop: TrackedStop | null = null): Promise<TripTracking> {
  return trackingJson(trip, await recentPoints(executor, trip.row.id), now, ownStop);
}
