// Booking commands: book seats, cancel one's booking, and the driver's accept or refuse. Each shows its effect at
// once and queues the call; the server's answer replaces the optimistic row, a refusal rolls it back.
import { bookingResponse } from '../../contract/bookings';
import { pathFor, endpoints } from '../../contract/api';
import { BOOKING_STATUS, BOOKING_STATUS_TEXT } from '../../contract/statuses';
import type { BookingRow, MechwarDatabase, TripRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { bookingTripOf } from '../trips-mirror';
import { temporaryId } from './temp-id';
import { clearPending, dropTemporary } from './settle';
import { requireSession, routeLabel } from './session-guard';

export function bookingTotal(pricePerSeat: number, seats: number): number {
  return Math.round(pricePerSeat * seats * 100) / 100;
}

/** Book seats on a trip: a pending booking appears at once (in the trip and "Mes réservations"), then is sent. */
export async function bookTrip(db: MechwarDatabase, trip: TripRow, seats: number, notes: string, id: string = crypto.randomUUID()) {
  return db.transaction('rw', [db.session, db.bookings, db.outbox], async () => {
    const session = await requireSession(db);
    const tempId = temporaryId();
    const row: BookingRow = {
      id: tempId,
      trip_id: trip.id,
      passenger_id: session.user.id,
      passenger: { id: session.user.id, full_name: session.user.full_name, image_url: session.user.image_url },
      seats,
      total_price: bookingTotal(trip.price_per_seat, seats),
      status: BOOKING_STATUS.pending,
      status_text: BOOKING_STATUS_TEXT[BOOKING_STATUS.pending],
      notes: notes || null,
      created_at: new Date().toISOString(),
      trip: bookingTripOf(trip),
      _pending: ['*'],
      _entryId: id,
    };
    await db.bookings.add(row);
    await enqueue(db, {
      id,
      kind: 'bookTrip',
      label: `Réservation ${routeLabel(trip)}`,
      method: 'POST',
      path: pathFor(endpoints.bookTrip, trip.id),
      body: { type: 'json', data: { seats, notes: notes || null } },
      userId: session.user.id,
      tempId,
      tripId: trip.id,
      rollback: null,
      optimistic: row,
    });
    return id;
  });
}

/** A status change of an existing booking (cancel by the passenger, accept or refuse by the driver). */
async function changeBooking(
  db: MechwarDatabase,
  booking: BookingRow,
  kind: 'cancelBooking' | 'decideBooking',
  status: number,
  path: string,
  label: string,
  id: string,
) {
  return db.transaction('rw', [db.session, db.bookings, db.trips, db.outbox], async () => {
    const session = await requireSession(db);
    const optimistic: BookingRow = {
      ...booking,
      status,
      status_text: BOOKING_STATUS_TEXT[status],
      _pending: [...new Set([...(booking._pending ?? []), 'status', 'status_text'])],
    };
    await db.bookings.put(optimistic);
    const trip = await db.trips.get(booking.trip_id);
    let tripRollback: TripRow | null = null;
    if (trip && status === BOOKING_STATUS.accepted) {
      tripRollback = trip;
      await db.trips.put({ ...trip, available_seats: trip.available_seats - booking.seats, _pending: [...new Set([...(trip._pending ?? []), 'available_seats'])] });
    }
    await enqueue(db, {
      id,
      kind,
      label,
      method: 'POST',
      path,
      body: { type: 'none' },
      userId: session.user.id,
      tripId: booking.trip_id,
      rollback: { booking, trip: tripRollback },
      optimistic,
    });
    return id;
  });
}

export function cancelBooking(db: MechwarDatabase, booking: BookingRow, id: string = crypto.randomUUID()) {
  const route = booking.trip ? routeLabel(booking.trip) : `#${booking.trip_id}`;
  return changeBooking(db, booking, 'cancelBooking', BOOKING_STATUS.cancelled, pathFor(endpoints.cancelBooking, booking.id), `Annulation de la réservation ${route}`, id);
}

export function decideBooking(db: MechwarDatabase, booking: BookingRow, accept: boolean, id: string = crypto.randomUUID()) {
  const who = booking.passenger?.full_name ?? `#${booking.passenger_id}`;
  return accept
    ? changeBooking(db, booking, 'decideBooking', BOOKING_STATUS.accepted, pathFor(endpoints.acceptBooking, booking.id), `Acceptation de la réservation de ${who}`, id)
    : changeBooking(db, booking, 'decideBooking', BOOKING_STATUS.rejected, pathFor(endpoints.rejectBooking, booking.id), `Refus de la réservation de ${who}`, id);
}

async function putServerBooking(db: MechwarDatabase, response: unknown, previous: BookingRow | undefined) {
  const { data } = bookingResponse.parse(response);
  const trip = await db.trips.get(data.trip_id ?? previous?.trip_id ?? 0);
  await db.bookings.put({
    ...data,
    trip_id: data.trip_id ?? previous!.trip_id,
    ...(previous?.trip ? { trip: previous.trip } : trip ? { trip: bookingTripOf(trip) } : {}),
    _syncedAt: Date.now(),
  });
}

async function clearTripPending(db: MechwarDatabase, tripId: number | undefined) {
  const trip = tripId ? await db.trips.get(tripId) : undefined;
  if (trip?._pending?.length) await db.trips.put({ ...trip, _pending: trip._pending.filter((field) => field !== 'available_seats') });
}

export const bookTripHandler = {
  async apply(db: MechwarDatabase, entry: OutboxEntry, response: unknown) {
    const optimistic = entry.optimistic as BookingRow;
    await db.bookings.delete(entry.tempId!);
    await putServerBooking(db, response, optimistic);
  },
  async rollback(db: MechwarDatabase, entry: OutboxEntry) {
    await db.bookings.delete(entry.tempId!);
  },
  async reapply(db: MechwarDatabase, entry: OutboxEntry) {
    await db.bookings.put(entry.optimistic as BookingRow);
  },
  settle: (db: MechwarDatabase, entry: OutboxEntry) => dropTemporary(db, 'bookings', entry.tempId),
};

export const changeBookingHandler = {
  async apply(db: MechwarDatabase, entry: OutboxEntry, response: unknown) {
    await putServerBooking(db, response, entry.optimistic as BookingRow);
    await clearTripPending(db, entry.tripId);
  },
  async rollback(db: MechwarDatabase, entry: OutboxEntry) {
    const { booking, trip } = entry.rollback as { booking: BookingRow; trip: TripRow | null };
    await db.bookings.put(booking);
    if (trip) await db.trips.put(trip);
  },
  async reapply(db: MechwarDatabase, entry: OutboxEntry) {
    await db.bookings.put(entry.optimistic as BookingRow);
  },
  async settle(db: MechwarDatabase, entry: OutboxEntry) {
    await clearPending(db.bookings, (entry.optimistic as BookingRow).id);
    await clearPending(db.trips, entry.tripId);
  },
};
