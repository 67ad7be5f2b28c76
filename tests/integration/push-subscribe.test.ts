// POST /api/push-subscribe: only for a signed-in account, refuses what could never be pushed to, one row per endpoint.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema';
import { expectFieldErrors } from '../helpers/marketplace';
import { subscriberKeys } from '../helpers/push-crypto';
import { PUBLIC_PUSH_ADDRESS, testNames } from '../helpers/push-names';
import { call, createVerifiedUser, registerUser, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
/** push.example.test stands for a public push service; the others for hosts inside the server's network. */
const names = testNames({
  'push.example.test': [PUBLIC_PUSH_ADDRESS],
  'intranet.example.test': ['10.20.30.40'],
  'half-inside.example.test': [PUBLIC_PUSH_ADDRESS, '192.168.1.10'],
  'metadata.example.test': ['fd00:ec2::254', '169.254.169.254'],
});
beforeAll(async () => {
  server = await startTestServer({ push: { endpoints: { resolve: names.resolve } } });
});
afterAll(async () => server?.close());

let endpointCounter = 0;
/** A subscription as a browser's `PushSubscription.toJSON()` gives it (nothing is pushed in this file). */
function browserSubscription() {
  endpointCounter += 1;
  const keys = subscriberKeys();
  return { endpoint: `https://push.example.test/send/${process.pid}-${endpointCounter}`, public_key: keys.p256dh, auth_token: keys.auth };
}

const subscribe = (token: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/push-subscribe', { token, json, headers });

const rowsOf = (endpoint: string) => server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('POST /api/push-subscribe', () => {
  it('needs a session: 401 without a token, and nothing is stored', async () => {
    const subscription = browserSubscription();
    const answer = await subscribe(undefined, subscription);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    expect(await rowsOf(subscription.endpoint)).toEqual([]);
  });

  it('stores a new subscription (201) and saves it again (200) with the keys the browser gives now', async () => {
    const account = await createVerifiedUser(server);
    const subscription = browserSubscription();
    const created = await subscribe(account.token, subscription);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ message: 'Subscription saved' });
    expect(await rowsOf(subscription.endpoint)).toMatchObject([
      { userId: account.user.id, publicKey: subscription.public_key, authToken: subscription.auth_token },
    ]);

    // The browser made new keys for the same endpoint (e.g. after its storage was cleared).
    const fresh = browserSubscription();
    const renewed = { endpoint: subscription.endpoint, public_key: fresh.public_key, auth_token: fresh.auth_token };
    const again = await subscribe(account.token, renewed);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'Subscription saved' });
    expect(await rowsOf(subscription.endpoint)).toMatchObject([{ userId: account.user.id, publicKey: renewed.public_key, authToken: renewed.auth_token }]);
  });

  it('moves an endpoint to whoever subscribed it last: a shared browser notifies only the one signed in', async () => {
    const first = await createVerifiedUser(server);
    const second = await createVerifiedUser(server);
    const subscription = browserSubscription();
    expect((await subscribe(first.token, subscription)).status).toBe(201);
    expect((await subscribe(second.token, subscription)).status).toBe(200);
    expect(await rowsOf(subscription.endpoint)).toMatchObject([{ userId: second.user.id }]);
  });

  it('keeps every browser of one account', async () => {
    const account = await createVerifiedUser(server);
    for (const subscription of [browserSubscription(), browserSubscription()]) {
      expect((await subscribe(account.token, subscription)).status).toBe(201);
    }
    const rows = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, account.user.id));
    expect(rows).toHaveLength(2);
  });

  it('accepts an account whose phone is not verified yet: registration runs right after login', async () => {
    const account = await registerUser(server);
    expect((await subscribe(account.token, browserSubscription())).status).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key from the stored answer', async () => {
    const account = await createVerifiedUser(server);
    const subscription = browserSubscription();
    const headers = { 'Idempotency-Key': `push-${process.pid}-${endpointCounter}` };
    const first = await subscribe(account.token, subscription, headers);
    const retry = await subscribe(account.token, subscription, headers);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  describe('refuses with 422 and a message per field', () => {
    let token: string;
    beforeAll(async () => {
      token = (await createVerifiedUser(server)).token;
    });

    it('when every field is missing', async () => {
      expectFieldErrors(await subscribe(token, {}), {
        endpoint: ['The endpoint must be a valid URL.'],
        public_key: ['The public key field is required.'],
        auth_token: ['The auth token field is required.'],
      });
    });

    it('when the endpoint is not a URL, or empty keys', async () => {
      expectFieldErrors(await subscribe(token, { endpoint: 'not a url', public_key: '', auth_token: '' }), {
        endpoint: ['The endpoint must be a valid URL.'],
        public_key: ['The public key field is required.'],
        auth_token: ['The auth token field is required.'],
      });
    });

    it('when the endpoint is not https or the keys are not a P-256 key and a 16-byte secret', async () => {
      const valid = browserSubscription();
      const answer = await subscribe(token, {
        endpoint: valid.endpoint.replace('https:', 'http:'),
        public_key: Buffer.alloc(65, 7).toString('base64url'),
        auth_token: Buffer.alloc(8, 1).toString('base64url'),
      });
      expectFieldErrors(answer, {
        endpoint: ['The endpoint must be an https URL.'],
        public_key: ['The public key must be the browser subscription p256dh key.'],
        auth_token: ['The auth token must be the browser subscription auth secret.'],
      });
      expect(await rowsOf(valid.endpoint.replace('https:', 'http:'))).toEqual([]);
    });

    // The server POSTs to the endpoint: a signed-in user must not make it reach its own network.
    const inside = [
      'https://127.0.0.1/push',
      'https://127.8.9.10:8443/push',
      'https://2130706433/push',
      'https://10.0.0.1/push',
      'https://172.16.5.4/push',
      'https://172.31.255.1/push',
      'https://192.168.1.1/push',
      'https://100.64.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/push',
      'https://224.0.0.1/push',
      'https://255.255.255.255/push',
      'https://[::1]/push',
      'https://[::]/push',
      'https://[fd12:3456::1]/push',
      'https://[fe80::1]/push',
      'https://[ff02::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:169.254.169.254]/push',
      'https://[64:ff9b::a00:1]/push',
      'https://localhost/push',
      'https://intranet.example.test/push',
      'https://half-inside.example.test/push',
      'https://metadata.example.test/push',
      'https://nowhere.example.test/push',
    ];
    it.each(inside)('when the endpoint %s is not on the public internet (literal or after DNS)', async (endpoint) => {
      const keys = browserSubscription();
      expectFieldErrors(await subscribe(token, { ...keys, endpoint }), { endpoint: ['The endpoint must be a push service on the public internet.'] });
      expect(await rowsOf(endpoint)).toEqual([]);
    });

    it('in Arabic when the page speaks Arabic', async () => {
      const answer = await subscribe(token, { ...browserSubscription(), endpoint: 'https://10.0.0.1/push' }, { 'Accept-Language': 'ar' });
      expectFieldErrors(answer, { endpoint: ['يجب أن يكون العنوان خدمة إشعارات على الإنترنت العام.'] });
    });

    it('but takes a public address written as such', async () => {
      expect((await subscribe(token, { ...browserSubscription(), endpoint: `https://${PUBLIC_PUSH_ADDRESS}/push/${process.pid}` })).status).toBe(201);
      expect((await subscribe(token, { ...browserSubscription(), endpoint: `https://[2606:4700:4700::1111]/push/${process.pid}` })).status).toBe(201);
    });

    it('but takes standard base64 keys as well as base64url', async () => {
      const subscription = browserSubscription();
      const standard = (base64url: string) => Buffer.from(base64url, 'base64url').toString('base64');
      const answer = await subscribe(token, { ...subscription, public_key: standard(subscription.public_key), auth_token: standard(subscription.auth_token) });
      expect(answer.status).toBe(201);
    });
  });
});
