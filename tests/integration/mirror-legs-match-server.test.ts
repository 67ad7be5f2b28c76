// Server and mirror answer the same (issue 39): the same searches between places, asked of the real server and of a
// mirror holding the same trips and places, list the same trips in the same order, each with the same leg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citiesResponse } from '../../src/contract/cities';
import { tripsPage, type Trip } from '../../src/contract/trips';
import { openDatabase, type MechwarDatabase } from '../../src/db/database';
import { searchTrips, type LocalTripFilters } from '../../src/db/trip-queries';
import { mirrorTrips } from '../../src/db/trips-mirror';
import { call, type TestServer } from '../helpers/server';
import { cityId, hoursFromNow, publishTrip, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let db: MechwarDatabase;
const id: Record<string, number> = {};
beforeAll(async () => {
  ({ server, driver } = await startServerWith(aDriver));
  for (const name of ['Tunis', 'Ariana', 'Ben Arous', 'Bizerte', 'Sousse', 'Monastir', 'Sfax', 'Gabès', 'Kairouan']) id[name] = await cityId(server, name);
  const trip = (from: string, to: string, hours: number, price: number, stopovers: [string, number][] = [], seats = 3) =>
    publishTrip(server, driver, {
      departure_city_id: id[from],
      arrival_city_id: id[to],
      departure_time: hoursFromNow(server, hours),
      price_per_seat: price,
      available_seats: seats,
      stopovers: stopovers.map(([city, at]) => ({ city_id: id[city], departure_time: hoursFromNow(server, at) })),
    } as never);
  await trip('Tunis', 'Sfax', 24, 23, [['Sousse', 26]]);
  await trip('Bizerte', 'Sousse', 23, 16, [['Tunis', 24.5]]);
  await trip('Ariana', 'Monastir', 25, 12);
  await trip('Sousse', 'Tunis', 27, 11);
  await trip(
    'Tunis',
    'Gabès',
    22,
    33,
    [
      ['Sousse', 24],
      ['Sfax', 26],
    ],
    1,
  );
  await trip('Ben Arous', 'Kairouan', 28, 12, [['Sousse', 30]]);
  // The mirror holds every trip (the list without a place) and every place.
  db = openDatabase(`legs-${crypto.randomUUID()}`);
  await db.cities.bulkPut(citiesResponse.parse((await call(server, 'GET', '/api/cities')).body));
  await mirrorTrips(db, tripsPage.parse((await call(server, 'GET', '/api/trips')).body).data);
});
afterAll(async () => {
  await db?.delete();
  await server?.close();
});

const listed = (trips: Trip[]) => trips.map((trip) => ({ id: trip.id, leg: trip.leg }));

describe('a search between places', () => {
  it.each([
    ['Tunis', 'Sousse', {}],
    ['Ariana', 'Sousse', {}],
    ['Sousse', 'Sfax', {}],
    ['Sousse', 'Tunis', {}],
    ['Tunis', 'Gabès', {}],
    ['Sfax', 'Gabès', { available_seats: 1 }],
    ['Tunis', undefined, {}],
    [undefined, 'Sousse', {}],
    ['Tunis', 'Sousse', { max_price: 11.5 }],
    ['Tunis', 'Sousse', { time_from: '09:00' }],
    ['Bizerte', 'Monastir', {}],
  ] as const)('%s → %s %j answers the same from the mirror as from the server', async (from, to, more) => {
    const filters: LocalTripFilters = { ...(from ? { departure_city_id: id[from] } : {}), ...(to ? { arrival_city_id: id[to] } : {}), ...more };
    const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)])).toString();
    const fromServer = tripsPage.parse((await call(server, 'GET', `/api/trips?${query}`)).body).data;
    const fromMirror = await searchTrips(db, filters, 20, server.clock.now().getTime());
    expect(listed(fromMirror)).toEqual(listed(fromServer));
  });

  it('finds the cars passing near, saying how far (the comparisons above are not between empty lists)', async () => {
    const now = server.clock.now().getTime();
    // From Ariana: the cars leaving Tunis (6 km) and Ben Arous (12 km) towards Sousse.
    const found = await searchTrips(db, { departure_city_id: id.Ariana, arrival_city_id: id.Sousse }, 20, now);
    expect(found.map((trip) => trip.leg?.from_km_away).sort()).toEqual([12, 6, 6, 6]);
    expect(await searchTrips(db, { departure_city_id: id.Sousse, arrival_city_id: id.Sfax }, 20, now)).toHaveLength(2);
    expect(await searchTrips(db, { departure_city_id: id.Sousse, arrival_city_id: id.Tunis }, 20, now)).toHaveLength(1);
  });
});
