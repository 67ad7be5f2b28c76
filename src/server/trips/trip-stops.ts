// A trip's stops and legs, written from the trip row, its stopovers and its accepted bookings: the one place that
// decides where a trip stops, what each leg costs and how many seats each stretch has left.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BOOKING_STATUS } from '../../contract/statuses';
import { planStops, proposedStopTime } from '../../contract/trip-route-plan';
import { legPositions } from '../../contract/trip-legs';

import type { Executor } from '../db/client';
import { bookings, cities, tripLegs, tripStops, trips, type TripRow } from '../db/schema';

/** A stopover as the driver set it: a place, a time, and a price from the departure unless it follows the trip's. */
export interface StopoverPlan {
  cityId: number;
  time: Date;
  /** Null: the price follows the trip's in proportion to the road travelled. */
  priceFromDeparture: number | null;
}

export interface TripStop {
  position: number;
  cityId: number;
  time: Date;
  kmFromDeparture: number;
  priceFromDeparture: number;
  seatsOnward: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The stopovers as saved (positions between the ends), for an edit that keeps them. */
export async function savedStopovers(tx: Executor, tripId: number): Promise<StopoverPlan[]> {
  const rows = await tx.select().from(tripStops).where(eq(tripStops.tripId, tripId)).orderBy(asc(tripStops.position));
  return rows.slice(1, -1).map((row) => ({ cityId: row.cityId, time: row.time, priceFromDeparture: row.priceFixed ? Number(row.priceFromDeparture) : null }));
}

type Place = { id: number; latitude: number | null; longitude: number | null };
export type PlannedStop = Omit<TripStop, 'seatsOnward'> & { priceFixed: boolean };

/** The places of a trip's stops (its ends and `stopovers`), for `stopsOf`. */
export async function placesOf(tx: Executor, cityIds: number[]): Promise<Place[]> {
  return tx.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities).where(inArray(cities.id, cityIds));
}

/** The stops of a trip (see `stopsOf`), reading its places. */
export async function plannedStops(tx: Executor, trip: TripRow, stopovers: StopoverPlan[]): Promise<PlannedStop[]> {
  return stopsOf(trip, stopovers, await placesOf(tx, [trip.departureCityId, ...stopovers.map((s) => s.cityId), trip.arrivalCityId]));
}

/** The stops of a trip (contract/trip-route-plan.ts), as Dates. */
export function stopsOf(trip: TripRow, stopovers: StopoverPlan[], places: Place[]): PlannedStop[] {
  const planned = planStops(
    {
      departure: { cityId: trip.departureCityId, time: trip.departureTime.getTime() },
      stopovers: stopovers.map((s) => ({ cityId: s.cityId, time: s.time.getTime(), priceFromDeparture: s.priceFromDeparture })),
      arrival: { cityId: trip.arrivalCityId, time: trip.arrivalTime?.getTime() ?? null },
      pricePerSeat: Number(trip.pricePerSeat),
    },
    (id) => places.find((p) => p.id === id),
  );
  return planned.map((stop) => ({ ...stop, time: new Date(stop.time) }));
}

/** The stops with their seats (`taken`: seats accepted per stretch) and every leg between two of them. */
export function routeRows(trip: TripRow, planned: PlannedStop[], taken: number[]) {
  const stops = planned.map((stop, k) => ({
    ...stop,
    tripId: trip.id,
    seatsOnward: k < planned.length - 1 ? Math.max(0, trip.totalSeats - (taken[k] ?? 0)) : 0,
  }));
  const legs = [];
  for (let i = 0; i < stops.length - 1; i += 1) {
    for (let j = i + 1; j < stops.length; j += 1) {
      const from = stops[i]!;
      const to = stops[j]!;
      legs.push({
        tripId: trip.id,
        fromPosition: i,
        toPosition: j,
        fromCityId: from.cityId,
        toCityId: to.cityId,
        departureTime: from.time,
        arrivalTime: to.time,
        pricePerSeat: cents(to.priceFromDeparture - from.priceFromDeparture),
        distanceKm: Math.round((to.kmFromDeparture - from.kmFromDeparture) * 10) / 10,
        availableSeats: Math.min(...stops.slice(i, j).map((s) => s.seatsOnward)),
        status: trip.status,
        fromDeparture: i === 0,
        toArrival: j === stops.length - 1,
      });
    }
  }
  return { stops, legs, allTheWay: Math.min(...stops.slice(0, -1).map((s) => s.seatsOnward)) };
}

/** Seats accepted on each stretch (stop k to k + 1); a booking with no leg, or one whose stops are gone, takes them all. */
async function seatsTaken(tx: Executor, tripId: number, stopCityIds: number[]): Promise<number[]> {
  const taken = new Array<number>(Math.max(1, stopCityIds.length - 1)).fill(0);
  const accepted = await tx
    .select({ seats: bookings.seats, from: bookings.fromCityId, to: bookings.toCityId })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.status, BOOKING_STATUS.accepted)));
  for (const booking of accepted) {
    const { from, to } = legPositions(stopCityIds, booking.from, booking.to) ?? { from: 0, to: stopCityIds.length - 1 };
    for (let k = from; k < to; k += 1) taken[k]! += booking.seats;
  }
  return taken;
}

/**
 * Writes the trip's stops and legs anew from its row, `stopovers` (the saved ones when not given) and its accepted
 * bookings, and sets `available_seats` to the seats free all the way. The caller holds the trip's row lock (or made
 * the trip), so no accept or cancel runs between the read of the bookings and these writes.
 */
export async function writeTripRoute(tx: Executor, tripId: number, stopovers?: StopoverPlan[]): Promise<void> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId));
  if (!trip) return;
  const planned = await plannedStops(tx, trip, stopovers ?? (await savedStopovers(tx, tripId)));
  const taken = await seatsTaken(
    tx,
    tripId,
    planned.map((s) => s.cityId),
  );
  const { stops, legs, allTheWay } = routeRows(trip, planned, taken);
  await tx.delete(tripStops).where(eq(tripStops.tripId, tripId));
  await tx.insert(tripStops).values(stops);
  await tx.delete(tripLegs).where(eq(tripLegs.tripId, tripId));
  await tx.insert(tripLegs).values(legs);
  if (allTheWay !== trip.availableSeats) await tx.update(trips).set({ availableSeats: allTheWay }).where(eq(trips.id, tripId));
}

/**
 * The stops and legs of trips just made in bulk (the demo's), without accepted bookings, each through the stopover
 * `stopoversOf` names (none by default): one read of their places and one write per hundred, rather than a round of
 * queries each.
 */
export async function writeNewTripRoutes(tx: Executor, made: TripRow[], stopoversOf: (trip: TripRow) => number[] = () => []): Promise<void> {
  if (made.length === 0) return;
  const places = await placesOf(tx, [...new Set(made.flatMap((t) => [t.departureCityId, t.arrivalCityId, ...stopoversOf(t)]))]);
  const rows = made.map((trip) => {
    // Each stopover leaves when the road from the stop before says (contract/trip-route-plan.ts).
    let before = { time: trip.departureTime.getTime(), place: places.find((p) => p.id === trip.departureCityId) };
    const stopovers = stopoversOf(trip).map((cityId) => {
      const place = places.find((p) => p.id === cityId);
      const time = proposedStopTime(before, place) ?? before.time + 3_600_000;
      before = { time, place };
      return { cityId, time: new Date(time), priceFromDeparture: null };
    });
    return routeRows(trip, stopsOf(trip, stopovers, places), []);
  });
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    await tx.insert(tripStops).values(batch.flatMap((r) => r.stops));
    await tx.insert(tripLegs).values(batch.flatMap((r) => r.legs));
  }
}

/** The trip's stops in order, as last written. */
export async function tripStopsOf(tx: Executor, tripId: number): Promise<TripStop[]> {
  const rows = await tx.select().from(tripStops).where(eq(tripStops.tripId, tripId)).orderBy(asc(tripStops.position));
  return rows.map((row) => ({ ...row, priceFromDeparture: Number(row.priceFromDeparture) }));
}

/** A leg of `stops` between two of its cities (the ends when not given): its stops, seats free all along and price. */
export interface Leg {
  from: TripStop;
  to: TripStop;
  /** Null when the leg is the whole trip (what bookings and parcels store for it). */
  fromCityId: number | null;
  toCityId: number | null;
  seats: number;
  pricePerSeat: number;
}

export function legOf(stops: TripStop[], fromCityId: number | null | undefined, toCityId: number | null | undefined): Leg | null {
  const at = legPositions(
    stops.map((s) => s.cityId),
    fromCityId,
    toCityId,
  );
  if (!at) return null;
  const whole = at.from === 0 && at.to === stops.length - 1;
  const from = stops[at.from]!;
  const to = stops[at.to]!;
  return {
    from,
    to,
    fromCityId: whole ? null : from.cityId,
    toCityId: whole ? null : to.cityId,
    seats: Math.min(...stops.slice(at.from, at.to).map((s) => s.seatsOnward)),
    pricePerSeat: cents(to.priceFromDeparture - from.priceFromDeparture),
  };
}
