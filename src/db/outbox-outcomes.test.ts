// How a queued profile edit ends: applied from the server's answer, refused and rolled back, retried, or discarded.
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/user';
import { userFixture } from '../../tests/fixtures/user';
import { updateProfile, type ProfileEdit } from './commands/profile';
import { openDatabase, type MechwarDatabase } from './database';
import type { OutboxEntry } from './outbox-entry';
import { markHeld } from './outbox';
import { completeEntry, discardEntry, markFailed, retryEntries } from './outbox-outcomes';
import { saveAuth } from './session';

const user = (overrides: Partial<User> = {}) => userFixture({ trips_count: 2, ...overrides });

const edit = (first_name: string): ProfileEdit => ({
  first_name,
  last_name: 'Ben Salah',
  email: '',
  phone: '22123456',
  image: null,
  deletePhoto: false,
});

const refusal = { status: 422, message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.'] } };

let db: MechwarDatabase;
async function signedIn() {
  db = openDatabase(`outcomes-${crypto.randomUUID()}`);
  await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, 1000);
}
afterEach(async () => {
  await db?.delete();
});

const entryOf = async (id: string) => (await db.outbox.get(id)) as OutboxEntry;
const shownName = async () => [(await db.me.get(7))?.first_name, (await db.session.get('current'))?.user.first_name];

describe('completeEntry', () => {
  it('replaces the optimistic row with the server’s user and removes the entry', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    const answer = { message: 'Profile updated successfully', user: user({ first_name: 'Salma', full_name: 'Salma Ben Salah', trips_count: 3 }) };
    await completeEntry(db, await entryOf('e1'), answer);
    const me = await db.me.get(7);
    expect(me).toMatchObject({ first_name: 'Salma', trips_count: 3 });
    expect(me?._pending).toBeUndefined();
    expect((await db.session.get('current'))?.user.trips_count).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('changes nothing when the answer does not match the contract', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    const before = await db.me.get(7);
    await expect(completeEntry(db, await entryOf('e1'), { message: 'ok' })).rejects.toThrow();
    expect(await db.me.get(7)).toEqual(before);
    expect(await entryOf('e1')).toMatchObject({ state: 'pending' });
  });

  it('keeps showing a later queued edit over the answer to an earlier one', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await updateProfile(db, edit('Sonia'), 'e2');
    await completeEntry(db, await entryOf('e1'), { message: 'ok', user: user({ first_name: 'Salma', trips_count: 4 }) });
    expect(await db.me.get(7)).toMatchObject({ first_name: 'Sonia', trips_count: 4 });
    expect(await db.outbox.toCollection().primaryKeys()).toEqual(['e2']);
  });
});

describe('markFailed', () => {
  it('restores the previous profile and keeps the entry, failed, with the server’s field errors', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await markFailed(db, await entryOf('e1'), refusal);
    expect(await shownName()).toEqual(['Amira', 'Amira']);
    expect((await db.me.get(7))?._pending).toBeUndefined();
    expect(await entryOf('e1')).toMatchObject({ state: 'failed', attempts: 1, lastError: refusal });
  });

  it('leaves a later queued edit on screen', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await updateProfile(db, edit('Sonia'), 'e2');
    await markFailed(db, await entryOf('e1'), refusal);
    expect(await shownName()).toEqual(['Sonia', 'Sonia']);
  });
});

describe('retryEntries', () => {
  it('sends a refused edit again and shows it again until the server answers', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await markFailed(db, await entryOf('e1'), refusal);
    await retryEntries(db, ['e1']);
    expect(await entryOf('e1')).toMatchObject({ state: 'pending', nextAttemptAt: 0 });
    expect(await shownName()).toEqual(['Salma', 'Salma']);
  });

  it('without ids, releases every held and failed entry', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await updateProfile(db, edit('Sonia'), 'e2');
    await markFailed(db, await entryOf('e1'), refusal);
    await markHeld(db, await entryOf('e2'), { status: 401, message: 'Unauthenticated.' });
    await retryEntries(db);
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['pending', 'pending']);
  });

  it('does not re-apply a held entry, whose change was never rolled back', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await markHeld(db, await entryOf('e1'), { status: 401, message: 'Unauthenticated.' });
    await db.me.update(7, { trips_count: 9 });
    await retryEntries(db, ['e1']);
    expect((await db.me.get(7))?.trips_count).toBe(9);
  });
});

describe('retryEntries racing a drain', () => {
  it('never re-shows a change the server has already answered', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await markFailed(db, await entryOf('e1'), refusal);
    const entry = await entryOf('e1');
    const answer = { message: 'ok', user: user({ first_name: 'Server' }) };
    const drainSoon = async () => {
      for (let i = 0; i < 3; i += 1) await Promise.resolve();
      await completeEntry(db, entry, answer);
    };
    await Promise.all([retryEntries(db, ['e1']), drainSoon()]);
    const me = await db.me.get(7);
    expect(me?.first_name).toBe('Server');
    expect(me?._pending).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves an entry in flight alone', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await db.outbox.update('e1', { state: 'sending' });
    await retryEntries(db, ['e1']);
    expect((await entryOf('e1')).state).toBe('sending');
  });
});

describe('discardEntry', () => {
  it('rolls back a still-pending edit and drops it', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await discardEntry(db, 'e1');
    expect(await shownName()).toEqual(['Amira', 'Amira']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a refused edit without touching the profile again', async () => {
    await signedIn();
    await updateProfile(db, edit('Salma'), 'e1');
    await markFailed(db, await entryOf('e1'), refusal);
    await db.me.update(7, { trips_count: 9 });
    await discardEntry(db, 'e1');
    expect(await db.me.get(7)).toMatchObject({ first_name: 'Amira', trips_count: 9 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses to discard a change that is being sent (the server may already have it)', async () => {
    await signedIn();
    const id = await updateProfile(db, edit('Amina'));
    await db.outbox.update(id, { state: 'sending' });
    await expect(discardEntry(db, id)).resolves.toBe(false);
    expect(await db.outbox.get(id)).toBeDefined();
    expect((await db.me.get(7))!.first_name).toBe('Amina');
  });

  it('ignores an unknown id', async () => {
    await signedIn();
    await expect(discardEntry(db, 'nope')).resolves.toBe(true);
  });
});
