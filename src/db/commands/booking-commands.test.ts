// Booking commands: a booking shows at once as pending, survives pulls, becomes the server's row when sent, and
// disappears (with the reason kept in the outbox) when the server refuses it.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { completeEntry, markFailed } from '../outbox-outcomes';
import { mirrorTrips } from '../trips-mirror';
import { bookTrip, cancelBooking, decideBooking } from './bookings';
import { userFixture } from '../../../tests/fixtures/user';
import { SFAX, SOUSSE, TUNIS, VIA_SOUSSE_TO_SFAX, tripFixture } from '../../../tests/fixtures/trip';
import { frenchLabel } from '../outbox-label';
import { tripForm } from '../../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

async function signedIn(userId = 7) {
  db = openDatabase(`bookings-${crypto.randomUUID()}`);
  await saveAuth(db, { user: userFixture({ id: userId }), is_driver: false, token: '1|secret', refresh_token: 'r' });
}

const serverBooking = (overrides = {}) => ({
  id: 501,
  trip_id: 100,
  passenger_id: 7,
  passenger: { id: 7, full_name: 'Amira Ben Salah', image_url: null },
  seats: 2,
  total_price: 40,
  status: 0,
  status_text: 'En attente',
  notes: null,
  created_at: '2030-01-09T12:00:00.000Z',
  ...overrides,
});

describe('bookTrip', () => {
  it('shows a pending booking with its total and queues the request', async () => {
    await signedIn();
    const trip = tripFixture({ price_per_seat: 12.5 });
    await db.trips.put(trip);
    const entryId = await bookTrip(db, trip, 3, 'Une valise');
    const [row] = await db.bookings.toArray();
    expect(row).toMatchObject({ trip_id: 100, passenger_id: 7, seats: 3, total_price: 37.5, status: 0, _pending: ['*'], _entryId: entryId });
    expect(row!.id).toBeLessThan(0);
    expect(row!.trip?.departure_city?.name).toBe('Tunis');
    const entry = await db.outbox.get(entryId);
    expect(entry).toMatchObject({
      kind: 'bookTrip',
      method: 'POST',
      path: '/api/trips/100/bookings',
      body: { type: 'json', data: { seats: 3, notes: 'Une valise' } },
    });
  });

  it('names the leg booked in the waiting changes, and the whole route for the whole trip', async () => {
    await signedIn();
    const trip = tripFixture(VIA_SOUSSE_TO_SFAX);
    await db.trips.put(trip);
    const leg = await bookTrip(db, trip, 1, '', undefined, { from_city_id: SOUSSE.id, to_city_id: SFAX.id, price_per_seat: 11.73 });
    const whole = await bookTrip(db, trip, 1, '');
    expect(frenchLabel((await db.outbox.get(leg))!.label)).toBe('Réservation Sousse → Sfax');
    expect(frenchLabel((await db.outbox.get(whole))!.label)).toBe(`Réservation ${TUNIS.name} → Sfax`);
  });

  it('shows a leg booked by its own places and departure in "Mes réservations", before and after it is sent', async () => {
    await signedIn();
    const trip = tripFixture(VIA_SOUSSE_TO_SFAX);
    await db.trips.put(trip);
    const entryId = await bookTrip(db, trip, 1, '', undefined, { from_city_id: SOUSSE.id, to_city_id: null, price_per_seat: 11.73 });
    const leg = { departure_city: { id: SOUSSE.id, name: 'Sousse' }, arrival_city: { id: SFAX.id, name: 'Sfax' }, departure_time: '2030-01-10T09:15:00.000Z' };
    expect((await db.bookings.toArray())[0]!.trip?.leg).toMatchObject(leg);
    await completeEntry(db, (await db.outbox.get(entryId))!, {
      message: 'Booking created successfully',
      data: serverBooking({ seats: 1, total_price: 11.73, from_city_id: SOUSSE.id, to_city_id: null }),
    });
    const [sent] = await db.bookings.toArray();
    expect(sent).toMatchObject({ id: 501, trip: { departure_time: trip.departure_time, leg } });

    await bookTrip(db, tripFixture({ ...VIA_SOUSSE_TO_SFAX, id: 101 }), 1, '');
    expect((await db.bookings.get({ trip_id: 101 }))?.trip?.leg).toBeNull();
  });

  it('names the leg in a cancellation, from the trip on the device or from its ends and the places list', async () => {
    await signedIn();
    const trip = tripFixture(VIA_SOUSSE_TO_SFAX);
    const booking = {
      ...serverBooking({ from_city_id: SOUSSE.id, to_city_id: SFAX.id }),
      trip: { id: 100, departure_time: trip.departure_time, departure_city: TUNIS, arrival_city: SFAX, price_per_seat: 11.73, status: 1 },
    };
    await db.bookings.put(booking);
    await db.trips.put(trip);
    const fromTrip = await cancelBooking(db, booking);
    expect(frenchLabel((await db.outbox.get(fromTrip))!.label)).toBe('Annulation de la réservation Sousse → Sfax');

    // "Mes réservations" alone: the trip's summary has its two ends, the places list has Sousse.
    await db.trips.clear();
    await db.cities.bulkPut([SOUSSE, SFAX].map((city) => ({ ...city, latitude: 0, longitude: 0 })));
    const fromSummary = await cancelBooking(db, booking);
    expect(frenchLabel((await db.outbox.get(fromSummary))!.label)).toBe('Annulation de la réservation Sousse → Sfax');
    const whole = await cancelBooking(db, { ...booking, from_city_id: null, to_city_id: null });
    expect(frenchLabel((await db.outbox.get(whole))!.label)).toBe(`Annulation de la réservation ${TUNIS.name} → Sfax`);
  });

  it('keeps the pending booking when the trip is pulled again', async () => {
    await signedIn();
    const trip = tripFixture();
    await db.trips.put(trip);
    await bookTrip(db, trip, 1, '');
    await mirrorTrips(db, [{ ...trip, bookings: [] }]);
    expect(await db.bookings.count()).toBe(1);
  });

  it("becomes the server's booking once sent", async () => {
    await signedIn();
    const trip = tripFixture();
    await db.trips.put(trip);
    const entryId = await bookTrip(db, trip, 2, '');
    await completeEntry(db, (await db.outbox.get(entryId))!, { message: 'Booking created successfully', data: serverBooking() });
    const rows = await db.bookings.toArray();
    expect(rows.map((row) => row.id)).toEqual([501]);
    expect(rows[0]!._pending).toBeUndefined();
    expect(rows[0]!.trip?.id).toBe(100);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rolls back when the server refuses, keeping the entry and its reason', async () => {
    await signedIn();
    const trip = tripFixture();
    await db.trips.put(trip);
    const entryId = await bookTrip(db, trip, 2, '');
    await markFailed(db, (await db.outbox.get(entryId))!, {
      status: 422,
      message: 'Not enough seats left on this trip.',
      errors: { seats: ['Not enough seats left on this trip.'] },
    });
    expect(await db.bookings.count()).toBe(0);
    expect(await db.outbox.get(entryId)).toMatchObject({ state: 'failed', lastError: { message: 'Not enough seats left on this trip.' } });
  });
});

describe('decideBooking', () => {
  it('takes the seats at once on accept and gives them back if refused', async () => {
    await signedIn(2);
    const trip = tripFixture({ available_seats: 3 });
    await db.trips.put(trip);
    const booking = { ...serverBooking(), trip_id: 100 };
    await db.bookings.put(booking);
    const entryId = await decideBooking(db, booking, true);
    expect((await db.trips.get(100))!.available_seats).toBe(1);
    expect((await db.bookings.get(501))!.status).toBe(1);
    await markFailed(db, (await db.outbox.get(entryId))!, { status: 422, message: 'Not enough seats left on this trip.' });
    expect((await db.trips.get(100))!.available_seats).toBe(3);
    expect((await db.bookings.get(501))!.status).toBe(0);
  });
});

describe('a trip published offline', () => {
  it('gets its server id in the changes queued after it', async () => {
    await signedIn(2);
    const { saveTrip, changeTripStatus } = await import('./trips');
    const created = await saveTrip(db, tripForm);
    const [temporary] = await db.trips.toArray();
    const paused = await changeTripStatus(db, temporary!, 'pause');
    expect((await db.outbox.get(paused))!.path).toBe(`/api/trips/${temporary!.id}/status`);
    await completeEntry(db, (await db.outbox.get(created))!, {
      message: 'Trip created successfully',
      data: { ...tripFixture({ id: 900, driver_id: 2 }) },
    });
    expect(await db.outbox.get(paused)).toMatchObject({ path: '/api/trips/900/status', tripId: 900 });
    expect((await db.trips.toArray()).map((trip) => trip.id)).toEqual([900]);
  });
});
