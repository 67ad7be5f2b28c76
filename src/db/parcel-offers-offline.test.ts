// Trunk space on the device: "Accepte les colis" filters the mirror as the server does, and a trip published or
// edited offline shows its parcel sizes at once and sends them.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from './database';
import { completeEntry } from './outbox-outcomes';
import { searchTrips, tripSearchKey } from './trip-queries';
import { saveTrip } from './commands/trips';
import { deviceSignedIn, tripFixture, tripForm } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-09T12:00:00.000Z');
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const SMALL = { size: 'small' as const, price_per_parcel: 7.5, parcels: 4 };
const LARGE = { size: 'large' as const, price_per_parcel: 25, parcels: 1 };

describe('the "Accepte les colis" filter on the mirror', () => {
  it('keeps only the trips taking parcels; 0 or nothing keeps them all, trips of older answers included', async () => {
    db = openDatabase(`parcels-${crypto.randomUUID()}`);
    await db.trips.bulkPut([
      tripFixture({ id: 1, departure_time: '2030-01-10T07:30:00.000Z', accepts_parcels: false, parcel_offers: [] }),
      tripFixture({ id: 2, departure_time: '2030-01-10T08:30:00.000Z', accepts_parcels: true, parcel_offers: [{ ...SMALL, parcels_left: 4 }] }),
      tripFixture({ id: 3, departure_time: '2030-01-10T09:30:00.000Z' }), // an answer of before parcels
    ]);
    expect(ids(await searchTrips(db, { accepts_parcels: 1 }, 20, NOW))).toEqual([2]);
    expect(ids(await searchTrips(db, { accepts_parcels: 0 }, 20, NOW))).toEqual([1, 2, 3]);
    expect(ids(await searchTrips(db, {}, 20, NOW))).toEqual([1, 2, 3]);
  });

  it('is a search of its own, in the filters’ fixed order', () => {
    expect(tripSearchKey({ accepts_parcels: 1, departure_city_id: 3 })).toBe('trips?departure_city_id=3&accepts_parcels=1');
  });
});

describe('a trip published offline with parcels', () => {
  it('shows its sizes at once, smallest first, and sends them', async () => {
    db = await deviceSignedIn(2, true);
    const created = await saveTrip(db, { ...tripForm, accepts_parcels: true, parcel_offers: [LARGE, SMALL] });
    const [shown] = await db.trips.toArray();
    expect(shown).toMatchObject({
      accepts_parcels: true,
      parcel_offers: [
        { ...SMALL, parcels_left: 4 },
        { ...LARGE, parcels_left: 1 },
      ],
    });
    expect(ids(await searchTrips(db, { accepts_parcels: 1 }, 20, Date.now()))).toEqual([shown!.id]);
    const entry = (await db.outbox.get(created))!;
    expect(entry.body).toMatchObject({ data: { accepts_parcels: true, parcel_offers: [LARGE, SMALL] } });

    const answer = tripFixture({
      id: 900,
      driver_id: 2,
      accepts_parcels: true,
      parcel_offers: [
        { ...SMALL, parcels_left: 4 },
        { ...LARGE, parcels_left: 1 },
      ],
    });
    await completeEntry(db, entry, { message: 'Trip created successfully', data: answer });
    expect((await db.trips.get(900))!).toMatchObject({ accepts_parcels: true, parcel_offers: answer.parcel_offers });
  });

  it('an edit keeps what was taken of a size, and unticking sends no sizes', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(
      tripFixture({ id: 900, driver_id: 2, accepts_parcels: true, parcel_offers: [{ size: 'medium', price_per_parcel: 12, parcels: 3, parcels_left: 1 }] }),
    );
    const more = await saveTrip(
      db,
      { ...tripForm, accepts_parcels: true, parcel_offers: [{ size: 'medium', price_per_parcel: 10, parcels: 5 }] },
      (await db.trips.get(900))!,
    );
    expect((await db.trips.get(900))!.parcel_offers).toEqual([{ size: 'medium', price_per_parcel: 10, parcels: 5, parcels_left: 3 }]);
    expect((await db.outbox.get(more))!.path).toBe('/api/trips/900');

    const off = await saveTrip(db, { ...tripForm, accepts_parcels: false, parcel_offers: [SMALL] }, (await db.trips.get(900))!);
    expect((await db.trips.get(900))!).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
    expect((await db.outbox.get(off))!.body).toMatchObject({ data: { accepts_parcels: false, parcel_offers: [] } });
  });
});
