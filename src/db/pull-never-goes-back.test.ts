// A pull whose answer left the server before a change landed never deletes or rolls back what that change wrote.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { completeEntry } from './outbox-outcomes';
import { mirrorMyBookings, mirrorTrips } from './trips-mirror';
import { bookTrip } from './commands/bookings';
import { deleteTrip, saveTrip } from './commands/trips';
import { updateProfile } from './commands/profile';
import { saveUser } from './session';
import { bookingFixture, deviceSignedIn, tripFixture, tripForm, userFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a slow pull', () => {
  it('does not delete the booking the server confirmed after the pull was asked', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(tripFixture());
    const pullAskedAt = Date.now();
    await tick();
    const id = await bookTrip(db, (await db.trips.get(100))!, 1, '');
    await completeEntry(db, (await db.outbox.get(id))!, { message: 'ok', data: bookingFixture(501) });
    await tick();
    // The pull's answer was made before the booking existed: it lists none.
    await mirrorMyBookings(db, 7, [], pullAskedAt);
    expect((await db.bookings.get(501))?.status).toBe(0);
  });

  it('does not bring back older fields over a trip the server answered more recently', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture({ updated_at: '2030-01-01T10:00:00.000Z' }));
    const pullAskedAt = Date.now();
    await tick();
    const id = await saveTrip(db, { ...tripForm, price_per_seat: 25 }, (await db.trips.get(100))!);
    await completeEntry(db, (await db.outbox.get(id))!, {
      message: 'Trip updated successfully',
      trip: tripFixture({ price_per_seat: 25, updated_at: '2030-01-01T10:05:00.000Z' }),
    });
    await tick();
    await mirrorTrips(db, [tripFixture({ price_per_seat: 20, updated_at: '2030-01-01T10:00:00.000Z' })], pullAskedAt);
    expect((await db.trips.get(100))!.price_per_seat).toBe(25);
  });

  it('does not bring back a trip whose deletion the server confirmed after the pull was asked', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    const pullAskedAt = Date.now();
    await tick();
    const id = await deleteTrip(db, (await db.trips.get(100))!);
    await completeEntry(db, (await db.outbox.get(id))!, { message: 'Trip deleted successfully' });
    await tick();
    await mirrorTrips(db, [tripFixture()], pullAskedAt);
    expect(await db.trips.get(100)).toBeUndefined();
    // A pull asked after the deletion is the truth again (the trip is back only if the server lists it).
    await mirrorTrips(db, [tripFixture()], Date.now());
    expect(await db.trips.get(100)).toBeDefined();
  });

  it('does not bring back an older profile over an edit the server answered after the pull was asked', async () => {
    db = await deviceSignedIn(7);
    const pullAskedAt = Date.now();
    await tick();
    const id = await updateProfile(db, { first_name: 'Salma', last_name: 'Ben Salah', email: '', phone: '22123456', image: null, deletePhoto: false });
    await completeEntry(db, (await db.outbox.get(id))!, { message: 'Profile updated', user: userFixture({ first_name: 'Salma' }) });
    await tick();
    await saveUser(db, userFixture({ first_name: 'Amira' }), false, pullAskedAt);
    expect((await db.me.get(7))!.first_name).toBe('Salma');
    expect((await db.session.get('current'))!.user.first_name).toBe('Salma');
  });

  it('still updates rows nothing newer has touched', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture({ updated_at: '2030-01-01T10:00:00.000Z', _syncedAt: 1 }));
    await mirrorTrips(db, [tripFixture({ price_per_seat: 30, updated_at: '2030-01-01T11:00:00.000Z' })], Date.now());
    expect((await db.trips.get(100))!.price_per_seat).toBe(30);
  });
});
