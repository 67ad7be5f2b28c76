// Booking commands: book seats, cancel one's booking, and the driver's accept or refuse. Each shows its effect at
// once and queues the call; the server's answer replaces the optimistic row, a refusal puts back what it changed.
import { pathFor, endpoints } from '../../contract/api';
import { BOOKING_STATUS, BOOKING_STATUS_TEXT } from '../../contract/statuses';
import type { BookingRow, MechwarDatabase, TripRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { bookingTripOf } from '../trips-mirror';
import { temporaryId } from './temp-id';
import { latestRow } from '../temporary-ids';
import { changeRow, putServerRow } from '../row-marks';
import { queueCreate } from './queue-write';
import { cardPersonOf, legRouteLabel, requireSession } from './session-guard';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel, type OutboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';
import { legPositions, stopsOfCard } from '../../contract/trip-legs';

export function bookingTotal(pricePerSeat: number, seats: number): number {
  return Math.round(pricePerSeat * seats * 100) / 100;
}

/** The part of a trip booked: two of its stops by city (null: the trip's own end) and the price per seat between them. */
export interface BookedLeg {
  from_city_id: number | null;
  to_city_id: number | null;
  price_per_seat: number;
}

/**
 * Book seats on a trip, or on a leg of it: a pending booking appears at once (in the trip and "Mes réservations"),
 * then is sent.
 */
export async function bookTrip(db: MechwarDatabase, trip: TripRow, seats: number, notes: string, id: string = newEntryId(), leg?: BookedLeg) {
  return db.transaction('rw', [db.session, db.bookings, db.outbox], async () => {
    const session = await requireSession(db);
    const ends = { from_city_id: leg?.from_city_id ?? null, to_city_id: leg?.to_city_id ?? null };
    const row: BookingRow = {
      id: temporaryId(),
      trip_id: trip.id,
      passenger_id: session.user.id,
      passenger: cardPersonOf(session.user),
      seats,
      total_price: bookingTotal(leg?.price_per_seat ?? trip.price_per_seat, seats),
      ...ends,
      status: BOOKING_STATUS.pending,
      status_text: BOOKING_STATUS_TEXT[BOOKING_STATUS.pending],
      notes: notes || null,
      created_at: new Date().toISOString(),
      trip: bookingTripOf(trip, ends),
      _entryId: id,
    };
    return queueCreate(db, 'bookings', row, {
      id,
      kind: 'bookTrip',
      label: outboxLabel('Réservation {route}', { route: legRouteLabel(trip, ends.from_city_id, ends.to_city_id) }),
      method: 'POST',
      path: pathFor(endpoints.bookTrip, trip.id),
      body: { type: 'json', data: { seats, notes: notes || null, ...(leg ? ends : {}) } },
      userId: session.user.id,
      tripId: trip.id,
    });
  });
}

/**
 * A status change of an existing booking (cancel by the passenger, accept or refuse by the driver). A booking made
 * here and not sent yet can be cancelled too: the cancel waits for it and goes to the server's id.
 */
async function changeBooking(
  db: MechwarDatabase,
  shown: BookingRow,
  kind: 'cancelBooking' | 'decideBooking',
  status: number,
  pathOf: (bookingId: number) => string,
  label: OutboxLabel,
  id: string,
) {
  return db.transaction('rw', [db.session, db.bookings, db.trips, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    // The booking as it is now: the server's row once a booking made here was sent.
    const booking = (await latestRow(db, 'bookings', shown.id)) as BookingRow | undefined;
    if (!booking) throw new Error('Cette réservation n’existe plus.');
    const path = pathOf(booking.id);
    const touches = [await changeRow(db, 'bookings', booking.id, { status, status_text: BOOKING_STATUS_TEXT[status] })];
    const trip = await db.trips.get(booking.trip_id);
    // Accepting takes the seats of the leg's stretches at once; the trip is pulled again once the server has answered.
    if (trip && status === BOOKING_STATUS.accepted) touches.push(await changeRow(db, 'trips', trip.id, seatsTaken(trip, booking)));
    await enqueue(db, {
      id,
      kind,
      label,
      method: 'POST',
      path,
      body: { type: 'none' },
      userId: session.user.id,
      tripId: booking.trip_id,
      touches,
    });
    return id;
  });
}

/** The trip's seats once a booking's leg has taken its stretches: each stretch it crosses, and all the way. */
function seatsTaken(trip: TripRow, booking: BookingRow): Partial<TripRow> {
  const stops = stopsOfCard(trip);
  const at = legPositions(
    stops.map((stop) => stop.cityId),
    booking.from_city_id,
    booking.to_city_id,
  ) ?? { from: 0, to: stops.length - 1 };
  const sections = stops.slice(0, -1).map((stop, k) => (k >= at.from && k < at.to ? Math.max(0, stop.seatsOnward - booking.seats) : stop.seatsOnward));
  return { section_seats: sections, available_seats: Math.min(...sections) };
}

/**
 * The route a booking is for, as the device knows it: its leg's stops from the trip in the mirror, else from the
 * booking's summary of the trip (its ends) and the places list.
 */
async function bookedRoute(db: MechwarDatabase, booking: BookingRow): Promise<OutboxLabel | string> {
  const trip = (await db.trips.get(booking.trip_id)) ?? booking.trip;
  if (!trip) return `#${booking.trip_id}`;
  const ends = [booking.from_city_id, booking.to_city_id].filter((cityId): cityId is number => typeof cityId === 'number');
  return legRouteLabel(trip, booking.from_city_id ?? null, booking.to_city_id ?? null, await db.cities.bulkGet(ends));
}

export async function cancelBooking(db: MechwarDatabase, booking: BookingRow, id: string = newEntryId()) {
  const route = await bookedRoute(db, booking);
  return changeBooking(
    db,
    booking,
    'cancelBooking',
    BOOKING_STATUS.cancelled,
    (bookingId) => pathFor(endpoints.cancelBooking, bookingId),
    outboxLabel('Annulation de la réservation {route}', { route }),
    id,
  );
}

export function decideBooking(db: MechwarDatabase, booking: BookingRow, accept: boolean, id: string = newEntryId()) {
  const who = booking.passenger?.full_name ?? `#${booking.passenger_id}`;
  return accept
    ? changeBooking(
        db,
        booking,
        'decideBooking',
        BOOKING_STATUS.accepted,
        (bookingId) => pathFor(endpoints.acceptBooking, bookingId),
        outboxLabel('Acceptation de la réservation de {who}', { who }),
        id,
      )
    : changeBooking(
        db,
        booking,
        'decideBooking',
        BOOKING_STATUS.rejected,
        (bookingId) => pathFor(endpoints.rejectBooking, bookingId),
        outboxLabel('Refus de la réservation de {who}', { who }),
        id,
      );
}

/** The server's booking, with the trip summary "Mes réservations" shows, over the changes still queued on it. */
async function putServerBooking(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.bookTrip>) {
  const bookingId = data.id;
  const local = await db.bookings.get(bookingId);
  const shown = (entry.touches.find((touch) => touch.table === 'bookings')?.after ?? {}) as Partial<BookingRow>;
  const tripId = data.trip_id ?? local?.trip_id ?? shown.trip_id ?? entry.tripId!;
  const trip = await db.trips.get(tripId);
  const summary = local?.trip ?? shown.trip ?? (trip ? bookingTripOf(trip, data) : undefined);
  await putServerRow(db, 'bookings', { ...data, trip_id: tripId, ...(summary ? { trip: summary } : {}) }, entry.id);
}

export async function applyBookingAnswer(db: MechwarDatabase, entry: OutboxEntry, answer: AnswerOf<typeof endpoints.bookTrip>) {
  if (entry.tempId) await db.bookings.delete(entry.tempId);
  await putServerBooking(db, entry, answer);
}

export const applyBookingChangeAnswer = putServerBooking;

export const bookingWrites = {
  bookTrip: defineWrite({ endpoints: [endpoints.bookTrip], apply: applyBookingAnswer }),
  cancelBooking: defineWrite({ endpoints: [endpoints.cancelBooking], apply: applyBookingChangeAnswer }),
  decideBooking: defineWrite({ endpoints: [endpoints.acceptBooking, endpoints.rejectBooking], apply: applyBookingChangeAnswer }),
};
