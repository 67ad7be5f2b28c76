// The trip list is served from a cache of answers: a committed write or a departure passing never leaves the old
// answer visible, and list and detail carry an ETag that `If-None-Match` turns into a 304 until the trip changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingResponse } from '../../src/contract/tracking';
import { tripsPage } from '../../src/contract/trips';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, decide, publishTrip, requestSeats, tripForm, createDriver, type TestDriver } from '../helpers/marketplace';
import { requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';
import { startTrip, tracking } from '../helpers/tracking';

const START = new Date('2026-03-10T09:00:00.000Z');
const HOUR = 60 * 60_000;
let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ clockStart: START });
  driver = await createDriver(server);
  passenger = await createVerifiedUser(server);
});
afterAll(async () => server?.close());

const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
async function route(from: string, to: string) {
  const ids = { departure_city_id: await cityId(server, from), arrival_city_id: await cityId(server, to) };
  return { ids, query: `?departure_city_id=${ids.departure_city_id}&arrival_city_id=${ids.arrival_city_id}` };
}
async function list(query: string, headers: Record<string, string> = {}) {
  const answer = await call(server, 'GET', `/api/trips${query}`, { headers });
  expect(answer.status).toBe(200);
  return { page: tripsPage.parse(answer.body), etag: answer.headers.get('etag') };
}

describe('GET /api/trips from the cache', () => {
  it('shows a booking and a trip edit on the very next read', async () => {
    const { ids, query } = await route('Gafsa', 'Sfax');
    const trip = await publishTrip(server, driver, { ...ids, departure_time: at(30), available_seats: 3, price_per_seat: 18 });
    const before = await list(query);
    expect(before.page.data).toMatchObject([{ id: trip.id, available_seats: 3, bookings_count: 0, price_per_seat: 18 }]);
    expect((await list(query)).etag).toBe(before.etag); // served again, unchanged

    const booking = await requestSeats(server, passenger, trip.id, 2);
    expect((await decide(server, driver, booking, 'accept')).status).toBe(200);
    expect((await list(query)).page.data).toMatchObject([{ id: trip.id, available_seats: 1, bookings_count: 1 }]);

    const edited = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { ...ids, departure_time: at(30), available_seats: 1, price_per_seat: 17.5 }),
    });
    expect(edited.status).toBe(200);
    expect((await list(query)).page.data).toMatchObject([{ id: trip.id, price_per_seat: 17.5 }]);

    // The card shows the driver's name: a profile edit is a write to the list too.
    const form = new FormData();
    for (const [name, value] of Object.entries({ _method: 'PUT', first_name: 'Mourad', last_name: 'Ben Driss', email: '', phone: driver.phone })) {
      form.append(name, value);
    }
    expect((await call(server, 'POST', '/api/profile', { token: driver.token, form })).status).toBe(200);
    expect((await list(query)).page.data[0]!.driver).toMatchObject({ full_name: 'Mourad Ben Driss' });

    await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token });
    expect((await list(query)).page).toMatchObject({ data: [], total: 0 });
  });

  it('shows the parcel places left once a parcel is accepted, and again once it is cancelled', async () => {
    const { ids, query } = await route('Gafsa', 'Tozeur');
    const trip = await tripTakingParcels(server, driver, { ...ids, departure_time: at(30) });
    const small = (page: Awaited<ReturnType<typeof list>>['page']) => page.data[0]!.parcel_offers?.find((offer) => offer.size === 'small');
    expect(small((await list(query)).page)).toMatchObject({ parcels: 3, parcels_left: 3 });
    expect(small((await list(query)).page)).toMatchObject({ parcels_left: 3 }); // kept from its second asking

    // Only trip_parcel_offers changes: the trip's own row does not.
    const parcel = await requestedParcel(server, passenger, trip.id);
    await stepOk(server, driver, parcel.id, 'accept');
    expect(small((await list(query)).page)).toMatchObject({ parcels_left: 2 });
    await stepOk(server, passenger, parcel.id, 'cancel');
    expect(small((await list(query)).page)).toMatchObject({ parcels_left: 3 });
  });

  it('moves a trip edited onto another route out of every cached list of the old one', async () => {
    const old = await route('Sidi Bouzid', 'Gabès');
    const other = await route('Kairouan', 'Ariana');
    const trip = await publishTrip(server, driver, { ...old.ids, departure_time: at(20) });
    const fromOld = `?departure_city_id=${old.ids.departure_city_id}`;
    const toNew = `?arrival_city_id=${other.ids.arrival_city_id}`;
    const ids = async (query: string) => (await list(query)).page.data.map((t) => t.id);
    expect(await ids(old.query)).toEqual([trip.id]);
    expect(await ids(fromOld)).toEqual([trip.id]);
    expect(await ids(other.query)).toEqual([]);
    expect(await ids(toNew)).not.toContain(trip.id);

    const form = await tripForm(server, driver, { ...other.ids, departure_time: at(20) });
    expect((await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: form })).status).toBe(200);
    expect(await ids(old.query)).toEqual([]);
    expect(await ids(fromOld)).toEqual([]);
    expect(await ids(other.query)).toEqual([trip.id]);
    expect(await ids(toNew)).toContain(trip.id);
  });

  it('moves a trip to the departed ones once its departure passes, with no write', async () => {
    const { ids, query } = await route('Kasserine', 'Siliana');
    const soon = await publishTrip(server, driver, { ...ids, departure_time: at(2) });
    const later = await publishTrip(server, driver, { ...ids, departure_time: at(5) });
    // Ten seconds before the first departure, then ten seconds after it: far less than any cache lifetime.
    server.clock.advance(2 * HOUR - 10_000);
    expect((await list(query)).page.data.map((t) => t.id)).toEqual([soon.id, later.id]);
    server.clock.advance(20_000);
    expect((await list(query)).page.data.map((t) => t.id)).toEqual([later.id, soon.id]);
    server.clock.set(START);
  });

  it('stops showing a trip as shared the moment its sharing ends by itself, with no write', async () => {
    const { ids, query } = await route('Bizerte', 'Béja');
    const trip = await publishTrip(server, driver, { ...ids, departure_time: at(1 / 3) });
    expect((await startTrip(server, trip.id, driver.token)).status).toBe(200);
    const endsAt = Date.parse(trackingResponse.parse((await tracking(server, trip.id, driver.token)).body).data.sharing_ends_at!);
    const sharing = async () => (await list(query)).page.data.map((t) => [t.id, t.sharing]);
    // Asked twice, so the answer is kept (trip-list-cache.ts), ten seconds before sharing ends by itself...
    server.clock.set(new Date(endsAt - 10_000));
    expect(await sharing()).toEqual([[trip.id, true]]);
    expect(await sharing()).toEqual([[trip.id, true]]);
    // ...and ten seconds after it: far less than any cache lifetime.
    server.clock.set(new Date(endsAt + 10_000));
    expect(await sharing()).toEqual([[trip.id, false]]);
    server.clock.set(START);
  });

  it('answers 304 to If-None-Match until a write changes the page, and keeps each page URL apart', async () => {
    const { ids, query } = await route('Zaghouan', 'Nabeul');
    const trip = await publishTrip(server, driver, { ...ids, departure_time: at(40) });
    const { etag } = await list(query);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await call(server, 'GET', `/api/trips${query}`, { headers: { 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    // Another page or another filter is another answer, with its own tag.
    const second = await list(`${query}&page=2`);
    expect(second.page).toMatchObject({ current_page: 2, data: [] });
    expect(second.etag).not.toBe(etag);

    await requestSeats(server, passenger, trip.id, 1); // a pending request: the card does not change...
    expect((await call(server, 'GET', `/api/trips${query}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    await call(server, 'PUT', `/api/trips/${trip.id}/status`, { token: driver.token, json: { status: 0 } }); // ...a pause does
    const changed = await call(server, 'GET', `/api/trips${query}`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.data[0]).toMatchObject({ id: trip.id, status: 0 });
  });

  it('sends the page compressed when asked, the same JSON as uncompressed', async () => {
    const { ids, query } = await route('Mahdia', 'Monastir');
    for (let h = 0; h < 6; h++) await publishTrip(server, driver, { ...ids, departure_time: at(50 + h) });
    const plain = await call(server, 'GET', `/api/trips${query}`, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await call(server, 'GET', `/api/trips${query}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await call(server, 'GET', `/api/trips${query}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(brotli.body).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    // Asked again uncompressed, now from the kept answer (kept as Brotli alone): the same JSON under the same tag.
    const plainAgain = await call(server, 'GET', `/api/trips${query}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plainAgain.headers.get('content-encoding')).toBeNull();
    expect(plainAgain.body).toEqual(plain.body);
    expect(new Set([plain, brotli, gzip, plainAgain].map((answer) => answer.headers.get('etag'))).size).toBe(1);
  });

  it('still refuses bad filters with 422', async () => {
    const answer = await call(server, 'GET', '/api/trips?date=2026-02-30');
    expect(answer.status).toBe(422);
    expect((await call(server, 'GET', '/api/trips?date=2026-02-30')).status).toBe(422);
  });
});

describe('GET /api/trips/{id} ETag', () => {
  it('answers 304 while the trip is unchanged and a new tag after a booking', async () => {
    const { ids } = await route('Médenine', 'Tataouine');
    const trip = await publishTrip(server, driver, { ...ids, departure_time: at(60) });
    const first = await call(server, 'GET', `/api/trips/${trip.id}`, { token: driver.token });
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await call(server, 'GET', `/api/trips/${trip.id}`, { token: driver.token, headers: { 'if-none-match': etag! } })).status).toBe(304);

    await requestSeats(server, passenger, trip.id, 1); // the driver sees every request
    const after = await call(server, 'GET', `/api/trips/${trip.id}`, { token: driver.token, headers: { 'if-none-match': etag! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.data.bookings).toHaveLength(1);
  });
});
