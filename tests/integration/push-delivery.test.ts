// Web Push as a push service sees it: VAPID-signed by the stored key, encrypted to the browser's keys, gone
// subscriptions deleted, failures kept and logged; and a booking request pushed to the driver's browser.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../src/server/db/schema';
import type { PushPayload } from '../../src/server/push/push-sender';
import { loadVapidKeys } from '../../src/server/push/vapid-keys';
import { DEFAULT_VAPID_SUBJECT, openWebPush, type PushResult, type WebPush } from '../../src/server/push/web-push-sender';
import { createDriver, publishTrip, requestSeats } from '../helpers/marketplace';
import { decryptPushMessage, verifyVapidHeader } from '../helpers/push-crypto';
import { PUBLIC_PUSH_ADDRESS, testNames } from '../helpers/push-names';
import { startFakePushService, type FakePushService, type ReceivedPush, type TestSubscription } from '../helpers/push-service';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';

let service: FakePushService;
let server: TestServer;
/** The sender as the server builds it, called directly where a test needs no notification behind the push. */
let webPush: WebPush;
/** Names whose addresses a test moves, as DNS can between a subscription and its pushes. */
const names = testNames();
const logged: Array<{ level: string; message: string; fields: Record<string, unknown> }> = [];
/** What the sender counted for /metrics (push_sends_total), one result a subscription pushed to. */
const counted: PushResult[] = [];

beforeAll(async () => {
  service = await startFakePushService();
  // The stand-in push service is on loopback: only these tests let the server push there.
  const push = { agent: service.agent, endpoints: { ...service.endpoints, resolve: names.resolve } };
  server = await startTestServer({ push, jobRetries: { limit: 3, delaySeconds: 1 } });
  // The sender logs as pino does, (fields, message); a recorder sees what an operator would.
  const record = (level: string) => (fields: unknown, message?: string) =>
    void logged.push({ level, message: message ?? '', fields: fields as Record<string, unknown> });
  webPush = await openWebPush(server.database.db, { info: record('info'), warn: record('warn'), error: record('error') }, push, (result) =>
    counted.push(result),
  );
});
afterAll(async () => {
  await server?.close();
  await service?.close();
});

async function subscribedUser(): Promise<{ account: SignedInUser; subscription: TestSubscription }> {
  const account = await createVerifiedUser(server);
  return { account, subscription: await subscribe(account) };
}

async function subscribe(account: SignedInUser): Promise<TestSubscription> {
  const subscription = service.subscribe();
  const answer = await call(server, 'POST', '/api/push-subscribe', { token: account.token, json: subscription.request });
  expect(answer.status).toBe(201);
  return subscription;
}

const pushesTo = (subscription: TestSubscription): ReceivedPush[] => service.received.filter((push) => push.path === new URL(subscription.endpoint).pathname);

const subscriptionRows = (endpoint: string) => server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

const payload = (id: number): PushPayload => ({
  id,
  title: 'Réservation acceptée',
  message: 'Sami a accepté votre demande.',
  image_url: null,
  web_url: `/trips/${id}`,
});

describe('a push', () => {
  it('is signed with the stored VAPID key for the push service origin and decrypts to the notification', async () => {
    const { account, subscription } = await subscribedUser();
    await webPush.sender.sendToUser(account.user.id, payload(41));

    const [push] = pushesTo(subscription);
    expect(push).toBeDefined();
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '86400', urgency: 'normal' });
    const { publicKey } = await loadVapidKeys(server.database.db);
    const claims = verifyVapidHeader(push!.headers.authorization, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(DEFAULT_VAPID_SUBJECT);
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
    expect(JSON.parse(decryptPushMessage(push!.body, subscription.keys))).toEqual(payload(41));
  });

  it('reaches a browser saved with standard base64 keys, as the page sends them', async () => {
    const account = await createVerifiedUser(server);
    const subscription = service.subscribe();
    const standard = (base64url: string) => Buffer.from(base64url, 'base64url').toString('base64');
    const json = { ...subscription.request, public_key: standard(subscription.request.public_key), auth_token: standard(subscription.request.auth_token) };
    expect((await call(server, 'POST', '/api/push-subscribe', { token: account.token, json })).status).toBe(201);
    await webPush.sender.sendToUser(account.user.id, payload(44));
    expect(JSON.parse(decryptPushMessage(pushesTo(subscription)[0]!.body, subscription.keys))).toEqual(payload(44));
  });

  it('cannot be read with another browser keys', async () => {
    const { account, subscription } = await subscribedUser();
    const stranger = service.subscribe();
    await webPush.sender.sendToUser(account.user.id, payload(42));
    expect(() => decryptPushMessage(pushesTo(subscription)[0]!.body, stranger.keys)).toThrow();
  });

  it('goes to every browser of the user at once, and to nobody else', async () => {
    const { account, subscription } = await subscribedUser();
    const laptop = await subscribe(account);
    const bystander = await subscribedUser();
    service.delayAnswers(300);
    const before = service.maxInFlight;
    try {
      await webPush.sender.sendToUser(account.user.id, payload(43));
    } finally {
      service.delayAnswers(0);
    }
    expect(before).toBe(1);
    expect(service.maxInFlight).toBe(2);
    for (const browser of [subscription, laptop]) {
      expect(JSON.parse(decryptPushMessage(pushesTo(browser)[0]!.body, browser.keys))).toEqual(payload(43));
    }
    expect(pushesTo(bystander.subscription)).toEqual([]);
  });
});

describe('a push service answer', () => {
  it.each([410, 404])('%i (the subscription is gone) deletes the subscription', async (status) => {
    const { account, subscription } = await subscribedUser();
    service.answer(subscription.endpoint, status);
    await webPush.sender.sendToUser(account.user.id, payload(50));
    expect(pushesTo(subscription)).toHaveLength(1);
    expect(await subscriptionRows(subscription.endpoint)).toEqual([]);
    expect(counted.at(-1)).toBe('gone');
  });

  it.each([500, 429])('%i keeps the subscription for the next notification and is logged, not thrown', async (status) => {
    const { account, subscription } = await subscribedUser();
    service.answer(subscription.endpoint, status);
    await expect(webPush.sender.sendToUser(account.user.id, payload(51))).resolves.toBeUndefined();
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(1);
    expect(counted.at(-1)).toBe('failed');
    expect(logged.at(-1)).toMatchObject({ level: 'warn', message: 'push failed', fields: { userId: account.user.id, status, service: service.origin } });
    // The endpoint is a capability: the log names the service only.
    expect(JSON.stringify(logged.at(-1)!.fields)).not.toContain(new URL(subscription.endpoint).pathname);

    service.answer(subscription.endpoint, 201);
    await webPush.sender.sendToUser(account.user.id, payload(52));
    expect(counted.at(-1)).toBe('sent');
    expect(JSON.parse(decryptPushMessage(pushesTo(subscription).at(-1)!.body, subscription.keys))).toEqual(payload(52));
  });

  it('of none at all (nothing listens there) is logged and the other browsers still get the push', async () => {
    const { account, subscription } = await subscribedUser();
    const closed = await startFakePushService();
    const unreachable = closed.subscribe();
    await closed.close();
    const answer = await call(server, 'POST', '/api/push-subscribe', { token: account.token, json: unreachable.request });
    expect(answer.status).toBe(201);
    await expect(webPush.sender.sendToUser(account.user.id, payload(53))).resolves.toBeUndefined();
    expect(pushesTo(subscription)).toHaveLength(1);
    expect(await subscriptionRows(unreachable.endpoint)).toHaveLength(1);
    expect(logged.at(-1)).toMatchObject({ level: 'warn', message: 'push failed', fields: { status: null, service: closed.origin } });
  });
});

describe('an endpoint', () => {
  it('whose host now resolves inside the server network is not pushed to, and the log says why', async () => {
    const account = await createVerifiedUser(server);
    const host = `moving-${process.pid}.example.test`;
    names.point(host, [PUBLIC_PUSH_ADDRESS]);
    const endpoint = `https://${host}/push/1`;
    const json = { ...service.subscribe().request, endpoint };
    expect((await call(server, 'POST', '/api/push-subscribe', { token: account.token, json })).status).toBe(201);

    names.point(host, ['169.254.169.254']);
    await webPush.sender.sendToUser(account.user.id, payload(60));
    expect(logged.at(-1)).toMatchObject({
      level: 'warn',
      message: 'push endpoint refused',
      fields: { userId: account.user.id, service: `https://${host}`, reason: 'The endpoint must be a push service on the public internet.' },
    });
    // Kept: the name may point back to the push service; every push checks it again.
    expect(await subscriptionRows(endpoint)).toHaveLength(1);
  });
});

describe('a notification', () => {
  it('is pushed once it commits: a booking request reaches the driver browser, decrypted as stored', async () => {
    const driver = await createDriver(server);
    const driverBrowser = await subscribe(driver);
    const trip = await publishTrip(server, driver);
    const { account: passenger, subscription: passengerBrowser } = await subscribedUser();

    await requestSeats(server, passenger, trip.id, 2);
    // A job enqueued with the write: it leaves once the write commits, after the answer.
    await expect.poll(() => pushesTo(driverBrowser).length, { timeout: 10_000 }).toBe(1);
    const pushes = pushesTo(driverBrowser);
    const pushed = JSON.parse(decryptPushMessage(pushes[0]!.body, driverBrowser.keys));
    const [stored] = await server.database.db.select().from(notifications).where(eq(notifications.userId, driver.user.id));
    expect(pushed).toEqual({
      id: stored!.id,
      title: 'Nouvelle demande de réservation',
      message: stored!.message,
      image_url: null,
      web_url: `/trips/${trip.id}`,
    });
    expect(pushed.message).toContain('demande 2 places');
    const { publicKey } = await loadVapidKeys(server.database.db);
    expect(verifyVapidHeader(pushes[0]!.headers.authorization, publicKey).aud).toBe(service.origin);
    expect(pushesTo(passengerBrowser)).toEqual([]);
  });

  it('is tried again while the push service answers 503, and arrives once', async () => {
    const driver = await createDriver(server);
    const driverBrowser = await subscribe(driver);
    const trip = await publishTrip(server, driver);
    const passenger = await createVerifiedUser(server);
    service.answer(driverBrowser.endpoint, 503);
    await requestSeats(server, passenger, trip.id, 1);
    await expect.poll(() => pushesTo(driverBrowser).length, { timeout: 10_000 }).toBe(1);
    service.answer(driverBrowser.endpoint, 201);
    // Tried again a second later (this server's retries are shortened), now taken.
    await expect.poll(() => pushesTo(driverBrowser).length, { timeout: 30_000, interval: 500 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(pushesTo(driverBrowser)).toHaveLength(2);
    expect(JSON.parse(decryptPushMessage(pushesTo(driverBrowser)[1]!.body, driverBrowser.keys)).title).toBe('Nouvelle demande de réservation');
  });
});
