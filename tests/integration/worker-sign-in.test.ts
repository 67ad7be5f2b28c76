// The worker's account calls against the real server: register + OTP, login, resume on start, logout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../src/contract/limits';
import { getSession, isSessionValid } from '../../src/db/session';
import { call, createVerifiedUser, startTestServer, TEST_PASSWORD, uniquePhone, type TestServer } from '../helpers/server';
import { endWorkerTest, failureOf, recordFetch, signInNewAccount, workerAgainst, type TestWorker } from '../helpers/worker';

let server: TestServer;
let worker: TestWorker;

beforeAll(async () => void (server = await startTestServer()));
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('register and verify', () => {
  it('stores the session at registration and marks the user verified with the texted code', async () => {
    worker = workerAgainst(server.url);
    const phone = uniquePhone();
    const registered = await worker.account.register({
      first_name: 'Amira',
      last_name: 'Ben Salah',
      phone: `+216 ${phone}`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      terms: true,
    });
    expect(registered.ok).toBe(true);
    const session = await getSession(worker.db);
    expect(isSessionValid(session)).toBe(true);
    expect(session?.token).not.toContain('|');
    expect(session?.user).toMatchObject({ phone, phone_verified_at: null });

    const blocked = await worker.pull.profile();
    expect(failureOf(blocked)).toMatchObject({ status: 403, code: 'account_not_verified' });

    const verified = await worker.account.verifyOtp(await server.sms.lastCode(phone, 'verify'));
    expect(verified.ok).toBe(true);
    expect((await getSession(worker.db))?.user.phone_verified_at).toEqual(expect.any(String));
    expect((await worker.pull.profile()).ok).toBe(true);
  });

  it('leaves the account unverified on a wrong code, with the field error for the form', async () => {
    worker = workerAgainst(server.url);
    const phone = uniquePhone();
    await worker.account.register({ first_name: 'A', last_name: 'B', phone, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: true });
    const code = await server.sms.lastCode(phone, 'verify');
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await worker.account.verifyOtp(wrong);
    expect(failureOf(result)?.status).toBe(422);
    expect((await getSession(worker.db))?.user.phone_verified_at).toBeNull();
  });
});

describe('login', () => {
  it('stores the token secret with a 36-hour expiry, and the token opens the profile', async () => {
    worker = workerAgainst(server.url);
    const account = await createVerifiedUser(server);
    const before = Date.now();
    const result = await worker.account.login({ phone: account.phone, password: account.password });
    expect(result.ok).toBe(true);
    const session = await getSession(worker.db);
    expect(session?.token).toBe(result.ok ? result.data.data.token.split('|')[1] : 'none');
    expect(session?.tokenExpiry).toBeGreaterThanOrEqual(before + TOKEN_LIFETIME_MS);
    expect(session?.tokenExpiry).toBeLessThanOrEqual(Date.now() + TOKEN_LIFETIME_MS);
    expect(session?.refreshToken).toEqual(expect.any(String));

    const profile = await worker.pull.profile();
    expect(profile.ok ? profile.data.user.id : null).toBe(account.user.id);
    expect(await worker.db.me.get(account.user.id)).toMatchObject({ phone: account.phone });
  });

  it('keeps no session and returns the field errors on a wrong password', async () => {
    worker = workerAgainst(server.url);
    const account = await createVerifiedUser(server);
    const result = await worker.account.login({ phone: account.phone, password: 'Wrong#123' });
    const error = failureOf(result) as { status: number; errors?: Record<string, string[]> } | null;
    expect(error?.status).toBe(422);
    expect(Object.values(error?.errors ?? {}).flat()).toContain('These credentials do not match our records.');
    expect(await getSession(worker.db)).toBeUndefined();
    expect(worker.events).toEqual([]);
  });
});

describe('resume on start', () => {
  it('logs out a stored token that has expired, without calling the server', async () => {
    worker = workerAgainst(server.url);
    await signInNewAccount(server, worker);
    await worker.db.session.update('current', { tokenExpiry: Date.now() - 1 });
    const network = recordFetch();
    expect(await worker.account.resume()).toBe('expired');
    expect(await getSession(worker.db)).toBeUndefined();
    expect(network.exchanges).toEqual([]);
  });

  it('refreshes the user behind a valid token', async () => {
    worker = workerAgainst(server.url);
    const account = await signInNewAccount(server, worker);
    const form = new FormData();
    for (const [name, value] of Object.entries({ _method: 'PUT', first_name: 'Changed', last_name: 'Elsewhere', email: '', phone: account.phone })) {
      form.append(name, value);
    }
    expect((await call(server, 'POST', '/api/profile', { token: account.token, form })).status).toBe(200);
    expect(await worker.account.resume()).toBe('refreshed');
    expect((await getSession(worker.db))?.user).toMatchObject({ first_name: 'Changed', full_name: 'Changed Elsewhere' });
  });

  it('says signed-out when nobody is signed in, and offline when the server cannot be reached', async () => {
    worker = workerAgainst(server.url);
    expect(await worker.account.resume()).toBe('signed-out');
    const account = await createVerifiedUser(server);
    await worker.account.login({ phone: account.phone, password: account.password });
    recordFetch().control.fail = () => 'before';
    expect(await worker.account.resume()).toBe('offline');
    expect(isSessionValid(await getSession(worker.db))).toBe(true);
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears the session', async () => {
    worker = workerAgainst(server.url);
    await signInNewAccount(server, worker);
    const token = (await getSession(worker.db))!.token;
    await worker.account.logout();
    expect(await getSession(worker.db)).toBeUndefined();
    expect((await call(server, 'GET', '/api/profile', { token })).status).toBe(401);
  });
});
