// Sessions: bearer tokens, 36-hour expiry, single-use refresh tokens (grace: server-refresh-grace), logout, the current user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../src/contract/limits';
import { currentUserResponse } from '../../src/contract/auth';
import { REFRESH_TOKEN_LIFETIME_MS } from '../../src/server/auth/tokens';
import { call, createVerifiedUser, logIn, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };

describe('the bearer token', () => {
  it('is required: none, garbage, a wrong secret and a wrong id all get 401', async () => {
    const account = await createVerifiedUser(server);
    const [id, secret] = account.token.split('|');
    for (const token of [undefined, 'garbage', `${id}|${'x'.repeat(40)}`, `${Number(id) + 1000}|${secret}`, `abc|${secret}`]) {
      const answer = await call(server, 'GET', '/api/profile', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthenticated);
    }
  });

  it('works as id|secret and as the secret alone', async () => {
    const account = await createVerifiedUser(server);
    const secret = account.token.split('|')[1];
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/profile', { token: secret })).status).toBe(200);
  });

  it('expires 36 hours after it was issued', async () => {
    const account = await createVerifiedUser(server);
    server.clock.advance(TOKEN_LIFETIME_MS - 1000);
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).status).toBe(200);
    server.clock.advance(1000);
    const expired = await call(server, 'GET', '/api/profile', { token: account.token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unauthenticated);
    // The refresh token outlives it and brings the session back.
    const refreshed = await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call(server, 'GET', '/api/profile', { token: refreshed.body.data.token })).status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('answers a new pair and refuses the spent refresh token once the new one was refreshed', async () => {
    const account = await createVerifiedUser(server);
    const first = await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Token refreshed.');
    expect(first.body.data.user.id).toBe(account.user.id);
    expect(first.body.data.token).not.toBe(account.token);
    expect(first.body.data.refresh_token).not.toBe(account.refreshToken);

    const second = await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: first.body.data.refresh_token } });
    expect(second.status).toBe(200);

    const reused = await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(unauthenticated);
  });

  it('refuses a refresh token 30 days after it was issued', async () => {
    const account = await createVerifiedUser(server);
    const other = await logIn(server, account.phone, account.password);
    const refresh = (refresh_token: string) => call(server, 'POST', '/api/auth/refresh', { json: { refresh_token } });
    server.clock.advance(REFRESH_TOKEN_LIFETIME_MS - 1000);
    expect((await refresh(account.refreshToken)).status).toBe(200);
    server.clock.advance(1000);
    const expired = await refresh(other.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unauthenticated);
  });

  it('refuses an access token in place of a refresh token, and a missing one', async () => {
    const account = await createVerifiedUser(server);
    expect((await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.token } })).status).toBe(401);
    const missing = await call(server, 'POST', '/api/auth/refresh', { json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ refresh_token: ['The refresh token field is required.'] });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the access token and its refresh token, not the other sessions', async () => {
    const account = await createVerifiedUser(server);
    const other = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: account.password } });
    const answer = await call(server, 'POST', '/api/auth/logout', { token: account.token, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Logged out successfully.' });
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/profile', { token: other.body.data.token })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await call(server, 'POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the user and the driver flag without new tokens', async () => {
    const account = await createVerifiedUser(server, { first_name: 'Rim', last_name: 'Mansour' });
    const answer = await call(server, 'GET', '/api/auth/user', { token: account.token });
    expect(answer.status).toBe(200);
    const body = currentUserResponse.parse(answer.body);
    expect(body.data.user).toMatchObject({ id: account.user.id, full_name: 'Rim Mansour', phone: account.phone });
    expect(body.data.is_driver).toBe(false);
    expect(body.data.token).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const answer = await call(server, 'GET', '/api/auth/user');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(unauthenticated);
  });
});
