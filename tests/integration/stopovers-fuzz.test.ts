// Bad input on what stopovers added (issue 39): trips' stopovers, legs of bookings, the price suggestion and searches
// between places never break the server (no 5xx), and every refusal says why; who may call each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../../src/contract/bookings';
import { priceSuggestionRequest } from '../../src/contract/trip-route';
import { tripFilters, tripRequest } from '../../src/contract/trips';
import { cityId, createDriver, hoursFromNow, publishTrip, tripForm, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { BAD_IDS, expectRefusal, expectSafe, fuzzer } from '../helpers/fuzz';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let tripId: number;
let sousse: number;
beforeAll(async () => {
  ({ server, driver, passenger } = await startServerWith(async (s) => ({ driver: await createDriver(s), passenger: await createVerifiedUser(s, AMEL) })));
  sousse = await cityId(server, 'Sousse');
  tripId = (
    await publishTrip(server, driver, {
      arrival_city_id: await cityId(server, 'Sfax'),
      price_per_seat: 23,
      stopovers: [{ city_id: sousse, departure_time: hoursFromNow(server, 26) }],
    } as never)
  ).id;
});
afterAll(async () => server?.close());

const SEED = 39;
const KEYS = ['stopovers', 'city_id', 'departure_time', 'price_from_departure', 'from_city_id', 'to_city_id', 'seats', '__proto__', ''];

const { next, pick, junk, junkScalar } = fuzzer(SEED, KEYS, (next) => {
  const now = server.clock.now().getTime();
  return [
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1e308,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => Math.floor(next() * 400),
    () => sousse,
    () => '',
    () => 'x'.repeat(Math.floor(next() * 3000)),
    () => "'; drop table trip_stops; --",
    () => '١٢',
    () => '\u0000\uFFFF😀',
    () => new Date(now + next() * 72 * 3_600_000).toISOString(),
    () => '2026-13-45T99:99:99Z',
    () => String(next() * 50),
  ];
});

/** A stopover mostly right and partly wrong, so the checks past the shape run too. */
function junkStopover(): unknown {
  const stop: Record<string, unknown> = {
    city_id: sousse,
    departure_time: hoursFromNow(server, 24 + next() * 4),
    price_from_departure: Math.round(next() * 3000) / 100,
  };
  for (let i = 0, n = Math.floor(next() * 3); i < n; i++) stop[pick(['city_id', 'departure_time', 'price_from_departure'])] = junkScalar();
  return stop;
}

describe('bad input on stopovers, legs and prices', () => {
  it(`never breaks publishing and editing trips with stopovers (seed ${SEED})`, async () => {
    const form = await tripForm(server, driver, { arrival_city_id: await cityId(server, 'Sfax'), price_per_seat: 23 });
    for (let i = 0; i < 80; i++) {
      const stopovers = next() < 0.6 ? Array.from({ length: Math.floor(next() * 7) }, junkStopover) : junk();
      const body = { ...form, stopovers, price_per_seat: next() < 0.8 ? 23 : junkScalar() };
      const accepted = tripRequest.safeParse(body).success;
      const created = await call(server, 'POST', '/api/trips', { token: driver.token, json: body });
      expectSafe(created, `create ${JSON.stringify(stopovers).slice(0, 200)}`, accepted);
      const edited = await call(server, 'PUT', `/api/trips/${tripId}`, { token: driver.token, json: body });
      expectSafe(edited, `edit ${JSON.stringify(stopovers).slice(0, 200)}`, accepted);
    }
  });

  it('never breaks booking a leg', async () => {
    for (let i = 0; i < 60; i++) {
      const body = next() < 0.7 ? { seats: 1, from_city_id: junkScalar(), to_city_id: junkScalar() } : junk();
      const answer = await call(server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: body });
      expectSafe(answer, `book ${JSON.stringify(body).slice(0, 200)}`, bookingRequest.safeParse(body ?? {}).success);
      if (answer.status === 201)
        expect((await call(server, 'POST', `/api/bookings/${answer.body.data.id}/cancel`, { token: passenger.token })).status).toBe(200);
    }
  });

  it('never breaks the price suggestion or a search between places', async () => {
    for (let i = 0; i < 60; i++) {
      const query = { departure_city_id: junkScalar(), arrival_city_id: junkScalar() };
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const suggestion = await call(server, 'GET', `/api/trips/price-suggestion?${search}`);
      expectSafe(suggestion, `suggestion ${search.slice(0, 120)}`, priceSuggestionRequest.safeParse(query).success);
      const listed = await call(server, 'GET', `/api/trips?${search}`);
      // The list reads an empty filter as no filter, as a search form sends it.
      const given = Object.fromEntries(Object.entries(query).filter(([, v]) => String(v).trim() !== ''));
      expectSafe(listed, `search ${search.slice(0, 120)}`, tripFilters.safeParse(given).success);
    }
    for (const id of BAD_IDS) {
      expectRefusal(
        await call(server, 'POST', `/api/trips/${id}/bookings`, { token: passenger.token, json: { seats: 1, from_city_id: sousse } }),
        `book ${id}`,
      );
    }
  });

  it('lets anyone ask a price suggestion, and only the signed-in book a leg or the driver set stopovers', async () => {
    const tunis = await cityId(server, 'Tunis');
    expect((await call(server, 'GET', `/api/trips/price-suggestion?departure_city_id=${tunis}&arrival_city_id=${sousse}`)).status).toBe(200);
    expect((await call(server, 'POST', `/api/trips/${tripId}/bookings`, { json: { seats: 1, from_city_id: sousse } })).status).toBe(401);
    const before = (await call(server, 'GET', `/api/trips/${tripId}`)).body.data;
    const form = { ...(await tripForm(server, driver, { arrival_city_id: await cityId(server, 'Sfax') })), price_per_seat: 23, stopovers: [] };
    expect((await call(server, 'PUT', `/api/trips/${tripId}`, { json: form })).status).toBe(401);
    expect((await call(server, 'PUT', `/api/trips/${tripId}`, { token: passenger.token, json: form })).status).toBe(403);
    expect((await call(server, 'GET', `/api/trips/${tripId}`)).body.data).toEqual(before);
  });
});
