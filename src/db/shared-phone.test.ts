// A shared phone: what one account changed here and never sent waits for that account, shown to nobody else, and an
// answer that arrives after its author signed out writes nothing of theirs back.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { clearSession, saveAuth } from './session';
import { saveTrip } from './commands/trips';
import { updateProfile } from './commands/profile';
import { completeEntry } from './outbox-outcomes';
import { markSending } from './outbox';
import { searchTrips } from './trip-queries';
import { deviceSignedIn, tripFixture, tripForm, userFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-01T08:00:00.000Z');
const signIn = (id: number, first_name: string) =>
  saveAuth(db, { user: userFixture({ id, first_name }), is_driver: true, token: `${id}|secret`, refresh_token: `r${id}` });

describe('two accounts on one phone', () => {
  it('a trip published offline and never sent is shown to its driver only, and still queued for them', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put(tripFixture({ id: 100, driver_id: 7, price_per_seat: 20 }));
    const published = await saveTrip(db, tripForm);
    const edited = await saveTrip(db, { ...tripForm, price_per_seat: 35 }, (await db.trips.get(100))!);
    const tempId = (await db.outbox.get(published))!.tempId!;
    expect((await searchTrips(db, {}, 50, NOW)).map((trip) => trip.id)).toContain(tempId);

    await clearSession(db);
    await signIn(8, 'Nour');
    expect(await db.trips.get(tempId)).toBeUndefined();
    expect((await searchTrips(db, {}, 50, NOW)).map((trip) => trip.id)).not.toContain(tempId);
    // Nour sees the server's price, unmarked, not the edit waiting for Sami.
    expect(await db.trips.get(100)).toMatchObject({ price_per_seat: 20 });
    expect((await db.trips.get(100))!._pending ?? []).toEqual([]);
    expect((await db.outbox.toArray()).map((entry) => entry.id).sort()).toEqual([published, edited].sort());

    await clearSession(db);
    await signIn(7, 'Sami');
    expect(await db.trips.get(tempId)).toMatchObject({ _pending: ['*'], departure_location: 'Bab Saadoun' });
    expect(await db.trips.get(100)).toMatchObject({ price_per_seat: 35, _pending: expect.arrayContaining(['price_per_seat']) });
    expect((await searchTrips(db, {}, 50, NOW)).map((trip) => trip.id)).toContain(tempId);
  });

  it('a profile edit answered after logout does not write the profile back', async () => {
    db = await deviceSignedIn(7);
    const entryId = await updateProfile(db, { first_name: 'Amira', last_name: 'T', email: '', phone: '+21655333444', image: null, deletePhoto: false });
    await markSending(db, entryId);
    const entry = (await db.outbox.get(entryId))!;
    await clearSession(db);
    await completeEntry(db, entry, { message: 'ok', user: userFixture({ id: 7, first_name: 'Amira' }) });
    expect(await db.me.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
