// The unsent list shows, releases and discards only the signed-in user's changes; another account's wait for it.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { saveAuth, clearSession } from './session';
import { unsentChanges } from './outbox';
import { unsentCount } from './queries';
import { retryEntries } from './outbox-outcomes';
import { markHeld } from './outbox';
import { bookTrip } from './commands/bookings';
import { deviceSignedIn, tripFixture, userFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

describe('two accounts on one device', () => {
  it('each sees only their own unsent changes, and a held change waits for its owner', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(tripFixture());
    const amira = await bookTrip(db, (await db.trips.get(100))!, 1, 'Amira’s note');
    await markHeld(db, (await db.outbox.get(amira))!, { status: 401, message: 'Unauthenticated.' });
    await clearSession(db);
    expect(await unsentCount(db)).toBe(0);

    await saveAuth(db, { user: userFixture({ id: 8, first_name: 'Nour' }), is_driver: false, token: '8|other', refresh_token: 'r8' });
    expect(await unsentChanges(db)).toEqual([]);
    expect(await unsentCount(db)).toBe(0);
    // Nour's "retry all" does not release Amira's change.
    await retryEntries(db);
    expect((await db.outbox.get(amira))!.state).toBe('held');

    await clearSession(db);
    await saveAuth(db, { user: userFixture({ id: 7 }), is_driver: false, token: '7|again', refresh_token: 'r7' });
    expect((await unsentChanges(db)).map(({ entry }) => entry.id)).toEqual([amira]);
    expect(await unsentCount(db)).toBe(1);
  });
});
