// The public trip list: filters in Tunis time, upcoming-first order, Laravel pages whose next_page_url is followable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripsPage } from '../../src/contract/trips';
import { call, type TestServer } from '../helpers/server';
import { cityId, expectFieldErrors, publishTrip, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

/** 09:00 UTC is 10:00 in Tunis. */
const START = new Date('2026-03-10T09:00:00.000Z');
const HOUR = 60 * 60_000;
let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver, { clockStart: START })));
afterAll(async () => server?.close());

const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
async function list(query: string) {
  const answer = await call(server, 'GET', `/api/trips${query}`);
  expect(answer.status).toBe(200);
  return tripsPage.parse(answer.body);
}
async function route(from: string, to: string) {
  return { departure_city_id: await cityId(server, from), arrival_city_id: await cityId(server, to) };
}

describe('GET /api/trips', () => {
  it('is empty without demo data, and public', async () => {
    const page = await list('?departure_city_id=1&arrival_city_id=2');
    expect(page).toMatchObject({ current_page: 1, data: [], total: 0, from: null, to: null, last_page: 1, next_page_url: null, per_page: 20 });
  });

  it('lists upcoming trips soonest first, then departed ones latest first; paused shown, cancelled not', async () => {
    const cities = await route('Béja', 'Jendouba');
    const [in48, in24, in72, in2, in1] = [48, 24, 72, 2, 1].map((h) => at(h));
    const ids: Record<string, number> = {};
    for (const [name, time] of Object.entries({ in48, in24, in72, in2, in1 })) {
      ids[name] = (await publishTrip(server, driver, { ...cities, departure_time: time })).id;
    }
    const paused = await publishTrip(server, driver, { ...cities, departure_time: at(30) });
    await call(server, 'PUT', `/api/trips/${paused.id}/status`, { token: driver.token, json: { status: 0 } });
    const cancelled = await publishTrip(server, driver, { ...cities, departure_time: at(20) });
    await call(server, 'PATCH', `/api/trips/${cancelled.id}/cancel`, { token: driver.token });

    server.clock.advance(3 * HOUR);
    const page = await list(`?departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}`);
    expect(page.data.map((t) => t.id)).toEqual([ids.in24, paused.id, ids.in48, ids.in72, ids.in2, ids.in1]);
    expect(page.data[1]).toMatchObject({ status: 0, status_text: 'Pending' });
    expect(page.data[0]).not.toHaveProperty('bookings');
    expect(page.data[0]!.driver).toMatchObject({ id: driver.user.id, full_name: 'Mourad Driss', first_name: 'Mourad', last_name: 'Driss' });
    expect(page.data[0]!.departure_city).toMatchObject({ name: 'Béja', latitude: 36.7256, longitude: 9.1817 });
  });

  it('filters by Tunis day and time of day, price, seats and cities', async () => {
    const cities = await route('Tozeur', 'Kébili');
    // 2026-03-12 in Tunis runs from 2026-03-11T23:00Z to 2026-03-12T23:00Z.
    const late = await publishTrip(server, driver, { ...cities, departure_time: '2026-03-12T22:30:00.000Z', price_per_seat: 8.25 });
    const early = await publishTrip(server, driver, { ...cities, departure_time: '2026-03-11T23:30:00.000Z', available_seats: 1, price_per_seat: 4 });
    const morning = await publishTrip(server, driver, { ...cities, departure_time: '2026-03-12T07:15:00.000Z', available_seats: 4 });
    const nextDay = await publishTrip(server, driver, { ...cities, departure_time: '2026-03-12T23:00:00.000Z' });
    const other = await publishTrip(server, driver, { ...(await route('Tozeur', 'Gafsa')), departure_time: '2026-03-12T10:00:00.000Z' });
    const onRoute = `departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}`;
    const ids = async (query: string) => (await list(`?${query}`)).data.map((t) => t.id);

    expect(await ids(`${onRoute}&date=2026-03-12`)).toEqual([early.id, morning.id, late.id]);
    expect(await ids(`${onRoute}&date=2026-03-13`)).toEqual([nextDay.id]);
    // 07:15Z is 08:15 in Tunis; 22:30Z is 23:30; 23:30Z the day before is 00:30.
    expect(await ids(`${onRoute}&time_from=08:00&time_to=08:15`)).toEqual([morning.id]);
    expect(await ids(`${onRoute}&time_from=23:00`)).toEqual([late.id]);
    expect(await ids(`${onRoute}&time_to=00:30`)).toEqual([early.id, nextDay.id]);
    expect(await ids(`${onRoute}&max_price=4`)).toEqual([early.id]);
    expect(await ids(`${onRoute}&available_seats=4`)).toEqual([morning.id]);
    expect(await ids(`departure_city_id=${cities.departure_city_id}&date=2026-03-12`)).toEqual([early.id, morning.id, other.id, late.id]);
    // A search form sends empty fields for "any".
    expect(await ids(`${onRoute}&date=&time_from=&max_price=`)).toHaveLength(4);
  });

  it('answers 422 with field messages for bad filters', async () => {
    const answer = await call(
      server,
      'GET',
      '/api/trips?date=2026-02-30&time_from=25:00&time_to=8h&max_price=-1&available_seats=0&departure_city_id=abc&page=0',
    );
    expectFieldErrors(answer, {
      departure_city_id: ['The departure city must be a city id.'],
      date: ['The date must be a date (YYYY-MM-DD).'],
      time_from: ['The time from must be a time (HH:mm).'],
      time_to: ['The time to must be a time (HH:mm).'],
      max_price: ['The max price must be at least 0.'],
      available_seats: ['The available seats must be at least 1.'],
      page: ['The page must be at least 1.'],
    });
  });

  it('pages by 20 with absolute page URLs that keep the filters', async () => {
    const cities = await route('Siliana', 'Le Kef');
    const created: number[] = [];
    for (let i = 0; i < 45; i++) created.push((await publishTrip(server, driver, { ...cities, departure_time: at(100 + i) })).id);
    const query = `departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}`;
    const first = await list(`?${query}`);
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 20, total: 45, last_page: 3, per_page: 20, prev_page_url: null });
    expect(first.path).toBe(`${server.url}/api/trips`);
    expect(first.next_page_url).toBe(`${server.url}/api/trips?${query}&page=2`);
    expect(first.last_page_url).toBe(`${server.url}/api/trips?${query}&page=3`);

    const seen = [...first.data.map((t) => t.id)];
    let next = first.next_page_url;
    const pages = [first];
    while (next) {
      const answer = await fetch(next, { headers: { accept: 'application/json' } });
      const page = tripsPage.parse(await answer.json());
      pages.push(page);
      seen.push(...page.data.map((t) => t.id));
      next = page.next_page_url;
    }
    expect(seen).toEqual(created);
    expect(pages[1]).toMatchObject({ current_page: 2, from: 21, to: 40, prev_page_url: `${server.url}/api/trips?${query}&page=1` });
    expect(pages[2]).toMatchObject({ current_page: 3, from: 41, to: 45, next_page_url: null });
    expect((await list(`?${query}&page=4`)).data).toEqual([]);
  });

  it('carries the list from the upcoming trips into the departed ones across a page, each counted once', async () => {
    const cities = await route('Kairouan', 'Gabès');
    const byHour: number[] = [];
    const start = server.clock.now().getTime();
    for (let hour = 1; hour <= 30; hour++)
      byHour.push((await publishTrip(server, driver, { ...cities, departure_time: new Date(start + hour * HOUR).toISOString() })).id);
    // Hours 1 to 12 have left: 18 still to come, soonest first, then the 12 gone, latest first.
    server.clock.advance(12.5 * HOUR);
    const query = `?departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}`;
    const [first, second, third] = [await list(query), await list(`${query}&page=2`), await list(`${query}&page=3`)];
    const upcoming = byHour.slice(12);
    const departed = byHour.slice(0, 12).reverse();
    expect(first.data.map((t) => t.id)).toEqual([...upcoming, ...departed.slice(0, 2)]);
    expect(second.data.map((t) => t.id)).toEqual(departed.slice(2));
    expect([first.total, second.total, third.total]).toEqual([30, 30, 30]);
    expect(third).toMatchObject({ data: [], current_page: 3, last_page: 2, next_page_url: null });
  });
});
