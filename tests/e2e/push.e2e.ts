// A push reaching the installed app: Chromium hands the service worker a push message (DevTools protocol), and the
// notification it shows carries the server's title, message and web_url; the same notification pushed again
// replaces the first. Where a click leads is covered by sw/push-target.test.ts: no protocol command clicks one.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { waitForServiceWorker } from '../helpers/browser';
import { call, logIn } from '../helpers/server';

const app = useAppUnderTest();

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: { web_url?: string; id?: number } | null;
}

/** The service worker's registration id, as the DevTools protocol names it for `deliverPushMessage`. */
async function registrationIdOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
    for (const registration of event.registrations) {
      if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  // Enabling reports every existing registration at once.
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(scopeURL), { timeout: 10_000 }).toBeDefined();
  return registrations.get(scopeURL)!;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as ShownNotification['data'] }));
  });

/** A fresh profile that allows notifications (signed in as `role` when given), and a way to push to it. */
async function openWithNotificationsAllowed(role?: 'passenger'): Promise<{ context: BrowserContext; page: Page; push: (payload: unknown) => Promise<void> }> {
  const { context, page } = role ? await app.openSignedIn(role, '/') : await app.open();
  await context.grantPermissions(['notifications'], { origin: app.server.url });
  if (!role) await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, `${app.server.url}/`);
  // A push service delivers at least once, and the DevTools delivery now and then drops a message: each goes twice,
  // which the app must show as once anyway (the same id replaces, a repeat in a conversation is not counted again).
  const push = async (payload: unknown) => {
    for (let copy = 0; copy < 2; copy++) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.server.url, registrationId, data: JSON.stringify(payload) });
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  return { context, page, push };
}

describe('a push message', () => {
  it('shows the notification with the title, message, image and web_url the server sent', async () => {
    const { context, page, push } = await openWithNotificationsAllowed();
    expect(await shownNotifications(page)).toEqual([]);
    await push({ id: 31, title: 'Nouvelle demande de réservation', message: 'Amira demande 2 places.', image_url: null, web_url: '/trips/12' });
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toHaveLength(1);
    const [shown] = await shownNotifications(page);
    expect(shown).toMatchObject({
      title: 'Nouvelle demande de réservation',
      body: 'Amira demande 2 places.',
      tag: 'notification-31',
      data: { web_url: '/trips/12', id: 31 },
    });
    // No image in the push: the app icon, resolved against the app.
    expect(shown!.icon).toBe(`${app.server.url}/icons/icon-192.png`);
    await context.close();
  });

  it('pushed again with the same id replaces the first instead of stacking, and another id adds one', async () => {
    const { context, page, push } = await openWithNotificationsAllowed();
    await push({ id: 40, title: 'Réservation', message: 'première', image_url: null, web_url: '/trips/1' });
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toHaveLength(1);
    await push({ id: 40, title: 'Réservation', message: 'seconde', image_url: null, web_url: '/trips/1' });
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.body), { timeout: 10_000 }).toEqual(['seconde']);
    await push({ id: 41, title: 'Message', message: 'autre', image_url: '/icons/icon-512.png', web_url: '/messages' });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag).sort(), { timeout: 10_000 })
      .toEqual(['notification-40', 'notification-41']);
    const other = (await shownNotifications(page)).find((n) => n.tag === 'notification-41');
    expect(other).toMatchObject({ body: 'autre', icon: `${app.server.url}/icons/icon-512.png`, data: { web_url: '/messages' } });
    await context.close();
  });

  it('a busy conversation shows one notification that counts its new messages', async () => {
    const { context, page, push } = await openWithNotificationsAllowed();
    const message = (id: number, text: string) => ({
      id,
      title: 'Nouveau message de Amel Sassi',
      message: text,
      image_url: null,
      web_url: '/messages?conversation=12',
    });
    await push(message(51, 'Bonjour'));
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.body), { timeout: 10_000 }).toEqual(['Bonjour']);
    await push(message(52, 'Je suis à la gare'));
    await push(message(53, 'Où êtes-vous ?'));
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.body), { timeout: 10_000 }).toEqual(['3 nouveaux messages\nOù êtes-vous ?']);
    const [shown] = await shownNotifications(page);
    expect(shown).toMatchObject({ tag: 'conversation-12', title: 'Nouveau message de Amel Sassi', data: { web_url: '/messages?conversation=12', count: 3 } });
    // Another conversation has its own.
    await push({ ...message(54, 'Salut'), web_url: '/messages?conversation=13' });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => n.tag).sort(), { timeout: 10_000 })
      .toEqual(['conversation-12', 'conversation-13']);
    await context.close();
  });

  it('closes a conversation’s notification when the conversation is read in the app, and no other', async () => {
    const { context, page, push } = await openWithNotificationsAllowed('passenger');
    const driverApi = await logIn(app.server, app.demo('driver').phone, app.demo('driver').password);
    const passengerApi = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const trips = (await call(app.server, 'GET', '/api/my-trips', { token: driverApi.token })).body.data as {
      id: number;
      status: number;
      departure_time: string;
      available_seats: number;
    }[];
    const trip = trips.find((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now() && t.available_seats >= 1)!;
    expect((await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passengerApi.token, json: { seats: 1 } })).status).toBe(201);
    const list = await call(app.server, 'GET', '/api/conversations', { token: driverApi.token });
    const conversation = (list.body.conversations.data as { id: number; context_id: number }[]).find((c) => c.context_id === trip.id)!;
    const sent = await call(app.server, 'POST', `/api/conversations/${conversation.id}/messages`, {
      token: driverApi.token,
      json: { content: 'Je pars à 8 h' },
    });
    expect(sent.status).toBe(201);

    const about = (id: number, web_url: string) => ({ id, title: 'Nouveau message de Sami Ben Salah', message: 'Je pars à 8 h', image_url: null, web_url });
    await push(about(sent.body.data.id, `/messages?conversation=${conversation.id}`));
    await push(about(sent.body.data.id + 1000, '/messages?conversation=999999'));
    const tags = async () => (await shownNotifications(page)).map((n) => n.tag).sort();
    await expect.poll(tags, { timeout: 10_000 }).toEqual([`conversation-${conversation.id}`, 'conversation-999999']);

    await page.goto(`/messages?conversation=${conversation.id}`);
    await page
      .getByRole('log', { name: `Messages avec ${app.demo('driver').name}` })
      .getByText('Je pars à 8 h')
      .waitFor();
    await expect.poll(tags, { timeout: 10_000 }).toEqual(['conversation-999999']);
    await context.close();
  });
});
