// Drivers offer trunk space ("J'accepte des colis"): sizes with a price and a count, stored with the trip, shown on
// its cards and detail, refused field by field, kept above what was taken, and the list's "Accepte les colis".
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripCreatedResponse, tripResponse, tripsPage, tripUpdatedResponse } from '../../src/contract/trips';
import { tripParcelOffers } from '../../src/server/db/schema';
import { call, type TestServer } from '../helpers/server';
import { cityId, createDriver, expectFieldErrors, hoursFromNow, publishTrip, tripForm, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver)));
afterAll(async () => server?.close());

const OFFERS = [
  { size: 'large', price_per_parcel: 25, parcels: 1 },
  { size: 'small', price_per_parcel: 7.5, parcels: 4 },
] as const;

async function route(from: string, to: string) {
  const ids = { departure_city_id: await cityId(server, from), arrival_city_id: await cityId(server, to) };
  return { ids, query: `?departure_city_id=${ids.departure_city_id}&arrival_city_id=${ids.arrival_city_id}` };
}

async function listed(query: string): Promise<number[]> {
  const answer = await call(server, 'GET', `/api/trips${query}`);
  expect(answer.status).toBe(200);
  return tripsPage.parse(answer.body).data.map((trip) => trip.id);
}

describe('POST /api/trips with parcels', () => {
  it('stores the sizes taken, each with its price and count, smallest first', async () => {
    const form = await tripForm(server, driver, { accepts_parcels: true, parcel_offers: [...OFFERS] });
    const answer = await call(server, 'POST', '/api/trips', { token: driver.token, json: form });
    expect(answer.status).toBe(201);
    const created = tripCreatedResponse.parse(answer.body).data;
    const expected = {
      accepts_parcels: true,
      parcel_offers: [
        { size: 'small', price_per_parcel: 7.5, parcels: 4, parcels_left: 4 },
        { size: 'large', price_per_parcel: 25, parcels: 1, parcels_left: 1 },
      ],
    };
    expect(answer.body.data).toMatchObject(expected);
    // The detail and the driver's own trips say the same.
    expect((await call(server, 'GET', `/api/trips/${created.id}`)).body.data).toMatchObject(expected);
    const mine = await call(server, 'GET', '/api/my-trips', { token: driver.token });
    const own = (Array.isArray(mine.body) ? mine.body : mine.body.data) as { id: number }[];
    expect(own.find((trip) => trip.id === created.id)).toMatchObject(expected);
  });

  it('answers accepts_parcels false and no offers for a trip without parcels, as for the trips made before', async () => {
    const trip = await publishTrip(server, driver);
    expect(trip).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
    const detail = tripResponse.parse((await call(server, 'GET', `/api/trips/${trip.id}`)).body).data;
    expect(detail).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
  });

  it('forgets the sizes when parcels are not accepted', async () => {
    const trip = await publishTrip(server, driver, { accepts_parcels: false, parcel_offers: [...OFFERS] });
    expect(trip).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
  });

  it('names each invalid size field', async () => {
    const answer = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: await tripForm(server, driver, {
        accepts_parcels: true,
        parcel_offers: [
          { size: 'small', price_per_parcel: -1, parcels: 0 },
          { size: 'huge' as 'small', price_per_parcel: 1.234, parcels: 11 },
        ],
      }),
    });
    expectFieldErrors(answer, {
      'parcel_offers.0.price_per_parcel': ['The price per parcel must be at least 0.'],
      'parcel_offers.0.parcels': ['The parcels must be at least 1.'],
      'parcel_offers.1.size': ['The selected size is invalid.'],
      'parcel_offers.1.price_per_parcel': ['The price per parcel must have at most 2 decimals.'],
      'parcel_offers.1.parcels': ['The parcels must not be greater than 10.'],
    });
  });

  it('wants at least one size when parcels are accepted, and each size once', async () => {
    const none = await call(server, 'POST', '/api/trips', { token: driver.token, json: await tripForm(server, driver, { accepts_parcels: true }) });
    expectFieldErrors(none, { parcel_offers: ['The parcel offers field is required when accepts parcels is true.'] });
    const twice = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: await tripForm(server, driver, { accepts_parcels: true, parcel_offers: [OFFERS[1], { ...OFFERS[1], parcels: 2 }] }),
    });
    expectFieldErrors(twice, { 'parcel_offers.1.size': ['The size has a duplicate value.'] });
  });
});

describe('PUT /api/trips/{id} with parcels', () => {
  it('replaces the sizes, and unticking takes the offer back', async () => {
    const trip = await publishTrip(server, driver, { accepts_parcels: true, parcel_offers: [...OFFERS] });
    const edit = async (overrides: object) => {
      const answer = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: await tripForm(server, driver, overrides) });
      expect(answer.status).toBe(200);
      return tripUpdatedResponse.parse(answer.body).trip;
    };
    const medium = await edit({
      accepts_parcels: true,
      parcel_offers: [
        { size: 'medium', price_per_parcel: 12, parcels: 2 },
        { ...OFFERS[1], price_per_parcel: 8 },
      ],
    });
    expect(medium).toMatchObject({
      accepts_parcels: true,
      parcel_offers: [
        { size: 'small', price_per_parcel: 8, parcels: 4, parcels_left: 4 },
        { size: 'medium', price_per_parcel: 12, parcels: 2, parcels_left: 2 },
      ],
    });
    expect(await edit({ accepts_parcels: false })).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
  });

  it('never offers fewer parcels of a size than were already taken', async () => {
    const trip = await publishTrip(server, driver, { accepts_parcels: true, parcel_offers: [{ size: 'medium', price_per_parcel: 12, parcels: 3 }] });
    // Two medium parcels accepted (point 3 of the parcels work takes them this way).
    await server.database.db
      .update(tripParcelOffers)
      .set({ taken: 2 })
      .where(and(eq(tripParcelOffers.tripId, trip.id), eq(tripParcelOffers.size, 'medium')));
    expect((await call(server, 'GET', `/api/trips/${trip.id}`)).body.data.parcel_offers).toEqual([
      { size: 'medium', price_per_parcel: 12, parcels: 3, parcels_left: 1 },
    ]);

    const below = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { accepts_parcels: true, parcel_offers: [{ size: 'medium', price_per_parcel: 12, parcels: 1 }] }),
    });
    expectFieldErrors(below, { parcel_offers: ['The Moyen parcels must be at least 2 (2 already accepted).'] });
    const withdrawn = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { accepts_parcels: false }),
    });
    expectFieldErrors(withdrawn, { parcel_offers: ['The Moyen parcels must be at least 2 (2 already accepted).'] });

    const kept = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { accepts_parcels: true, parcel_offers: [{ size: 'medium', price_per_parcel: 10, parcels: 2 }] }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.trip.parcel_offers).toEqual([{ size: 'medium', price_per_parcel: 10, parcels: 2, parcels_left: 0 }]);
  });

  it('is for the trip’s driver only', async () => {
    const trip = await publishTrip(server, driver, { accepts_parcels: true, parcel_offers: [...OFFERS] });
    const other = await createDriver(server);
    const answer = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: other.token,
      json: await tripForm(server, other, { accepts_parcels: true, parcel_offers: [{ size: 'large', price_per_parcel: 0, parcels: 10 }] }),
    });
    expect(answer.status).toBe(403);
    expect((await call(server, 'GET', `/api/trips/${trip.id}`)).body.data.parcel_offers).toHaveLength(2);
  });
});

describe('GET /api/trips?accepts_parcels=1', () => {
  it('keeps only the trips taking parcels, the cached answers included', async () => {
    const { ids, query } = await route('Bizerte', 'Gabès');
    const plain = await publishTrip(server, driver, { ...ids, departure_time: hoursFromNow(server, 30) });
    const parcels = await publishTrip(server, driver, { ...ids, departure_time: hoursFromNow(server, 31), accepts_parcels: true, parcel_offers: [OFFERS[0]] });
    expect(await listed(query)).toEqual([plain.id, parcels.id]);
    expect(await listed(`${query}&accepts_parcels=1`)).toEqual([parcels.id]);
    expect(await listed(`${query}&accepts_parcels=0`)).toEqual([plain.id, parcels.id]);
    // Read again (from the cache), each search keeps its own answer.
    expect(await listed(`${query}&accepts_parcels=1`)).toEqual([parcels.id]);
    expect(await listed(query)).toEqual([plain.id, parcels.id]);

    // The plain trip starts taking parcels: the next read shows it.
    const edited = await call(server, 'PUT', `/api/trips/${plain.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { ...ids, departure_time: hoursFromNow(server, 30), accepts_parcels: true, parcel_offers: [OFFERS[1]] }),
    });
    expect(edited.status).toBe(200);
    expect(await listed(`${query}&accepts_parcels=1`)).toEqual([plain.id, parcels.id]);
  });

  it('keeps the filter in the page links and refuses a value that is not 0 or 1', async () => {
    const { query } = await route('Bizerte', 'Gabès');
    const answer = await call(server, 'GET', `/api/trips${query}&accepts_parcels=1`);
    expect(answer.body.first_page_url).toContain('accepts_parcels=1');
    const refused = await call(server, 'GET', '/api/trips?accepts_parcels=yes');
    expectFieldErrors(refused, { accepts_parcels: ['The accepts parcels filter must be 0 or 1.'] });
  });
});
