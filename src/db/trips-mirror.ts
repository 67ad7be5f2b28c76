// Applies trips and bookings from the server to the mirror: trips without their bookings array, bookings in
// their own table; optimistic rows that wait in the outbox survive every pull.
import { stopCityIdsOf } from './stop-cities';
import type { Trip } from '../contract/trips';
import type { Booking, BookingLeg, MyBooking } from '../contract/bookings';
import { legPositions, stopsOfCard } from '../contract/trip-legs';
import type { BookingRow, MechwarDatabase, TripRow } from './database';
import { mirrorRows } from './mirror';
import { writtenSince } from './reconcile';
import { listingOf, nearnessOf, searchesPlaces, tripsStoppingAt, type LocalTripFilters } from './trip-queries';
import { tunisDayRange } from '../contract/tunis-time';

export function toTripRow(trip: Trip): TripRow {
  // The leg belongs to the search that found the trip, not to the trip: another search matches another leg.
  const { bookings, leg, ...row } = trip;
  void bookings;
  void leg;
  return { ...row, stop_city_ids: stopCityIdsOf(trip) };
}

/** Where a booking gets in and out (null: the trip's own end). */
type BookedEnds = Pick<Booking, 'from_city_id' | 'to_city_id'>;

/** The trip summary a booking carries for "Mes réservations", from a full trip: with the booking's leg, if a part. */
export function bookingTripOf(trip: TripRow, ends: BookedEnds = {}): NonNullable<BookingRow['trip']> {
  return {
    id: trip.id,
    departure_time: trip.departure_time,
    departure_city: trip.departure_city ? { id: trip.departure_city.id, name: trip.departure_city.name } : null,
    arrival_city: trip.arrival_city ? { id: trip.arrival_city.id, name: trip.arrival_city.name } : null,
    price_per_seat: trip.price_per_seat,
    status: trip.status,
    status_text: trip.status_text,
    driver: trip.driver ? { id: trip.driver.id, full_name: trip.driver.full_name, image_url: trip.driver.image_url } : null,
    leg: bookedLegOf(trip, ends.from_city_id ?? null, ends.to_city_id ?? null),
  };
}

/** The leg of a booking as the trip's card knows it, as `GET /api/my-bookings` answers it (bookings/booked-legs.ts). */
function bookedLegOf(trip: TripRow, fromCityId: number | null, toCityId: number | null): BookingLeg | null {
  if (fromCityId === null && toCityId === null) return null;
  const stops = stopsOfCard(trip);
  const leg = legPositions(
    stops.map((stop) => stop.cityId),
    fromCityId,
    toCityId,
  );
  // The places line up with the card's stops: departure, stopovers in order, arrival.
  const places = [trip.departure_city, ...(trip.stopovers ?? []).map((stop) => stop.city), trip.arrival_city];
  const from = leg && places[leg.from];
  const to = leg && places[leg.to];
  if (!leg || !from || !to) return null;
  return {
    departure_city: { id: from.id, name: from.name },
    arrival_city: { id: to.id, name: to.name },
    departure_time: stops[leg.from]!.time,
    arrival_time: stops[leg.to]!.time,
  };
}

/**
 * Mirrors trips. When a trip comes with its bookings (detail, my trips), the local bookings of that trip that the
 * server no longer lists are dropped, except the ones still waiting to be sent.
 */
/** The tombstone of a trip whose deletion the server confirmed here: when it was confirmed. */
export const deletedKey = (tripId: number) => `deleted:trips:${tripId}`;

/** Drops the trips of a pulled answer that were deleted here after that pull was asked. */
async function withoutDeletedSince(db: MechwarDatabase, trips: Trip[], requestedAt: number): Promise<Trip[]> {
  const tombstones = await db.meta.bulkGet(trips.map((trip) => deletedKey(trip.id)));
  return trips.filter((_, i) => !(typeof tombstones[i]?.value === 'number' && (tombstones[i]!.value as number) >= requestedAt));
}

export async function mirrorTrips(db: MechwarDatabase, pulled: Trip[], requestedAt = Date.now()): Promise<void> {
  const trips = await withoutDeletedSince(db, pulled, requestedAt);
  await mirrorRows(db, db.trips, trips.map(toTripRow), requestedAt);
  const withBookings = trips.filter((trip) => trip.bookings);
  if (withBookings.length === 0) return;
  await db.transaction('rw', db.trips, db.bookings, async () => {
    for (const trip of withBookings) {
      const row = await db.trips.get(trip.id);
      const incoming = trip.bookings!.map((booking) => ({ ...booking, trip_id: trip.id, ...(row ? { trip: bookingTripOf(row, booking) } : {}) }));
      const listed = new Set(incoming.map((booking) => booking.id));
      const stale = await db.bookings
        .where('trip_id')
        .equals(trip.id)
        .filter((booking) => !listed.has(booking.id) && !booking._pending?.length && !writtenSince(booking, requestedAt))
        .primaryKeys();
      await db.bookings.bulkDelete(stale);
    }
  });
  const bookings: BookingRow[] = [];
  for (const trip of withBookings) {
    const row = await db.trips.get(trip.id);
    for (const booking of trip.bookings!) bookings.push({ ...booking, trip_id: trip.id, ...(row ? { trip: bookingTripOf(row, booking) } : {}) });
  }
  await mirrorRows(db, db.bookings, bookings, requestedAt);
}

/** Mirrors the passenger's bookings; their own bookings the server no longer lists are dropped (unless pending). */
export async function mirrorMyBookings(db: MechwarDatabase, passengerId: number, bookings: MyBooking[], requestedAt = Date.now()): Promise<void> {
  const listed = new Set(bookings.map((booking) => booking.id));
  await db.transaction('rw', db.bookings, async () => {
    const stale = await db.bookings
      .where('passenger_id')
      .equals(passengerId)
      .filter((booking) => booking.id > 0 && !listed.has(booking.id) && !booking._pending?.length && !writtenSince(booking, requestedAt))
      .primaryKeys();
    await db.bookings.bulkDelete(stale);
  });
  await mirrorRows(db, db.bookings, bookings as Array<Booking & MyBooking>, requestedAt);
}

/**
 * After a list page arrived: trips the mirror holds in the range of departures that page covered (their leg's,
 * between places), matching the same filters, but that the server no longer lists (cancelled, deleted, moderated)
 * leave the mirror, so nobody books a dead trip offline. Rows with changes still waiting to be sent stay.
 */
export async function pruneListedRange(
  db: MechwarDatabase,
  filters: LocalTripFilters,
  page: { trips: Trip[]; first: boolean; last: boolean },
  now = Date.now(),
  requestedAt = now,
): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const times = page.trips.map((trip) => trip.leg?.departure_time ?? trip.departure_time);
  const upcoming = times.filter((time) => time >= nowIso);
  const reachedPast = upcoming.length < times.length;
  const from = page.first ? nowIso : upcoming[0];
  const to = page.last || reachedPast ? '\uffff' : upcoming[upcoming.length - 1];
  if (!from || !to || from > to) return 0;
  const listed = new Set(page.trips.map((trip) => trip.id));
  const dateRange = filters.date ? tunisDayRange(filters.date) : null;
  const near = searchesPlaces(filters) ? nearnessOf(await db.cities.toArray(), filters) : null;
  // Between places, the trips stopping near the place searched; otherwise those leaving in the range.
  const candidates = near ? tripsStoppingAt(db, (near.from ?? near.to)!) : db.trips.where('departure_time').between(from, to, true, to === '\uffff');
  const stale = await candidates
    .filter((trip) => {
      if (trip.id < 0 || listed.has(trip.id) || trip._pending?.length || writtenSince(trip, requestedAt)) return false;
      // Only rows the list would show: a trip known here as cancelled stays readable on its own page.
      const listing = listingOf(trip, filters, near);
      if (!listing) return false;
      // The page's last departure may continue on the next page: only what lies strictly before it is known.
      const inRange = listing.time >= from && (to === '\uffff' || listing.time < to);
      return inRange && (!dateRange || (listing.time >= dateRange.start && listing.time < dateRange.end));
    })
    .primaryKeys();
  await db.trips.bulkDelete(stale);
  return stale.length;
}

/** The driver's own trips the server no longer has leave the mirror (unless a change to them is still queued). */
export async function pruneMyTrips(db: MechwarDatabase, driverId: number, listed: Trip[], requestedAt = Date.now()): Promise<void> {
  const ids = new Set(listed.map((trip) => trip.id));
  const stale = await db.trips
    .where('driver_id')
    .equals(driverId)
    .filter((trip) => trip.id > 0 && !ids.has(trip.id) && !trip._pending?.length && !writtenSince(trip, requestedAt))
    .primaryKeys();
  await db.trips.bulkDelete(stale);
}
