// The demo travel requests: open requests on popular routes from three passengers, some answered, same every start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsPage, myAnnouncementsResponse } from '../../src/contract/announcements';
import { seed } from '../../src/server/db/seed';
import { DEMO_EXTRA_ANNOUNCEMENTS } from '../../src/server/db/demo-announcements';
import { call, logIn, startTestServer, type TestServer } from '../helpers/server';
import { cityId } from '../helpers/marketplace';

const START = new Date('2026-05-04T06:00:00.000Z');
const OPEN = 8 + DEMO_EXTRA_ANNOUNCEMENTS;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true, clockStart: START });
});
afterAll(async () => server?.close());

const page = async (query = '') => announcementsPage.parse((await call(server, 'GET', `/api/announcements${query}`)).body);

describe('demo announcements', () => {
  it('lists the open requests of three passengers over three pages, and seeding again adds none', async () => {
    const all = [...(await page()).data, ...(await page('?page=2')).data, ...(await page('?page=3')).data];
    expect(all).toHaveLength(OPEN);
    expect((await page('?page=3')).next_page_url).toBeNull();
    expect(all.every((a) => a.status === 1 && Date.parse(a.desired_departure_time) > START.getTime())).toBe(true);
    expect(server.demoAccounts.filter((a) => a.role === 'passenger').map((a) => a.phone)).toEqual(['55333444', '52123456', '24987654']);
    expect(new Set(all.map((a) => a.user?.full_name))).toEqual(new Set(['Amira Trabelsi', 'Ines Mansouri', 'Youssef Khelifi']));
    await seed(server.database.db, { demo: true, now: START });
    expect((await page('?page=3')).data).toHaveLength(OPEN - 24);
  });

  it('gives Amira a Tunis → Sousse request with two offers waiting for her answer', async () => {
    const amira = await logIn(server, '55333444', 'Mechwar#2026');
    const mine = myAnnouncementsResponse.parse((await call(server, 'GET', '/api/my-announcements', { token: amira.token })).body);
    const tunisSousse = mine.find((a) => a.departure_city?.name === 'Tunis' && a.arrival_city?.name === 'Sousse');
    // 08:00 in Tunis, the day after tomorrow.
    expect(tunisSousse).toMatchObject({ desired_departure_time: '2026-05-06T07:00:00.000Z', seats_needed: 2, max_price_per_seat: 20, proposals_count: 2 });
    expect(tunisSousse!.proposals!.map((p) => [p.driver?.full_name, p.status])).toEqual([
      ['Sami Ben Salah', 0],
      ['Walid Hammami', 0],
    ]);
    expect(tunisSousse!.proposals!.every((p) => p.proposed_price <= 20 && p.vehicle !== null)).toBe(true);
  });

  it('has Ines’s Tunis → Monastir request settled with Hichem, and their conversation', async () => {
    const ines = await logIn(server, '52123456', 'Mechwar#2026');
    const mine = myAnnouncementsResponse.parse((await call(server, 'GET', '/api/my-announcements', { token: ines.token })).body);
    const closed = mine.find((a) => a.status === 2);
    expect(closed).toMatchObject({ arrival_city: { name: 'Monastir' }, status_text: 'Closed', accepted_trip_proposal: { driver: { first_name: 'Hichem' } } });
    const conversations = await call(server, 'GET', '/api/conversations', { token: ines.token });
    expect(conversations.body.conversations.data).toHaveLength(1);
    expect(conversations.body.conversations.data[0]).toMatchObject({ title: 'Tunis → Monastir', context_id: closed!.id });
  });

  it('is the same data on every fresh database', async () => {
    const other = await startTestServer({ demo: true, clockStart: START });
    try {
      const route = `?departure_city_id=${await cityId(server, 'Tunis')}`;
      const strip = (body: ReturnType<typeof announcementsPage.parse>) =>
        body.data.map(({ id: _id, user_id: _userId, user, created_at: _created, updated_at: _updated, ...rest }) => ({ ...rest, user: user?.full_name }));
      const theirs = announcementsPage.parse((await call(other, 'GET', `/api/announcements${route}`)).body);
      expect(strip(theirs)).toEqual(strip(await page(route)));
    } finally {
      await other.close();
    }
  });
});
