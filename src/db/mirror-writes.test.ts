// Pulled collections are written in chunks of about 1,000 rows, and rows that did not change are not written again.
import { afterEach, describe, expect, it } from 'vitest';
import type { City } from '../contract/cities';
import { openDatabase, type MechwarDatabase } from './database';
import { markSynced, mirrorRows } from './mirror';
import { lastSyncedAt } from './queries';

const city = (id: number, overrides: Partial<City> = {}): City => ({ id, name: `City ${id}`, latitude: 36, longitude: 10, ...overrides });

let db: MechwarDatabase;
afterEach(async () => {
  await db?.delete();
});

/** Counts the rows Dexie really writes (created or updated) into the cities table. */
function countWrites(database: MechwarDatabase) {
  const counter = { created: 0, updated: 0 };
  database.cities.hook('creating', () => {
    counter.created += 1;
  });
  database.cities.hook('updating', () => {
    counter.updated += 1;
  });
  return counter;
}

describe('mirrorRows', () => {
  it('writes 2,500 new rows in three bulk writes of at most 1,000', async () => {
    db = openDatabase(`mirror-${crypto.randomUUID()}`);
    const sizes: number[] = [];
    const bulkPut = db.cities.bulkPut.bind(db.cities);
    db.cities.bulkPut = ((rows: City[], ...rest: never[]) => {
      sizes.push(rows.length);
      return bulkPut(rows, ...rest);
    }) as typeof db.cities.bulkPut;
    const rows = Array.from({ length: 2500 }, (_, i) => city(i + 1));
    expect(await mirrorRows(db, db.cities, rows)).toBe(2500);
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(await db.cities.count()).toBe(2500);
  });

  it('skips unchanged rows and writes only the changed and new ones', async () => {
    db = openDatabase(`mirror-${crypto.randomUUID()}`);
    await mirrorRows(db, db.cities, [city(1), city(2), city(3)]);
    const writes = countWrites(db);
    const written = await mirrorRows(db, db.cities, [city(1), city(2, { name: 'Sousse' }), city(3), city(4)]);
    expect(written).toBe(2);
    expect(writes).toEqual({ created: 1, updated: 1 });
    expect(await db.cities.get(2)).toMatchObject(city(2, { name: 'Sousse' }));
  });

  it('writes nothing when the same page comes back', async () => {
    db = openDatabase(`mirror-${crypto.randomUUID()}`);
    await mirrorRows(db, db.cities, [city(1), city(2)]);
    const writes = countWrites(db);
    expect(await mirrorRows(db, db.cities, [city(2), city(1)])).toBe(0);
    expect(writes).toEqual({ created: 0, updated: 0 });
  });
});

describe('markSynced', () => {
  it('records when a collection was last synced', async () => {
    db = openDatabase(`mirror-${crypto.randomUUID()}`);
    expect(await lastSyncedAt(db, 'cities')).toBeNull();
    await markSynced(db, 'cities', 1234);
    expect(await lastSyncedAt(db, 'cities')).toBe(1234);
  });
});
