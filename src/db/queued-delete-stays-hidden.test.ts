// A trip deleted offline stays hidden while its deletion waits, whatever pulls bring meanwhile.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { mirrorTrips, pruneMyTrips } from './trips-mirror';
import { searchTrips } from './trip-queries';
import { deleteTrip } from './commands/trips';
import { markFailed } from './outbox-outcomes';
import { deviceSignedIn, tripFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-01T00:00:00.000Z');

describe('a queued delete', () => {
  it('is not undone by a pull of the trip list or of my trips', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    await deleteTrip(db, (await db.trips.get(100))!);
    expect(await searchTrips(db, {}, 20, NOW)).toEqual([]);

    await mirrorTrips(db, [tripFixture({ available_seats: 2 })]);
    await pruneMyTrips(db, 2, [tripFixture()]);
    expect((await db.trips.get(100))!._deleted).toBe(true);
    expect(await searchTrips(db, {}, 20, NOW)).toEqual([]);
  });

  it('shows the trip again, with the server’s latest data, when the server refuses the deletion', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    const id = await deleteTrip(db, (await db.trips.get(100))!);
    await mirrorTrips(db, [tripFixture({ available_seats: 2 })]);
    await markFailed(db, (await db.outbox.get(id))!, { status: 403, message: 'Forbidden access' });
    const trip = (await db.trips.get(100))!;
    expect(trip._deleted).toBeFalsy();
    expect(trip.available_seats).toBe(2);
    expect((await searchTrips(db, {}, 20, NOW)).map((row) => row.id)).toEqual([100]);
  });
});
