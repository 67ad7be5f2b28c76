// When a trip is under way (DESIGN.md §8): its expected arrival, whether its position is shared now, and until when.
import { greatCircleMetres, type LatLng } from '../../contract/great-circle';
import { DEFAULT_SPEED_KMH, ROAD_FACTOR, SHARING_AFTER_ARRIVAL_MS, START_BEFORE_DEPARTURE_MS } from '../../contract/tracking-limits';
import { TRIP_STATUS } from '../../contract/statuses';

export interface SharingTrip {
  status: number;
  departureTime: Date;
  arrivalTime: Date | null;
  startedAt: Date | null;
  sharingEndedAt: Date | null;
}

export interface TripEnds {
  from: Partial<LatLng> | null;
  to: Partial<LatLng> | null;
}

const HOUR_MS = 3_600_000;

/** A city row's coordinates as a place (either may be missing). */
export const cityPlace = (city: { latitude: number | null; longitude: number | null }): Partial<LatLng> => ({
  lat: city.latitude ?? undefined,
  lng: city.longitude ?? undefined,
});

const placed = (city: Partial<LatLng> | null): city is LatLng =>
  city !== null && typeof city.lat === 'number' && typeof city.lng === 'number' && Number.isFinite(city.lat) && Number.isFinite(city.lng);

/**
 * The arrival the driver gave; for a trip with stopovers, the time of its arrival stop (`arrivalStop`, trip_stops: the
 * last stopover's time and the road on from it, so the stops on the way count); else the departure plus the road
 * between the two cities at the usual speed. A city without coordinates gives no distance: the departure itself is
 * then the best guess (sharing still lasts 3 h past it).
 */
export function expectedArrival(trip: Pick<SharingTrip, 'departureTime' | 'arrivalTime'>, ends: TripEnds, arrivalStop: Date | null = null): Date {
  if (trip.arrivalTime) return trip.arrivalTime;
  if (arrivalStop) return arrivalStop;
  if (!placed(ends.from) || !placed(ends.to)) return trip.departureTime;
  const roadKm = (greatCircleMetres(ends.from, ends.to) / 1000) * ROAD_FACTOR;
  return new Date(trip.departureTime.getTime() + (roadKm / DEFAULT_SPEED_KMH) * HOUR_MS);
}

/** When sharing stopped, or will stop by itself (3 h after the expected arrival); null before any start. */
export function sharingEndsAt(trip: SharingTrip, expected: Date): Date | null {
  if (!trip.startedAt) return null;
  return trip.sharingEndedAt ?? new Date(expected.getTime() + SHARING_AFTER_ARRIVAL_MS);
}

/**
 * Until when (epoch ms) the trip is under way and shared, as this row of it stands: 0 when it is not (never started,
 * stopped, cancelled or completed), else 3 h past the expected arrival.
 */
export function sharedUntil(trip: SharingTrip, expected: Date): number {
  if (!trip.startedAt || trip.sharingEndedAt) return 0;
  if (trip.status === TRIP_STATUS.cancelled || trip.status === TRIP_STATUS.completed) return 0;
  return expected.getTime() + SHARING_AFTER_ARRIVAL_MS;
}

/** Under way and shared: started, not stopped, neither cancelled nor completed, and not 3 h past the expected arrival. */
export function isSharing(trip: SharingTrip, expected: Date, now: Date): boolean {
  return now.getTime() < sharedUntil(trip, expected);
}

/** The earliest moment the driver may start the trip. */
export const earliestStart = (trip: Pick<SharingTrip, 'departureTime'>) => new Date(trip.departureTime.getTime() - START_BEFORE_DEPARTURE_MS);
