// Travel requests on the device: the list filters as the server does, a request posted offline can be answered
// offline, and accepting an offer closes the request and declines the others — all put back if refused.
import { afterEach, describe, expect, it } from 'vitest';
import { announcementFixture, proposalFixture } from '../../tests/fixtures/announcement';
import { deviceSignedIn } from '../../tests/fixtures/device';
import type { MechwarDatabase } from './database';
import { mirrorAnnouncements } from './announcements-mirror';
import { proposalsOf, searchAnnouncements } from './announcement-queries';
import { saveAnnouncement } from './commands/announcements';
import { decideProposal } from './commands/proposals';
import { nextDue } from './outbox';
import { markFailed } from './outbox-outcomes';

let db: MechwarDatabase;
afterEach(async () => {
  await db?.delete();
});
const NOW = Date.parse('2030-01-05T00:00:00.000Z');

describe('the announcement list on the device', () => {
  it('shows open requests ahead, soonest first, and filters seats, budget, cities and day as the server', async () => {
    db = await deviceSignedIn(7);
    await mirrorAnnouncements(db, [
      announcementFixture(1, { desired_departure_time: '2030-01-12T07:00:00.000Z' }),
      announcementFixture(2, { desired_departure_time: '2030-01-10T07:00:00.000Z', seats_needed: 4 }),
      announcementFixture(3, { desired_departure_time: '2030-01-04T07:00:00.000Z' }),
      announcementFixture(4, { desired_departure_time: '2030-01-11T07:00:00.000Z', status: 2 }),
      announcementFixture(5, { desired_departure_time: '2030-01-11T09:00:00.000Z', max_price_per_seat: null, arrival_city_id: 20 }),
    ]);
    const ids = async (filters = {}) => (await searchAnnouncements(db, filters, 20, NOW)).map((row) => row.id);
    // 3 is past its time (Expired), 4 is Closed.
    expect(await ids()).toEqual([2, 5, 1]);
    expect(await ids({ seats_needed: 2 })).toEqual([5, 1]);
    expect(await ids({ max_price: 10 })).toEqual([5]);
    expect(await ids({ departure_city_id: 1, arrival_city_id: 13 })).toEqual([2, 1]);
    expect(await ids({ date: '2030-01-11' })).toEqual([5]);
  });
});

describe('accepting an offer', () => {
  it('closes the request and declines the other pending offers at once; a refusal puts everything back', async () => {
    db = await deviceSignedIn(7);
    await mirrorAnnouncements(db, [
      announcementFixture(1, {
        proposals: [proposalFixture(11, 1), proposalFixture(12, 1, { driver_id: 10 }), proposalFixture(13, 1, { driver_id: 11, status: 2 })],
        proposals_count: 3,
      }),
    ]);
    const id = await decideProposal(db, (await db.proposals.get(11))!, true);
    expect((await db.announcements.get(1))!.status).toBe(2);
    expect((await proposalsOf(db, 1)).map((p) => [p.id, p.status])).toEqual([
      [11, 1],
      [12, 2],
      [13, 2],
    ]);
    await markFailed(db, (await db.outbox.get(id))!, { status: 422, message: 'This announcement is closed.' });
    expect((await db.announcements.get(1))!.status).toBe(1);
    expect((await proposalsOf(db, 1)).map((p) => [p.id, p.status])).toEqual([
      [11, 0],
      [12, 0],
      [13, 2],
    ]);
  });
});

describe('a request posted offline', () => {
  it('shows at once as open with the owner, and an edit of it waits for its create', async () => {
    db = await deviceSignedIn(7);
    const form = {
      departure_city_id: 1,
      arrival_city_id: 13,
      departure_location: 'Place Pasteur',
      arrival_location: 'Gare',
      desired_departure_time: '2030-01-10T07:30:00.000Z',
      seats_needed: 2,
      max_price_per_seat: 15,
      description: 'Deux valises',
      luggage_size: 'Standard',
      additional_notes: null,
    };
    const created = await saveAnnouncement(db, form);
    const [row] = await searchAnnouncements(db, {}, 20, NOW);
    expect(row).toMatchObject({ user_id: 7, status: 1, seats_needed: 2, description: 'Deux valises', _pending: ['*'] });
    const edited = await saveAnnouncement(db, { ...form, seats_needed: 3 }, row);
    expect((await db.announcements.get(row!.id))!.seats_needed).toBe(3);
    expect((await nextDue(db, Date.now(), 7))?.id).toBe(created);
    expect((await db.outbox.get(edited))?.path).toBe(`/api/announcements/${row!.id}`);
  });
});
