// A connection lost under a live query (WebKit drops those of backgrounded pages): the query is not broken by the
// error and delivers again, changes made meanwhile included, once the database reopened by itself.
import { afterEach, describe, expect, it } from 'vitest';
import { liveQuery } from 'dexie';
import { openDatabase, type MechwarDatabase } from './database';
import { tripFixture } from '../../tests/fixtures/trip';
import { failingTable, lostServer } from '../../tests/fixtures/failing-table';

let db: MechwarDatabase;
let worker: MechwarDatabase;
afterEach(async () => {
  worker?.close();
  await db?.delete();
});

/** Subscribes like useLiveQuery does; records every delivery and any error. */
function watchTrips(target: MechwarDatabase) {
  const seen: number[][] = [];
  const errors: unknown[] = [];
  const subscription = liveQuery(() => target.trips.toArray()).subscribe({
    next: (trips) => seen.push(trips.map((trip) => trip.id)),
    error: (error) => errors.push(error),
  });
  return { seen, errors, stop: () => subscription.unsubscribe() };
}

/** The worker's pulls write in transactions: the page's live query then reads the database, not Dexie's cache. */
const workerPuts = (id: number) => worker.transaction('rw', worker.trips, () => worker.trips.put(tripFixture({ id })));

const until = async (what: string, check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check(), what).toBe(true);
};

async function twoHandles() {
  const name = `lost-reads-${crypto.randomUUID()}`;
  db = openDatabase(name);
  const failures = failingTable(db, 'trips', 'query');
  // The sync worker: another connection to the same database, writing while the page's connection is gone.
  worker = openDatabase(name);
  await db.trips.put(tripFixture({ id: 1 }));
  return failures;
}

describe('a live query whose connection is lost', () => {
  it('is not broken by WebKit’s UnknownError and delivers again, with what changed meanwhile', async () => {
    const { failNext: failNextRead } = await twoHandles();
    const trips = watchTrips(db);
    await until('the first delivery', () => trips.seen.length > 0);
    expect(trips.seen.at(-1)).toEqual([1]);
    // Now the connection goes: the worker's write reaches the page, whose read fails.
    failNextRead(lostServer);
    await workerPuts(2);
    await until('the trip the worker wrote, delivered', () => trips.seen.at(-1)?.length === 2);
    expect(trips.errors).toEqual([]);
    expect(trips.seen.at(-1)).toEqual([1, 2]);
    expect(db.isOpen()).toBe(true);
    trips.stop();
  });

  it('does not wait for another change when the read failed as a closed database', async () => {
    const { failNext: failNextRead } = await twoHandles();
    const trips = watchTrips(db);
    await until('the first delivery', () => trips.seen.length > 0);
    // Dexie's liveQuery takes a DatabaseClosedError quietly, then waits for the next change to read again: the
    // worker's change it was reading for would stay unseen until then.
    failNextRead(() => {
      db.close({ disableAutoOpen: false });
      return new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    await workerPuts(2);
    await until('the trip the worker wrote, delivered', () => trips.seen.at(-1)?.length === 2);
    expect(trips.errors).toEqual([]);
    trips.stop();
  });

  it('passes on a failure that comes back after every reopen, rather than reopening for ever', async () => {
    const { failEvery: failEveryRead, failed } = await twoHandles();
    const trips = watchTrips(db);
    await until('the first delivery', () => trips.seen.length > 0);
    // Chromium answers UnknownError for a stored file it lost: reading again fails the same way each time.
    failEveryRead(lostServer);
    await workerPuts(2);
    await until('the error passed on', () => trips.errors.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failed()).toBeLessThanOrEqual(5);
    expect(trips.errors).toEqual([expect.objectContaining({ name: 'UnknownError' })]);
    trips.stop();
  });
});
