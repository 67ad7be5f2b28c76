// "Mes réservations" puts the next departure on top, then the past ones latest first, and only the passenger's own.
import { afterEach, describe, expect, it } from 'vitest';
import { tripFixture } from '../../tests/fixtures/trip';
import { openDatabase, type BookingRow, type MechwarDatabase } from './database';
import { myBookings } from './queries';
import { bookingTripOf } from './trips-mirror';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-09T12:00:00.000Z');
const ME = 9;

/** A booking of mine (or of `passenger`) on a trip leaving `departure`, made at `created`. */
function booking(id: number, departure: string | null, created: string, passenger = ME): BookingRow {
  return {
    id,
    trip_id: id * 10,
    passenger_id: passenger,
    seats: 1,
    total_price: 20,
    status: 0,
    status_text: 'En attente',
    created_at: created,
    ...(departure ? { trip: bookingTripOf(tripFixture({ id: id * 10, departure_time: departure })) } : {}),
  };
}

describe('myBookings', () => {
  it('lists upcoming trips soonest first, then past ones latest first, then those whose trip is unknown', async () => {
    db = openDatabase(`my-bookings-${crypto.randomUUID()}`);
    await db.bookings.bulkAdd([
      booking(1, '2030-01-20T08:00:00.000Z', '2030-01-01T10:00:00.000Z'),
      booking(2, '2030-01-10T08:00:00.000Z', '2030-01-08T10:00:00.000Z'),
      booking(3, '2029-12-20T08:00:00.000Z', '2029-12-01T10:00:00.000Z'),
      booking(4, '2030-01-05T08:00:00.000Z', '2029-12-30T10:00:00.000Z'),
      booking(5, null, '2030-01-02T10:00:00.000Z'),
      booking(-1, '2030-01-09T13:00:00.000Z', '2030-01-09T11:59:00.000Z'),
      booking(6, '2030-01-11T08:00:00.000Z', '2030-01-03T10:00:00.000Z', 77),
    ]);
    expect((await myBookings(db, ME, NOW)).map((row) => row.id)).toEqual([-1, 2, 1, 4, 3, 5]);
  });
});
