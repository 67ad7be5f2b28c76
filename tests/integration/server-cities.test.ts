// `GET /api/cities`: every place trips run between, the 24 capitals first with their ids, each named in French and
// Arabic with its governorate; sent tagged, so a worker's pull of an unchanged list costs a 304; and a database that
// had only the 24 gains the others, and their words, at its next start.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citiesResponse } from '../../src/contract/cities';
import { governorateCapitals } from '../../src/server/db/cities';
import { places } from '../../src/server/db/places';
import { seed } from '../../src/server/db/seed';
import { openTestDatabase } from '../helpers/database';
import { call, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const ARABIC_WORDS = /^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/;

describe('GET /api/cities', () => {
  it('lists every place without a token: the 24 capitals as ids 1 to 24, then the towns, each named in French and Arabic, in its governorate', async () => {
    const answer = await call(server, 'GET', '/api/cities');
    expect(answer.status).toBe(200);
    const cities = citiesResponse.parse(answer.body);
    expect(cities.length).toBeGreaterThan(250);
    expect(cities.map((city) => city.id)).toEqual(cities.map((_, index) => index + 1));
    expect(cities.slice(0, 24).map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }))).toEqual(
      governorateCapitals.map((capital, index) => ({ id: index + 1, ...capital })),
    );
    const governorates = new Set(governorateCapitals.map((capital) => capital.name));
    for (const city of cities) {
      expect(city.name, `${city.id}`).toBeTruthy();
      expect(city.name_ar, city.name).toMatch(ARABIC_WORDS);
      expect(governorates.has(city.governorate!), city.name).toBe(true);
      expect(city.latitude, city.name).toBeGreaterThan(30.2);
      expect(city.latitude, city.name).toBeLessThan(37.6);
      expect(city.longitude, city.name).toBeGreaterThan(7.5);
      expect(city.longitude, city.name).toBeLessThan(11.7);
    }
    expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
    expect(cities.find((city) => city.name === 'Sfax')).toMatchObject({ id: 15, name_ar: 'صفاقس', governorate: 'Sfax', latitude: 34.7406, longitude: 10.7603 });
    expect(cities.find((city) => city.name === 'Menzel Bourguiba')).toMatchObject({
      name_ar: 'منزل بورقيبة',
      governorate: 'Bizerte',
      aliases: expect.arrayContaining(['Manzil Bu Ruqaybah']),
    });
  });

  it('answers 304 to a pull that holds the list already', async () => {
    const first = await fetch(`${server.url}/api/cities`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/api/cities`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('seeding the places', () => {
  it('adds the towns after the 24 capitals of an older database, and their Arabic names and governorates to the 24', async () => {
    const database = await openTestDatabase();
    try {
      // As a database seeded before the places list: the 24 capitals, without their words.
      for (const capital of governorateCapitals)
        await database.db.execute(sql`insert into cities (name, latitude, longitude) values (${capital.name}, ${capital.latitude}, ${capital.longitude})`);
      await seed(database.db, { demo: false });
      await seed(database.db, { demo: false });
      const rows = (
        (await database.db.execute(sql`select id, name, name_ar, governorate from cities order by id`)) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
      expect(rows).toHaveLength(places.length);
      expect(rows.map((row) => row.id)).toEqual(places.map((_, index) => index + 1));
      expect(rows.map((row) => row.name)).toEqual(places.map((place) => place.name));
      expect(rows[0]).toEqual({ id: 1, name: 'Tunis', name_ar: 'تونس', governorate: 'Tunis' });
      expect(rows.find((row) => row.name === 'Hammamet')).toMatchObject({ name_ar: 'الحمامات', governorate: 'Nabeul' });
    } finally {
      await database.close();
    }
  });
});
