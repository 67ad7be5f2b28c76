// The list is a live query: a trip mirrored after it first ran shows up, also where the time-of-day search reads
// day by day and only up to the last departure it knew.
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { tripFixture } from '../../tests/fixtures/trip';
import { openDatabase, type MechwarDatabase } from './database';
import { searchTrips, type LocalTripFilters } from './trip-queries';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-09T12:00:00.000Z');

/** The ids the live list shows after each change, until `count` answers came. */
function watch(filters: LocalTripFilters, count: number) {
  const seen: number[][] = [];
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const subscription = liveQuery(() => searchTrips(db, filters, 20, NOW)).subscribe((rows) => {
    seen.push(rows.map((row) => row.id));
    if (seen.length === count) done();
  });
  return { seen, finished: finished.then(() => subscription.unsubscribe()) };
}

describe('the live trip list', () => {
  it.each([[{}], [{ time_from: '08:00', time_to: '10:00' }]])('shows a trip mirrored later, beyond the last one it knew (%j)', async (filters) => {
    db = openDatabase(`live-${crypto.randomUUID()}`);
    await db.trips.put(tripFixture({ id: 1, departure_time: '2030-01-10T08:00:00.000Z' }));
    const list = watch(filters, 2);
    await expect.poll(() => list.seen.length).toBe(1);
    await db.trips.put(tripFixture({ id: 2, departure_time: '2030-01-15T08:30:00.000Z' }));
    await list.finished;
    expect(list.seen).toEqual([[1], [1, 2]]);
  });

  it('shows a trip mirrored later in the middle of a page read in chunks', async () => {
    db = openDatabase(`live-${crypto.randomUUID()}`);
    const hourly = Array.from({ length: 60 }, (_, i) =>
      tripFixture({ id: i + 1, departure_time: new Date(NOW + (i + 1) * 3_600_000).toISOString(), available_seats: i % 2 === 0 ? 1 : 3 }),
    );
    await db.trips.bulkPut(hourly);
    const filters = { available_seats: 2 };
    const list = watch(filters, 2);
    await expect.poll(() => list.seen.length).toBe(1);
    await db.trips.put(tripFixture({ id: 99, departure_time: new Date(NOW + 5.5 * 3_600_000).toISOString(), available_seats: 4 }));
    await list.finished;
    expect(list.seen[1]!.slice(0, 4)).toEqual([2, 4, 99, 6]);
  });
});
