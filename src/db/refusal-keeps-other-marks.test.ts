// Two queued changes to one trip: a refusal of one puts back only the fields it changed and leaves no pending mark
// behind once every entry has ended, so pulls update the trip again (issue: orphaned pending marks).
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { completeEntry, discardEntry, markFailed } from './outbox-outcomes';
import { mirrorTrips } from './trips-mirror';
import { decideBooking } from './commands/bookings';
import { changeTripStatus, saveTrip } from './commands/trips';
import { bookingFixture, deviceSignedIn, tripFixture, tripForm } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const refusal = { status: 422, message: 'Cette réservation a déjà été rejetée' };
const entry = async (id: string) => (await db.outbox.get(id))!;

async function driverWithTwoRequests() {
  db = await deviceSignedIn(2, true);
  await db.trips.put(tripFixture({ available_seats: 3 }));
  await db.bookings.bulkPut([bookingFixture(501), bookingFixture(502, { passenger_id: 8 })]);
  const first = await decideBooking(db, (await db.bookings.get(501))!, true);
  const second = await decideBooking(db, (await db.bookings.get(502))!, true);
  return { first, second };
}

describe('two accepts of one trip queued offline', () => {
  it('first accepted, second refused: no pending mark is left and pulls update the seats again', async () => {
    const { first, second } = await driverWithTwoRequests();
    expect((await db.trips.get(100))!.available_seats).toBe(1);
    await completeEntry(db, await entry(first), { message: 'ok', data: bookingFixture(501, { status: 1, status_text: 'Acceptée' }) });
    await markFailed(db, await entry(second), refusal);

    const trip = (await db.trips.get(100))!;
    expect(trip._pending ?? []).toEqual([]);
    expect((await db.bookings.get(502))!).toMatchObject({ status: 0 });
    expect((await db.bookings.get(502))!._pending ?? []).toEqual([]);

    await mirrorTrips(db, [tripFixture({ available_seats: 2 })]);
    expect((await db.trips.get(100))!.available_seats).toBe(2);
  });

  it('first refused while the second waits: the second keeps its mark, and the seats it took stay shown', async () => {
    const { first, second } = await driverWithTwoRequests();
    await markFailed(db, await entry(first), refusal);
    const trip = (await db.trips.get(100))!;
    expect(trip._pending).toEqual(['section_seats', 'available_seats']);
    expect((await db.bookings.get(501))!.status).toBe(0);
    expect((await db.bookings.get(502))!.status).toBe(1);

    // The second is refused too: the seats go back to what they were before both.
    await markFailed(db, await entry(second), refusal);
    expect((await db.trips.get(100))!).toMatchObject({ available_seats: 3 });
    expect((await db.trips.get(100))!._pending ?? []).toEqual([]);
  });

  it('a discarded change keeps the marks of the change still queued on the same trip', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    await saveTrip(db, { ...tripForm, price_per_seat: 25 }, (await db.trips.get(100))!);
    const paused = await changeTripStatus(db, (await db.trips.get(100))!, 'pause');
    expect(await discardEntry(db, paused)).toBe(true);
    const trip = (await db.trips.get(100))!;
    expect(trip).toMatchObject({ status: 1, price_per_seat: 25 });
    expect([...(trip._pending ?? [])].sort()).not.toContain('status');
    expect(trip._pending).toContain('price_per_seat');
  });
});
