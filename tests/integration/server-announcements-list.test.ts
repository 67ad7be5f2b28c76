// The public announcement list and similar requests: open ones soonest first, filters in Tunis time, Laravel pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_PER_PAGE, announcementsPage, similarAnnouncementsResponse } from '../../src/contract/announcements';
import { announcements } from '../../src/server/db/schema';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, expectFieldErrors } from '../helpers/marketplace';
import { createAnnouncement } from '../helpers/announcements';

/** 09:00 UTC is 10:00 in Tunis. */
const START = new Date('2026-03-10T09:00:00.000Z');
const HOUR = 60 * 60_000;
let server: TestServer;
let owner: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ clockStart: START });
  owner = await createVerifiedUser(server);
});
afterAll(async () => server?.close());

const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
async function list(query: string, reader?: SignedInUser) {
  const answer = await call(server, 'GET', `/api/announcements${query}`, { token: reader?.token });
  expect(answer.status).toBe(200);
  return announcementsPage.parse(answer.body);
}
async function route(from: string, to: string) {
  return { departure_city_id: await cityId(server, from), arrival_city_id: await cityId(server, to) };
}
const setStatus = (id: number, status: number) => server.database.db.update(announcements).set({ status }).where(eq(announcements.id, id));

describe('GET /api/announcements', () => {
  it('is empty without demo data, and public', async () => {
    const page = await list('');
    expect(page).toMatchObject({ current_page: 1, data: [], from: null, to: null, next_page_url: null, per_page: ANNOUNCEMENTS_PER_PAGE });
    // A simple paginator: no count of every match (the client follows next_page_url).
    expect(page).not.toHaveProperty('total');
  });

  it('lists open requests soonest first; closed, held and expired ones leave the list', async () => {
    const cities = await route('Béja', 'Jendouba');
    const in48 = await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(48) });
    const in5 = await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(5) });
    const in1 = await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(1) });
    const closed = await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(6) });
    await setStatus(closed.id, 2);
    const held = await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(7) });
    await setStatus(held.id, 0);

    server.clock.advance(2 * HOUR);
    try {
      const query = `?departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}`;
      const page = await list(query);
      expect(page.data.map((a) => a.id)).toEqual([in5.id, in48.id]);
      expect(page.data[0]).toMatchObject({ status: 1, status_text: 'Open', user: { id: owner.user.id }, departure_city: { name: 'Béja' } });
      expect(page.data[0]).not.toHaveProperty('proposals');
      // The status filter reads the same statuses as the detail: an open request past its time is Expired.
      expect((await list(`${query}&status=3`)).data.map((a) => a.id)).toEqual([in1.id]);
      expect((await list(`${query}&status=2`)).data.map((a) => a.id)).toEqual([closed.id]);
      // Held for review: only its owner finds it.
      expect((await list(`${query}&status=0`)).data).toEqual([]);
      expect((await list(`${query}&status=0`, owner)).data.map((a) => a.id)).toEqual([held.id]);
    } finally {
      server.clock.advance(-2 * HOUR);
    }
  });

  it('filters by Tunis day, seats a car can take, budget and cities', async () => {
    const cities = await route('Tozeur', 'Kébili');
    // 2026-03-12 in Tunis runs from 2026-03-11T23:00Z to 2026-03-12T23:00Z.
    const late = await createAnnouncement(server, owner, {
      ...cities,
      desired_departure_time: '2026-03-12T22:30:00.000Z',
      seats_needed: 1,
      max_price_per_seat: 30,
    });
    const early = await createAnnouncement(server, owner, {
      ...cities,
      desired_departure_time: '2026-03-11T23:30:00.000Z',
      seats_needed: 4,
      max_price_per_seat: 12.5,
    });
    const open = await createAnnouncement(server, owner, {
      ...cities,
      desired_departure_time: '2026-03-12T07:15:00.000Z',
      seats_needed: 2,
      max_price_per_seat: null,
    });
    const nextDay = await createAnnouncement(server, owner, { ...cities, desired_departure_time: '2026-03-12T23:00:00.000Z', seats_needed: 1 });
    const ids = async (query: string) =>
      (await list(`?departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}&${query}`)).data.map((a) => a.id);

    expect(await ids('date=2026-03-12')).toEqual([early.id, open.id, late.id]);
    expect(await ids('date=2026-03-13')).toEqual([nextDay.id]);
    // A car with 2 free seats takes requests for 1 or 2.
    expect(await ids('date=2026-03-12&seats_needed=2')).toEqual([open.id, late.id]);
    // No budget means any price.
    expect(await ids('date=2026-03-12&max_price=20')).toEqual([early.id, open.id]);
    expect(await ids('date=&seats_needed=')).toEqual([early.id, open.id, late.id, nextDay.id]);
    const reverse = await list(`?departure_city_id=${cities.arrival_city_id}&arrival_city_id=${cities.departure_city_id}`);
    expect(reverse.data).toEqual([]);
  });

  it('pages by 12 without counting, with followable page URLs that keep the filters', async () => {
    const cities = await route('Siliana', 'Le Kef');
    const made: number[] = [];
    for (let i = 0; i < ANNOUNCEMENTS_PER_PAGE + 3; i++) {
      made.push((await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(10 + i) })).id);
    }
    const first = await list(`?departure_city_id=${cities.departure_city_id}&arrival_city_id=${cities.arrival_city_id}&date=`);
    expect(first).toMatchObject({ current_page: 1, from: 1, to: ANNOUNCEMENTS_PER_PAGE, prev_page_url: null });
    expect(first.data.map((a) => a.id)).toEqual(made.slice(0, ANNOUNCEMENTS_PER_PAGE));
    const next = new URL(first.next_page_url!);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      departure_city_id: String(cities.departure_city_id),
      arrival_city_id: String(cities.arrival_city_id),
      page: '2',
    });
    const second = await list(next.search);
    expect(second.data.map((a) => a.id)).toEqual(made.slice(ANNOUNCEMENTS_PER_PAGE));
    expect(second).toMatchObject({ current_page: 2, from: ANNOUNCEMENTS_PER_PAGE + 1, to: ANNOUNCEMENTS_PER_PAGE + 3, next_page_url: null });
    expect(new URL(second.prev_page_url!).searchParams.get('page')).toBe('1');
  });

  it('names each invalid filter', async () => {
    const answer = await call(server, 'GET', '/api/announcements?departure_city_id=x&date=2026-02-30&seats_needed=0&max_price=-1&status=7&page=0');
    expectFieldErrors(answer, {
      departure_city_id: ['The departure city must be a city id.'],
      date: ['The date must be a date (YYYY-MM-DD).'],
      seats_needed: ['The seats needed must be at least 1.'],
      max_price: ['The max price must be at least 0.'],
      status: ['The selected status is invalid.'],
      page: ['The page must be at least 1.'],
    });
  });
});

describe('GET /api/announcements/similar', () => {
  it('answers at most 3 other open requests on the same route and direction, soonest first', async () => {
    const cities = await route('Zaghouan', 'Mahdia');
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await createAnnouncement(server, owner, { ...cities, desired_departure_time: at(20 + i) })).id);
    await setStatus(made[1]!, 2);
    await createAnnouncement(server, owner, {
      departure_city_id: cities.arrival_city_id,
      arrival_city_id: cities.departure_city_id,
      desired_departure_time: at(20),
    });

    const answer = await call(
      server,
      'GET',
      `/api/announcements/similar?departure=${cities.departure_city_id}&arrival=${cities.arrival_city_id}&exclude=${made[0]}`,
    );
    expect(answer.status).toBe(200);
    expect(similarAnnouncementsResponse.parse(answer.body).map((a) => a.id)).toEqual([made[2], made[3], made[4]]);
  });

  it('needs the route', async () => {
    expectFieldErrors(await call(server, 'GET', '/api/announcements/similar?departure=&exclude=x'), {
      departure: ['The departure field is required.'],
      arrival: ['The arrival field is required.'],
      exclude: ['The exclude must be an integer.'],
    });
  });
});
