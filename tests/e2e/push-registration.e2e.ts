// Push registration after login (spec 000 §4): with permission granted, the app subscribes this browser with the
// server's VAPID key and saves the subscription for the user; an existing subscription is reused. Not yet asked, the
// browser is asked only from the person's tap on "Activer les notifications". The browser's push service cannot be
// reached here, so PushManager.subscribe is stubbed in the page; everything else is real.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { pushSubscriptions, users } from '../../src/server/db/schema';
import { PUBLIC_PUSH_ADDRESS, testNames } from '../helpers/push-names';

// The stubbed endpoints name a public push service; the server checks it resolves to a public address.
const names = testNames({ 'push.example.test': [PUBLIC_PUSH_ADDRESS] });
const app = useAppUnderTest({ push: { endpoints: { resolve: names.resolve } } });

/** Stands in for the browser's push service: subscribe() records the key it was given and returns fixed keys. */
async function stubPushService(page: Page, endpoint: string) {
  await page.addInitScript((url) => {
    const state = { subscribed: null as PushSubscription | null, keys: [] as string[] };
    (globalThis as unknown as { pushStub: typeof state }).pushStub = state;
    const bytes = (length: number, first: number) => {
      const array = new Uint8Array(length).map((_, i) => (i * 7 + 3) % 256);
      array[0] = first;
      return array.buffer;
    };
    // The browser keeps a subscription across visits: so does the stand-in, in local storage.
    const make = (key: Uint8Array) =>
      ({
        endpoint: url,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        getKey: (name: string) => (name === 'p256dh' ? bytes(65, 4) : bytes(16, 9)),
        unsubscribe: async () => (localStorage.removeItem('push-stub-key'), true),
        toJSON: () => ({ endpoint: url }),
      }) as unknown as PushSubscription;
    const kept = localStorage.getItem('push-stub-key');
    state.subscribed = kept ? make(Uint8Array.from(atob(kept), (c) => c.charCodeAt(0))) : null;
    PushManager.prototype.getSubscription = async () => state.subscribed;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      const text = btoa(String.fromCharCode(...key));
      state.keys.push(text);
      localStorage.setItem('push-stub-key', text);
      state.subscribed = make(key);
      return state.subscribed;
    };
  }, endpoint);
}

/**
 * Records each call of Notification.requestPermission, and whether a tap was under way then (Firefox and Safari
 * refuse a request made without one), before calling the browser's own. Chromium counts a tap as under way for a few
 * seconds after it, so the count of calls is the sharper check; that nothing is awaited first is a unit test's
 * (src/app/features/notifications/asking-for-notifications.test.ts).
 */
async function recordPermissionRequests(page: Page) {
  await page.addInitScript(() => {
    const requests: Array<{ inTap: boolean }> = [];
    (globalThis as unknown as { permissionRequests: typeof requests }).permissionRequests = requests;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (callback?: NotificationPermissionCallback) => {
      requests.push({ inTap: navigator.userActivation.isActive });
      return ask(callback);
    };
  });
}

const permissionRequests = (page: Page) => page.evaluate(() => (globalThis as unknown as { permissionRequests: Array<{ inTap: boolean }> }).permissionRequests);

/** The demo passenger signs in on a fresh browser that allows notifications, its push service stubbed on `endpoint`. */
async function signedInWithNotifications(endpoint: string) {
  const { context, page } = await app.open();
  await context.grantPermissions(['notifications']);
  await stubPushService(page, endpoint);
  await page.goto('/');
  await waitForServiceWorker(page);
  const passenger = app.demo('passenger');
  await logInThroughUi(page, passenger.phone, passenger.password);
  return { context, page, passenger };
}

describe('push registration', () => {
  it('subscribes with the server key and saves the subscription for the signed-in user', async () => {
    const endpoint = `https://push.example.test/send/${Date.now()}`;
    const { context, page, passenger } = await signedInWithNotifications(endpoint);

    const saved = async () => (await app.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
    await expect.poll(saved, { timeout: 15_000 }).toBeDefined();
    const [account] = await app.server.database.db.select().from(users).where(eq(users.phone, passenger.phone));
    expect((await saved())!.userId).toBe(account!.id);
    const config = await (await fetch(`${app.server.url}/api/config`)).json();
    const keys = await page.evaluate(() => (globalThis as unknown as { pushStub: { keys: string[] } }).pushStub.keys);
    const vapid = Buffer.from(config.push.vapid_public_key, 'base64url').toString('base64');
    expect(keys).toEqual([vapid]);

    // The next visit reuses the subscription rather than asking the push service again.
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (globalThis as unknown as { pushStub: { keys: string[] } }).pushStub.keys)).toEqual([]);
    await context.close();
  });

  it('does nothing when notifications are denied', async () => {
    const { context, page } = await app.open();
    const endpoint = `https://push.example.test/denied/${Date.now()}`;
    await stubPushService(page, endpoint);
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    const passenger = app.demo('passenger');
    await logInThroughUi(page, passenger.phone, passenger.password);
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (globalThis as unknown as { pushStub: { keys: string[] } }).pushStub.keys)).toEqual([]);
    expect(await app.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    await context.close();
  });

  it('not yet asked: asks nothing after sign-in, asks from the tap on "Activer les notifications", then subscribes', async () => {
    const { context, page } = await app.open();
    const endpoint = `https://push.example.test/tap/${Date.now()}`;
    await stubPushService(page, endpoint);
    await recordPermissionRequests(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const passenger = app.demo('passenger');
    await logInThroughUi(page, passenger.phone, passenger.password);
    const saved = async () => (await app.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

    // The registration after sign-in (1 s on localhost) has run: it asked nothing and subscribed nothing.
    await page.waitForTimeout(2500);
    expect(await permissionRequests(page)).toEqual([]);
    expect(await saved()).toBeUndefined();

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const enable = page.getByRole('button', { name: 'Activer les notifications' });
    await enable.waitFor();
    // The person allows notifications at the browser's prompt, which headless Chromium does not draw.
    await context.grantPermissions(['notifications'], { origin: app.server.url });
    await enable.click();

    await expect.poll(saved, { timeout: 15_000 }).toBeDefined();
    expect(await permissionRequests(page)).toEqual([{ inTap: true }]);
    await page.getByRole('status').filter({ hasText: 'Les notifications sont activées sur cet appareil.' }).waitFor();
    expect(await enable.count()).toBe(0);
    await context.close();
  });

  it('a subscription the browser changed is renewed by the service worker with the kept key, and saved at the next signed-in start', async () => {
    const endpoint = `https://push.example.test/first/${Date.now()}`;
    const { context, page, passenger } = await signedInWithNotifications(endpoint);
    const savedAt = async (url: string) => (await app.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url)))[0];
    await expect.poll(() => savedAt(endpoint), { timeout: 15_000 }).toBeDefined();

    // The browser drops the subscription: the service worker (its push service stubbed too) subscribes again.
    const renewed = `https://push.example.test/renewed/${Date.now()}`;
    const [worker] = context.serviceWorkers();
    const key = await worker!.evaluate(async (url) => {
      const given: string[] = [];
      (globalThis as unknown as { renewKeys: string[] }).renewKeys = given;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        given.push(btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as ArrayBuffer))));
        // An uncompressed P-256 point starts with 4 (the server checks it).
        const key = (name: string) => (name === 'p256dh' ? new Uint8Array(65).fill(5).map((byte, i) => (i === 0 ? 4 : byte)) : new Uint8Array(16).fill(9));
        return { endpoint: url, getKey: (name: string) => key(name).buffer } as unknown as PushSubscription;
      };
      // Chromium fires it only when its push service says so: the test fires it as the browser would.
      const worker = globalThis as unknown as { ExtendableEvent: typeof Event; dispatchEvent(event: Event): boolean };
      worker.dispatchEvent(new worker.ExtendableEvent('pushsubscriptionchange'));
      for (let i = 0; i < 100 && given.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return given[0];
    }, renewed);
    const config = await (await fetch(`${app.server.url}/api/config`)).json();
    expect(key).toBe(Buffer.from(config.push.vapid_public_key, 'base64url').toString('base64'));
    expect(await savedAt(renewed)).toBeUndefined();

    // The next start of a signed-in page saves it for the user.
    await page.reload();
    await expect.poll(() => savedAt(renewed), { timeout: 15_000 }).toBeDefined();
    const [account] = await app.server.database.db.select().from(users).where(eq(users.phone, passenger.phone));
    expect((await savedAt(renewed))!.userId).toBe(account!.id);
    await context.close();
  });
});
