// The demo marketplace seed: ~300 upcoming trips (a third taking parcels), Sami's Tunis → Sousse commute, ratings, same data every start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripsPage } from '../../src/contract/trips';
import { publicProfileResponse } from '../../src/contract/users';
import { seed } from '../../src/server/db/seed';
import { call, logIn, startTestServer, type TestServer } from '../helpers/server';
import { cityId } from '../helpers/marketplace';

const START = new Date('2026-05-04T06:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true, clockStart: START });
});
afterAll(async () => server?.close());

const page = async (query = '') => tripsPage.parse((await call(server, 'GET', `/api/trips${query}`)).body);

describe('demo marketplace', () => {
  it('has 300 upcoming trips from five approved drivers, and seeding again adds none', async () => {
    const first = await page();
    expect(first.total).toBe(300);
    expect(first.data.every((t) => Date.parse(t.departure_time) > START.getTime() && t.status === 1)).toBe(true);
    expect(new Set(first.data.map((t) => t.price_per_seat >= 6 && t.price_per_seat <= 45))).toEqual(new Set([true]));
    expect(server.demoAccounts.filter((a) => a.role === 'driver').map((a) => a.phone)).toEqual(['22111222', '22444555', '55666777', '23555666', '50777888']);
    await seed(server.database.db, { demo: true, now: START });
    expect((await page()).total).toBe(300);
  });

  it('gives Sami Tunis → Sousse trips over the next days, on his Peugeot', async () => {
    const route = `?departure_city_id=${await cityId(server, 'Tunis')}&arrival_city_id=${await cityId(server, 'Sousse')}`;
    const samis = (await page(route)).data.filter((t) => t.driver?.full_name === 'Sami Ben Salah');
    expect(samis.length).toBeGreaterThanOrEqual(4);
    // 07:30 in Tunis, tomorrow.
    expect(samis[0]).toMatchObject({ departure_time: '2026-05-05T06:30:00.000Z', vehicle: { make: 'Peugeot', model: '301' } });
    expect(samis[0]!.driver!.average_rating).toBeGreaterThanOrEqual(3);
    // His trunk takes parcels, so a sender has somewhere to start; a third of the other trips do too.
    expect(samis[0]).toMatchObject({
      accepts_parcels: true,
      parcel_offers: [
        { size: 'small', price_per_parcel: 5, parcels: 3, parcels_left: 3 },
        { size: 'medium', price_per_parcel: 10, parcels: 1, parcels_left: 1 },
      ],
    });
    const taking = (await page('?accepts_parcels=1')).total;
    expect(taking).toBeGreaterThan(90);
    expect(taking).toBeLessThan(110);

    const sami = await logIn(server, '22111222', 'Mechwar#2026');
    const mine = await call(server, 'GET', '/api/my-trips', { token: sami.token });
    expect(mine.body.data.filter((t: { status: number }) => t.status === 4)).toHaveLength(3);
  });

  it('rates every driver, as their public profile shows', async () => {
    const sami = await logIn(server, '22111222', 'Mechwar#2026');
    const profile = publicProfileResponse.parse((await call(server, 'GET', `/api/users/${sami.user.id}`)).body);
    expect(profile.total_reviews).toBe(3);
    expect(profile.average_rating).not.toBeNull();
    expect(profile.user.trips_count).toBeGreaterThanOrEqual(3);
    expect(profile.user.reviews).toHaveLength(3);
  });

  it('is the same data on every fresh database', async () => {
    const other = await startTestServer({ demo: true, clockStart: START });
    try {
      const strip = (body: ReturnType<typeof tripsPage.parse>) => body.data.map(({ created_at: _created, updated_at: _updated, ...trip }) => trip);
      const theirs = tripsPage.parse((await call(other, 'GET', '/api/trips?page=3')).body);
      expect(strip(theirs)).toEqual(strip(await page('?page=3')));
    } finally {
      await other.close();
    }
  });
});
