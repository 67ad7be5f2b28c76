// What the user sees when a queued edit does not go through: a refusal rolls back, no network retries, no OTP holds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateProfile, type ProfileEdit } from '../../src/db/commands/profile';
import { getSession } from '../../src/db/session';
import { call, createVerifiedUser, startTestServer, TEST_PASSWORD, uniquePhone, type TestServer } from '../helpers/server';
import { endWorkerTest, signIn, signInNewAccount, workerAgainst, type TestWorker } from '../helpers/worker';

let server: TestServer;
let worker: TestWorker;

const edit = (phone: string, overrides: Partial<ProfileEdit> = {}): ProfileEdit => ({
  first_name: 'Salma',
  last_name: 'Trabelsi',
  email: '',
  phone,
  image: null,
  deletePhoto: false,
  ...overrides,
});

/** Signs a fresh account in on a new worker, kept as the test's `worker`. */
async function signedInAccount(url = server.url) {
  worker = workerAgainst(url);
  return signInNewAccount(server, worker);
}

beforeAll(async () => void (server = await startTestServer()));
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('a refused edit (422)', () => {
  it('rolls the profile back and keeps the entry failed with the server’s field errors', async () => {
    const other = await createVerifiedUser(server);
    const account = await signedInAccount();
    const id = await updateProfile(worker.db, edit(other.phone));
    expect((await worker.db.me.get(account.user.id))?.first_name).toBe('Salma');

    const report = await worker.drain();
    expect(report).toMatchObject({ sent: 0, unreadable: 0, failed: 1, nextAttemptAt: null });
    const entry = await worker.db.outbox.get(id);
    expect(entry).toMatchObject({
      state: 'failed',
      lastError: { status: 422, errors: { phone: ['The phone has already been taken.'] } },
    });
    expect(entry?.lastError?.message).toContain('The phone has already been taken.');

    const me = await worker.db.me.get(account.user.id);
    expect(me).toMatchObject({ first_name: account.user.first_name, phone: account.phone });
    expect(me?._pending).toBeUndefined();
    expect((await getSession(worker.db))?.user.first_name).toBe(account.user.first_name);
    expect(worker.eventsOf('outbox-failed')).toEqual([
      { type: 'outbox-failed', entryId: id, label: { id: 'Modification du profil' }, message: entry?.lastError?.message },
    ]);
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).body.user.first_name).toBe(account.user.first_name);
  });

  it('does not block the edits queued after it', async () => {
    const other = await createVerifiedUser(server);
    const account = await signedInAccount();
    await updateProfile(worker.db, edit(other.phone));
    await updateProfile(worker.db, edit(account.phone, { first_name: 'Sonia' }));
    expect(await worker.drain()).toMatchObject({ sent: 1, failed: 1 });
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).body.user.first_name).toBe('Sonia');
  });
});

describe('an edit sent while the server is unreachable', () => {
  it('stays pending with a backoff and the change still shown; nothing is sent before the backoff ends', async () => {
    const spare = await startTestServer({ database: server.database, filesDir: server.filesDir });
    const account = await signedInAccount(spare.url);
    const id = await updateProfile(worker.db, edit(account.phone));
    await spare.close();

    const before = Date.now();
    const report = await worker.drain();
    const entry = await worker.db.outbox.get(id);
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastError: { status: 0 } });
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(before + 1000);
    expect(entry!.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 2000);
    expect(report).toMatchObject({ sent: 0, unreadable: 0, failed: 0, nextAttemptAt: entry!.nextAttemptAt });
    expect((await worker.db.me.get(account.user.id))?.first_name).toBe('Salma');
    expect(worker.events).toEqual([]);

    expect((await worker.drain()).sent).toBe(0);
    expect((await worker.db.outbox.get(id))?.attempts).toBe(1);
  });
});

describe('an edit of an account not verified yet', () => {
  it('is held until the OTP is entered, then sent', async () => {
    worker = workerAgainst(server.url);
    const phone = uniquePhone();
    await worker.account.register({ first_name: 'A', last_name: 'B', phone, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: true });
    const id = await updateProfile(worker.db, edit(phone));

    expect(await worker.drain()).toMatchObject({ sent: 0, failed: 0 });
    expect(await worker.db.outbox.get(id)).toMatchObject({ state: 'held', lastError: { status: 403, code: 'account_not_verified' } });
    expect(worker.eventsOf('account-not-verified')).toHaveLength(1);
    expect((await worker.db.me.toArray())[0]?.first_name).toBe('Salma');

    await worker.account.verifyOtp(await server.sms.lastCode(phone, 'verify'));
    expect((await worker.db.outbox.get(id))?.state).toBe('pending');
    expect((await worker.drain()).sent).toBe(1);
    expect((await getSession(worker.db))?.user.first_name).toBe('Salma');
  });
});

describe('the outbox of a signed-out user', () => {
  it('is kept, not sent, and asks for no retry timer', async () => {
    const account = await signedInAccount();
    const id = await updateProfile(worker.db, edit(account.phone));
    await worker.account.logout();
    expect(await worker.drain()).toMatchObject({ sent: 0, unreadable: 0, failed: 0, nextAttemptAt: null });
    expect((await worker.db.outbox.get(id))?.state).toBe('pending');

    await signIn(worker, account);
    expect((await worker.drain()).sent).toBe(1);
  });
});
