// Blocking on the device: one entry per block or unblock, the person's trips and requests gone from the lists at
// once and back once unblocked, and a pull that leaves a block still queued in place.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { followUpsOf } from './writes';
import { blockPerson, unblockPerson } from './blocks';
import { mirrorBlocks, blockedPeople } from '../blocks-mirror';
import { searchTrips } from '../trip-queries';
import { searchAnnouncements } from '../announcement-queries';
import { userFixture } from '../../../tests/fixtures/user';
import { tripFixture, SOUSSE, TUNIS } from '../../../tests/fixtures/trip';
import { announcementFixture } from '../../../tests/fixtures/announcement';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-01T00:00:00.000Z');

async function signedIn(userId = 7) {
  db = openDatabase(`blocks-${crypto.randomUUID()}`);
  await saveAuth(db, { user: userFixture({ id: userId }), is_driver: false, token: '1|secret', refresh_token: 'r' });
  await db.cities.bulkPut([TUNIS, SOUSSE]);
  await db.trips.bulkPut([tripFixture({ id: 100, driver_id: 2 }), tripFixture({ id: 101, driver_id: 3 })]);
  await db.announcements.bulkPut([announcementFixture(200, { user_id: 2 }), announcementFixture(201, { user_id: 3 })]);
}

const listed = async () => (await searchTrips(db, {}, 20, NOW)).map((trip) => trip.id);
const listedBetween = async () => (await searchTrips(db, { departure_city_id: TUNIS.id, arrival_city_id: SOUSSE.id }, 20, NOW)).map((trip) => trip.id);
const requests = async () => (await searchAnnouncements(db, {}, 20, NOW)).map((row) => row.id);

describe('blockPerson and unblockPerson', () => {
  it('queue one entry each, in order on the person, and pull the list again after the answer', async () => {
    await signedIn();
    const blocked = await blockPerson(db, { id: 2, full_name: 'Sami Ben Salah' });
    const unblocked = await unblockPerson(db, { id: 2 });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map(({ id, kind, method, path, rows }) => ({ id, kind, method, path, rows }))).toEqual([
      { id: blocked, kind: 'block', method: 'POST', path: '/api/users/2/block', rows: ['blocks:2'] },
      { id: unblocked, kind: 'unblock', method: 'DELETE', path: '/api/users/2/block', rows: ['blocks:2'] },
    ]);
    expect(followUpsOf(entries[0]!, 'sent')).toEqual(['blocks', 'bookings', 'parcels']);
    expect(entries[1]!.label).toEqual({ id: 'Déblocage de {name}', values: { name: 'Sami Ben Salah' } });
  });

  it('hide the person’s trips and requests from the lists at once, and bring them back once unblocked', async () => {
    await signedIn();
    expect(await listed()).toEqual([100, 101]);
    await blockPerson(db, { id: 2, full_name: 'Sami Ben Salah' });
    expect(await listed()).toEqual([101]);
    expect(await listedBetween()).toEqual([101]);
    expect(await requests()).toEqual([201]);
    expect((await blockedPeople(db)).map((row) => row.id)).toEqual([2]);
    await unblockPerson(db, { id: 2 });
    expect(await listed()).toEqual([100, 101]);
    expect(await requests()).toEqual([200, 201]);
  });

  it('keep a queued block and a queued unblock through a pull of the server’s list', async () => {
    await signedIn();
    await blockPerson(db, { id: 2, full_name: 'Sami Ben Salah' });
    await unblockPerson(db, { id: 3 });
    await mirrorBlocks(db, 7, [{ id: 3, full_name: 'Karim Jaziri', image_url: null, blocked_at: '2029-12-01T10:00:00.000Z' }]);
    expect((await blockedPeople(db)).map((row) => row.id)).toEqual([2]);
    await db.outbox.clear();
    await mirrorBlocks(db, 7, [{ id: 3, full_name: 'Karim Jaziri', image_url: null, blocked_at: '2029-12-01T10:00:00.000Z' }]);
    expect((await blockedPeople(db)).map((row) => row.id)).toEqual([3]);
  });

  it('refuse to block oneself, and queue nothing', async () => {
    await signedIn(7);
    await expect(blockPerson(db, { id: 7 })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
