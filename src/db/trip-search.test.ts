// The trip list's filters as Dexie queries: the right trips, in the server's order, whichever index is used.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from './database';
import { listingOf, searchTrips, tripSearchKey } from './trip-queries';
import { pruneListedRange } from './trips-mirror';
import { SFAX, SOUSSE, TUNIS, tripFixture } from '../../tests/fixtures/trip';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

// 2030-01-09 12:00 UTC: "now" for every test.
const NOW = Date.parse('2030-01-09T12:00:00.000Z');

async function seed(
  rows = [
    tripFixture({ id: 1, departure_time: '2030-01-10T07:30:00.000Z' }), // Tunis → Sousse, 08:30 Tunis time
    tripFixture({ id: 2, departure_time: '2030-01-10T16:00:00.000Z', price_per_seat: 35, available_seats: 1 }),
    tripFixture({ id: 3, departure_time: '2030-01-11T06:00:00.000Z', arrival_city_id: SFAX.id, arrival_city: SFAX }),
    tripFixture({
      id: 4,
      departure_time: '2030-01-12T09:00:00.000Z',
      departure_city_id: SOUSSE.id,
      departure_city: SOUSSE,
      arrival_city_id: TUNIS.id,
      arrival_city: TUNIS,
    }),
    tripFixture({ id: 5, departure_time: '2030-01-10T10:00:00.000Z', status: 2, status_text: 'Cancelled' }),
    tripFixture({ id: 6, departure_time: '2030-01-08T10:00:00.000Z' }), // already left
    tripFixture({ id: 7, departure_time: '2030-01-10T09:00:00.000Z', status: 0, status_text: 'Pending' }), // paused: visible
  ],
) {
  db = openDatabase(`trips-${crypto.randomUUID()}`);
  await db.trips.bulkPut(rows);
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

describe('searchTrips', () => {
  it('lists visible upcoming trips by departure time, then past ones', async () => {
    await seed();
    expect(ids(await searchTrips(db, {}, 20, NOW))).toEqual([1, 7, 2, 3, 4, 6]);
  });

  it('narrows by both cities, by one city, and keeps the departure order', async () => {
    await seed();
    expect(ids(await searchTrips(db, { departure_city_id: TUNIS.id, arrival_city_id: SOUSSE.id }, 20, NOW))).toEqual([1, 7, 2, 6]);
    expect(ids(await searchTrips(db, { departure_city_id: SOUSSE.id }, 20, NOW))).toEqual([4]);
    expect(ids(await searchTrips(db, { arrival_city_id: SFAX.id }, 20, NOW))).toEqual([3]);
  });

  it('reads the date and times of day in Tunis time (UTC+1)', async () => {
    await seed();
    expect(ids(await searchTrips(db, { date: '2030-01-10' }, 20, NOW))).toEqual([1, 7, 2]);
    // 07:30 UTC is 08:30 in Tunis: inside 08:00–09:00; 09:00 UTC (10:00) is not.
    expect(ids(await searchTrips(db, { time_from: '08:00', time_to: '09:00' }, 20, NOW))).toEqual([1]);
  });

  it('filters by maximum price and minimum free seats', async () => {
    await seed();
    expect(ids(await searchTrips(db, { max_price: 30 }, 20, NOW))).not.toContain(2);
    expect(ids(await searchTrips(db, { available_seats: 2 }, 20, NOW))).not.toContain(2);
  });

  it('stops at the limit (a page of 20, then Voir Plus)', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => tripFixture({ id: i + 1, departure_time: new Date(NOW + (i + 1) * 3_600_000).toISOString() }));
    await seed(rows);
    const first = await searchTrips(db, {}, 20, NOW);
    expect(ids(first)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await searchTrips(db, {}, 40, NOW)).toHaveLength(40);
  });

  it('finds sparse matches far down the range, in order, upcoming then past', async () => {
    // One trip an hour over 300 hours either side of now; only every 13th one has 4 seats left.
    const rows = Array.from({ length: 600 }, (_, i) =>
      tripFixture({ id: i + 1, departure_time: new Date(NOW + (i - 299.5) * 3_600_000).toISOString(), available_seats: i % 13 === 0 ? 4 : 1 }),
    );
    await seed(rows);
    const upcomingMatches = rows.filter((_row, i) => i >= 300 && i % 13 === 0).map((row) => row.id);
    const pastMatches = rows
      .filter((_row, i) => i < 300 && i % 13 === 0)
      .map((row) => row.id)
      .reverse();
    expect(ids(await searchTrips(db, { available_seats: 4 }, 20, NOW))).toEqual(upcomingMatches.slice(0, 20));
    expect(ids(await searchTrips(db, { available_seats: 4 }, 40, NOW))).toEqual([...upcomingMatches, ...pastMatches].slice(0, 40));
  });
});

describe('searchTrips against a plain scan', () => {
  // Trips every 47 minutes over 25 days either side of now, between two routes, with varied seats and prices.
  const rows = Array.from({ length: 1500 }, (_, i) =>
    tripFixture({
      id: i + 1,
      departure_time: new Date(NOW + (i - 750) * 47 * 60_000).toISOString(),
      available_seats: 1 + (i % 4),
      price_per_seat: 10 + (i % 7) * 5,
      ...(i % 3 === 0 ? { departure_city_id: SOUSSE.id, departure_city: SOUSSE, arrival_city_id: TUNIS.id, arrival_city: TUNIS } : {}),
    }),
  );

  /** What the list must show, computed the slow way: every row checked, then sorted as the server sorts. */
  function expected(filters: Parameters<typeof searchTrips>[1], limit: number) {
    const nowIso = new Date(NOW).toISOString();
    const day = filters.date ? { start: new Date(Date.parse(`${filters.date}T00:00:00Z`) - 3_600_000).toISOString() } : null;
    const inDay = (iso: string) => !day || (iso >= day.start && Date.parse(iso) < Date.parse(day.start) + 86_400_000);
    // Without the mirror's places, a place searched matches only its own stops.
    const alone = (id?: number) => (id ? [{ id, km: 0 }] : null);
    const near = filters.departure_city_id || filters.arrival_city_id ? { from: alone(filters.departure_city_id), to: alone(filters.arrival_city_id) } : null;
    const kept = rows.flatMap((row) => {
      const listing = listingOf(row, filters, near);
      return listing && inDay(listing.time) ? [{ id: row.id, time: listing.time }] : [];
    });
    const upcoming = kept.filter((row) => row.time >= nowIso).sort((x, y) => x.time.localeCompare(y.time) || x.id - y.id);
    const past = kept.filter((row) => row.time < nowIso).sort((x, y) => y.time.localeCompare(x.time) || x.id - y.id);
    return ids([...upcoming, ...past].slice(0, limit));
  }

  it.each([
    [{ time_from: '06:00', time_to: '10:00' }],
    [{ time_from: '22:30' }],
    [{ time_to: '01:15', available_seats: 3 }],
    [{ time_from: '08:00', time_to: '09:30', departure_city_id: SOUSSE.id, max_price: 30 }],
    [{ date: '2030-01-10', time_from: '12:00', time_to: '18:00' }],
    [{ date: '2030-01-05', time_from: '07:00', time_to: '20:00', arrival_city_id: SOUSSE.id }],
    [{ time_from: '11:00', time_to: '10:00' }],
    [{ available_seats: 4, max_price: 15 }],
  ])('finds the same trips in the same order for %j', async (filters) => {
    await seed(rows);
    for (const limit of [20, 60, 400]) expect(ids(await searchTrips(db, filters, limit, NOW))).toEqual(expected(filters, limit));
  });
});

describe('tripSearchKey', () => {
  it('names one search whatever the order of its filters and the page, and tells searches apart', () => {
    const key = tripSearchKey({ max_price: 30, departure_city_id: TUNIS.id, page: 3 });
    expect(key).toBe(tripSearchKey({ departure_city_id: TUNIS.id, max_price: 30 }));
    expect(key).toBe('trips?departure_city_id=1&max_price=30');
    expect(tripSearchKey({})).toBe('trips?');
    expect(tripSearchKey({ departure_city_id: TUNIS.id })).not.toBe(key);
  });
});

describe('listingOf', () => {
  it('hides cancelled, rejected and completed trips', () => {
    for (const status of [2, 3, 4]) expect(listingOf(tripFixture({ status }), {}, null)).toBeNull();
    for (const status of [0, 1]) expect(listingOf(tripFixture({ status }), {}, null)).not.toBeNull();
  });
});

describe('pruneListedRange', () => {
  it('drops trips the server no longer lists in the range a page covered, and keeps the rest', async () => {
    await seed();
    await db.trips.update(2, { _pending: ['status'] });
    // Page 1 of Tunis → Sousse came back with trip 1 only, and no next page: 7 is gone from the server.
    const removed = await pruneListedRange(
      db,
      { departure_city_id: TUNIS.id, arrival_city_id: SOUSSE.id },
      { trips: [tripFixture({ id: 1, departure_time: '2030-01-10T07:30:00.000Z' })], first: true, last: true },
      NOW,
    );
    expect(removed).toBe(1);
    expect(ids(await db.trips.orderBy('id').toArray())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves alone what lies after a page that has a next one', async () => {
    await seed();
    await pruneListedRange(db, {}, { trips: [tripFixture({ id: 1, departure_time: '2030-01-10T07:30:00.000Z' })], first: true, last: false }, NOW);
    expect(await db.trips.count()).toBe(7);
  });
});
