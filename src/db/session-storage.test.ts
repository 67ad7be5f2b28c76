// The stored session: what saveAuth keeps of a login, when a session counts as valid, and what logout clears.
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../tests/fixtures/user';
import { openDatabase, type MechwarDatabase, type VehicleRow } from './database';
import { clearSession, getSession, isSessionValid, saveAuth, saveUser, tokenSecret } from './session';
import { outboxLabel } from './outbox-label';

const user = userFixture;

const NOW = Date.UTC(2025, 5, 1, 12);
const MINUTE = 60_000;
let db: MechwarDatabase;

async function fresh() {
  db = openDatabase(`session-${crypto.randomUUID()}`);
  return db;
}

afterEach(async () => {
  await db?.delete();
});

describe('saveAuth', () => {
  it('keeps only the secret after the pipe and expires 2160 minutes from now', async () => {
    await fresh();
    const row = await saveAuth(db, { user: user(), is_driver: true, token: '42|s3cr3t', refresh_token: '43|r3fr3sh' }, NOW);
    expect(row).toMatchObject({ token: 's3cr3t', tokenExpiry: NOW + 2160 * MINUTE, refreshToken: '43|r3fr3sh', isDriver: true });
    expect(await getSession(db)).toEqual(row);
    expect(tokenSecret('plain')).toBe('plain');
  });

  it('writes the profile mirror with the user', async () => {
    await fresh();
    await saveAuth(db, { user: user({ first_name: 'Salma' }), is_driver: false, token: '1|abc' }, NOW);
    expect(await db.me.get(7)).toMatchObject({ first_name: 'Salma', _syncedAt: NOW });
  });

  it('keeps token, expiry and refresh token when an answer carries only the user', async () => {
    await fresh();
    await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, NOW);
    const later = await saveAuth(db, { user: user({ trips_count: 3 }), is_driver: true }, NOW + 60 * MINUTE);
    expect(later).toMatchObject({ token: 'abc', tokenExpiry: NOW + 2160 * MINUTE, refreshToken: '2|ref', isDriver: true });
    expect(later.user.trips_count).toBe(3);
  });

  it('refuses to start a session without a token', async () => {
    await fresh();
    await expect(saveAuth(db, { user: user(), is_driver: false }, NOW)).rejects.toThrow();
    expect(await getSession(db)).toBeUndefined();
  });

  it('forgets the previous account’s profile and refresh token when another user signs in', async () => {
    await fresh();
    await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, NOW);
    const other = await saveAuth(db, { user: user({ id: 8, first_name: 'Karim' }), is_driver: false, token: '3|def' }, NOW);
    expect(other.refreshToken).toBeNull();
    expect(await db.me.toArray()).toEqual([expect.objectContaining({ id: 8, first_name: 'Karim' })]);
  });
});

describe('saveUser', () => {
  it('updates the user and driver flag without touching the tokens', async () => {
    await fresh();
    const before = await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, NOW);
    await saveUser(db, user({ last_name: 'Trabelsi', full_name: 'Amira Trabelsi' }), true);
    expect(await getSession(db)).toEqual({ ...before, isDriver: true, user: user({ last_name: 'Trabelsi', full_name: 'Amira Trabelsi' }) });
  });
});

describe('isSessionValid', () => {
  const session = { key: 'current' as const, user: user(), isDriver: false, token: 'abc', tokenExpiry: NOW + 1, refreshToken: null };

  it('needs a user, a token and an expiry still ahead', () => {
    expect(isSessionValid(session, NOW)).toBe(true);
    expect(isSessionValid(session, NOW + 1)).toBe(false);
    expect(isSessionValid({ ...session, token: '' }, NOW)).toBe(false);
    expect(isSessionValid(undefined, NOW)).toBe(false);
  });
});

describe('clearSession', () => {
  it('signs out and drops the profile but keeps unsent changes', async () => {
    await fresh();
    await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, NOW);
    await db.outbox.add({
      id: 'e1',
      seq: 1,
      kind: 'updateProfile',
      label: outboxLabel('Modification du profil'),
      method: 'POST',
      path: '/api/profile',
      body: { type: 'none' },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      userId: 7,
      touches: [],
      rows: [],
      createdAt: NOW,
    });
    await clearSession(db);
    expect(await getSession(db)).toBeUndefined();
    expect(await db.me.count()).toBe(0);
    expect(await db.outbox.get('e1')).toMatchObject({ state: 'pending' });
  });
  it("forgets the account's bookings and vehicles, except rows whose change is still unsent", async () => {
    await fresh();
    await saveAuth(db, { user: user(), is_driver: true, token: '1|abc', refresh_token: '2|ref' }, NOW);
    const booking = { trip_id: 3, passenger_id: 9, seats: 1, total_price: 10, status: 0, status_text: 'En attente', created_at: '2025-06-01T10:00:00Z' };
    await db.bookings.bulkAdd([
      { ...booking, id: 1, notes: 'Appelez-moi au 22 000 111' },
      { ...booking, id: -1, _pending: ['*'], _entryId: 'e2' },
    ]);
    await db.vehicles.bulkAdd([{ id: 4, make: 'Kia', model: 'Rio', plate_number: '200 TU 1', _ownerId: 7 } as VehicleRow]);
    await clearSession(db);
    expect((await db.bookings.toArray()).map((row) => row.id)).toEqual([-1]);
    expect(await db.vehicles.count()).toBe(0);
  });
});
