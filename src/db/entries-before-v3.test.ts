// Changes queued before the device recorded rows and fields (database version 3): their row is read from their path,
// so a refused one gives the row back to the server's copy at once and a queued delete is applied, not dropped.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import type { OutboxEntry } from './outbox-entry';
import { completeEntry, discardEntry, markFailed } from './outbox-outcomes';
import { mirrorTrips, deletedKey } from './trips-mirror';
import { searchTrips } from './trip-queries';
import { BEFORE_V3, rowFromPath } from './entries-before-v3';
import { deviceSignedIn, tripFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-01T08:00:00.000Z');

/** An entry as the version-3 upgrade left it: one shared ordering key, no touches. */
async function entryFromBeforeV3(fields: Pick<OutboxEntry, 'kind' | 'method' | 'path'> & Partial<OutboxEntry>): Promise<OutboxEntry> {
  const entry = {
    id: crypto.randomUUID(),
    seq: 1,
    label: 'Avant la mise à jour',
    body: { type: 'none' },
    state: 'sending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    userId: 7,
    touches: [],
    rows: [BEFORE_V3],
    createdAt: NOW,
    ...fields,
  } as OutboxEntry;
  await db.outbox.put(entry);
  return entry;
}

describe('a change queued before the device recorded its fields', () => {
  it('reads its row from its path', () => {
    expect(rowFromPath({ path: '/api/trips/100' })).toEqual({ table: 'trips', id: 100 });
    expect(rowFromPath({ path: '/api/trips/100/status' })).toEqual({ table: 'trips', id: 100 });
    expect(rowFromPath({ path: '/api/bookings/501/cancel' })).toEqual({ table: 'bookings', id: 501 });
    expect(rowFromPath({ path: '/api/trips' })).toBeNull();
  });

  it('refused: the row it changed takes the server’s copy at the next pull, not the refused value', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put({ ...tripFixture({ id: 100, driver_id: 7, price_per_seat: 900 }), _pending: ['price_per_seat'] });
    const entry = await entryFromBeforeV3({ kind: 'saveTrip', method: 'PUT', path: '/api/trips/100', tripId: 100 });
    await markFailed(db, entry, { status: 422, message: 'The price per seat must be at most 200.' });
    expect((await db.trips.get(100))!._pending ?? []).toEqual([]);
    await mirrorTrips(db, [tripFixture({ id: 100, driver_id: 7, price_per_seat: 20 })]);
    expect((await db.trips.get(100))!.price_per_seat).toBe(20);
  });

  it('a queued delete is applied when the server takes it', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put({ ...tripFixture({ id: 100, driver_id: 7 }), _deleted: true, _pending: ['*'] });
    const entry = await entryFromBeforeV3({ kind: 'deleteTrip', method: 'DELETE', path: '/api/trips/100' });
    await completeEntry(db, entry, { message: 'Trip deleted successfully' });
    expect(await db.trips.get(100)).toBeUndefined();
    expect(await db.meta.get(deletedKey(100))).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a queued delete discarded shows the trip again', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put({ ...tripFixture({ id: 100, driver_id: 7 }), _deleted: true, _pending: ['*'] });
    const entry = await entryFromBeforeV3({ kind: 'deleteTrip', method: 'DELETE', path: '/api/trips/100', state: 'failed' });
    expect(await discardEntry(db, entry.id)).toBe(true);
    expect((await searchTrips(db, {}, 50, Date.parse('2020-01-01T00:00:00.000Z'))).map((trip) => trip.id)).toContain(100);
  });
});
