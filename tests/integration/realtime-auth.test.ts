// `POST /broadcasting/auth` and `/broadcasting/user-auth` (who may listen where), and `GET /api/config` of the embedded server.
import PusherServer from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, clientConfig } from '../../src/contract/realtime';
import { startRealtimeServer, type RealtimeTestServer } from '../helpers/realtime';
import { call, createVerifiedUser, registerUser, type SignedInUser } from '../helpers/server';

let server: RealtimeTestServer;
let amira: SignedInUser;
let karim: SignedInUser;
beforeAll(async () => {
  server = await startRealtimeServer();
  amira = await createVerifiedUser(server);
  karim = await createVerifiedUser(server);
});
afterAll(async () => server?.close());

const SOCKET = '1234.5678';

/** The official library's own signature for the same socket and channel: what the socket server will check. */
const official = () => new PusherServer({ appId: server.appId, key: server.key, secret: server.secret, host: '127.0.0.1' });

describe('POST /broadcasting/auth', () => {
  it("signs the user's own three channels, as the pusher library would", async () => {
    for (const channel of [channels.messages(amira.user.id), channels.notifications(amira.user.id), channels.user(amira.user.id)]) {
      const answer = await postForm('/broadcasting/auth', amira.token, { socket_id: SOCKET, channel_name: channel });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ auth: official().authorizeChannel(SOCKET, channel).auth });
      expect(answer.body.auth.startsWith(`${server.key}:`)).toBe(true);
    }
  });

  it('reads a JSON body the same way', async () => {
    const channel = channels.messages(amira.user.id);
    const answer = await call(server, 'POST', '/broadcasting/auth', { token: amira.token, json: { socket_id: SOCKET, channel_name: channel } });
    expect(answer.status).toBe(200);
    expect(answer.body.auth).toBe(official().authorizeChannel(SOCKET, channel).auth);
  });

  it("refuses another user's channels and any other channel with 403", async () => {
    for (const channel of [
      channels.messages(karim.user.id),
      channels.notifications(karim.user.id),
      channels.user(karim.user.id),
      'private-admin',
      `private-messages.user.${amira.user.id}0`,
      `presence-messages.user.${amira.user.id}`,
    ]) {
      const answer = await postForm('/broadcasting/auth', amira.token, { socket_id: SOCKET, channel_name: channel });
      expect(answer.status, channel).toBe(403);
      expect(answer.body).toEqual({ message: 'This action is unauthorized.', code: 'forbidden' });
    }
  });

  it('answers 401 without a valid token, before looking at the body', async () => {
    for (const token of [undefined, 'garbage']) {
      const answer = await postForm('/broadcasting/auth', token, {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });

  it('answers 403 to an account whose phone is not verified yet', async () => {
    const pending = await registerUser(server);
    const answer = await postForm('/broadcasting/auth', pending.token, { socket_id: SOCKET, channel_name: channels.messages(pending.user.id) });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('account_not_verified');
  });

  it('answers 422 in Laravel shape for a missing or malformed socket id and a missing channel', async () => {
    const missing = await postForm('/broadcasting/auth', amira.token, {});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The socket id field is required. (and 1 more error)',
      errors: { socket_id: ['The socket id field is required.'], channel_name: ['The channel name field is required.'] },
      code: 'validation_failed',
    });
    const malformed = await postForm('/broadcasting/auth', amira.token, { socket_id: 'abc', channel_name: channels.messages(amira.user.id) });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ socket_id: ['The socket id field format is invalid.'] });
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs user data holding the id as a string, as the pusher library would', async () => {
    const answer = await postForm('/broadcasting/user-auth', amira.token, { socket_id: SOCKET });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.user_data)).toEqual({ id: String(amira.user.id) });
    expect(answer.body).toEqual(official().authenticateUser(SOCKET, { id: String(amira.user.id) }));
  });

  it('answers 401 without a token and 422 without a socket id', async () => {
    expect((await postForm('/broadcasting/user-auth', undefined, { socket_id: SOCKET })).status).toBe(401);
    const answer = await postForm('/broadcasting/user-auth', amira.token, {});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ socket_id: ['The socket id field is required.'] });
  });
});

describe('GET /api/config', () => {
  it("tells anyone, signed in or not, to connect to the page's own host with the app key", async () => {
    const answer = await call(server, 'GET', '/api/config');
    expect(answer.status).toBe(200);
    const config = clientConfig.parse(answer.body);
    expect(config.realtime).toEqual({ broadcaster: 'pusher', key: server.key, host: null, port: null, scheme: null });
    expect(config.push).toHaveProperty('vapid_public_key');
  });
});

/** Posts a urlencoded form, as pusher-js's auth request does. */
async function postForm(path: string, token: string | undefined, fields: Record<string, string>) {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
