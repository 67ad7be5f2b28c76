// In Chromium, Firefox and WebKit, in a dead zone made by cutting the network between browser and server: a booking
// is shown at once and sent exactly once, three chat messages arrive once and in order, and the outbox survives a reload
// and a closed tab. No `online` event comes (the device never left its network), and Firefox and WebKit have no
// Background Sync: the outbox's retry timer and the next app start send what waits.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ENGINES } from '../helpers/engines/engine';
import type { EngineName, EnginePage } from '../helpers/engines/engine';
import { useEngineApp, type EngineApp } from '../helpers/engines/app-in-engines';
import { check, clickButton, fill, followLink, select, signIn, waitForNoText, waitForServiceWorker, waitForText, waitUntil } from '../helpers/engines/steps';
import { call, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';
import { bookings, messages, users } from '../../src/server/db/schema';

const app = useEngineApp();
const PENDING = "En attente d'envoi";

async function passengerId(app: EngineApp): Promise<number> {
  const [passenger] = await app.server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, app.demo('passenger').phone));
  return passenger!.id;
}

async function bookingsOf(tripId: number) {
  return app.server.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.passengerId, await passengerId(app))));
}

/** The demo passenger, signed in through the login modal on a device that has the app installed. */
async function signedInPassenger(page: EnginePage, path: string, shows: string) {
  await page.goto('/');
  await waitForServiceWorker(page);
  await signIn(page, app.demo('passenger').phone, app.demo('passenger').password);
  await followLink(page, path);
  await waitForText(page, shows);
}

async function bookOneSeat(page: EnginePage) {
  await clickButton(page, 'Book');
  const dialog = '.modal.show';
  await select(page, 'Nombre de places', '1', dialog);
  await check(page, "J'accepte les conditions de réservation", dialog);
  await clickButton(page, 'Confirmer la réservation', dialog);
}

/** A new trip's page, opened signed in; then the network is cut and one seat booked: shown as waiting at once. */
async function bookedInDeadZone(engine: EngineName) {
  const trip = await publishDemoTrip(app, 3);
  const page = await app.open(engine);
  await signedInPassenger(page, `/trips/${trip.id}`, trip.pickup);
  await app.network.cut();
  await bookOneSeat(page);
  await waitForText(page, PENDING);
  return { trip, page };
}

const bookingPosts = (tripId: number) =>
  app.server.requests.filter((request) => request.method === 'POST' && request.path === `/api/trips/${tripId}/bookings` && request.status < 300);

describe.each(ENGINES)('%s', (engine) => {
  it('shows a booking made in a dead zone at once and sends it exactly once when the network returns', async () => {
    const { trip, page } = await bookedInDeadZone(engine);
    expect(await bookingsOf(trip.id)).toEqual([]);

    await app.network.restore();
    await waitForNoText(page, PENDING, { timeout: 45_000 });
    expect((await bookingsOf(trip.id)).map((row) => row.seats)).toEqual([1]);
    // Once, not twice with the server's idempotency hiding the second: one request was answered.
    expect(bookingPosts(trip.id)).toHaveLength(1);
  });

  it('sends what waits when the person comes back to the app, long before its next retry is due', async () => {
    const { trip, page } = await bookedInDeadZone(engine);
    // Many failed tries later: the booking's next retry is an hour away (the outbox, read and written as the app does).
    await waitUntil(page, async () => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('mechwar');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const store = database.transaction('outbox', 'readwrite').objectStore('outbox');
      const entries = await new Promise<Array<{ state: string; nextAttemptAt: number }>>((resolve) => {
        const reading = store.getAll();
        reading.onsuccess = () => resolve(reading.result);
      });
      const waiting = entries.filter((entry) => entry.state === 'pending');
      for (const entry of waiting) store.put({ ...entry, nextAttemptAt: Date.now() + 3_600_000 });
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      database.close();
      return waiting.length === 1;
    });

    // The network is back, with no `online` event (the device never lost its own) and no sync event to use it.
    await app.network.restore();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await bookingsOf(trip.id)).toEqual([]);
    // The person switches back to the app.
    await page.run(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitForNoText(page, PENDING, { timeout: 20_000 });
    expect((await bookingsOf(trip.id)).map((row) => row.seats)).toEqual([1]);
    expect(bookingPosts(trip.id)).toHaveLength(1);
  });

  it('books once and shows it at once after its database connections were closed from outside', async () => {
    const trip = await publishDemoTrip(app, 3);
    const page = await app.open(engine);
    await signedInPassenger(page, `/trips/${trip.id}`, trip.pickup);
    // Another connection asks for a newer version of the database: every connection of the app (the page's, its sync
    // worker's, the service worker's) is closed under it, as a backgrounded WebKit page loses its own.
    const versions = await page.run(async () => {
      const opened = (version?: number) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const opening = indexedDB.open('mechwar', version);
          opening.onsuccess = () => resolve(opening.result);
          opening.onerror = () => reject(opening.error);
        });
      const current = await opened();
      const before = current.version;
      current.close();
      const newer = await opened(before + 1);
      const after = newer.version;
      newer.close();
      return { before, after };
    });
    expect(versions.after).toBe(versions.before + 1);

    await app.network.cut();
    await bookOneSeat(page);
    await waitForText(page, PENDING);
    await app.network.restore();
    await waitForNoText(page, PENDING, { timeout: 45_000 });
    expect((await bookingsOf(trip.id)).map((row) => row.seats)).toEqual([1]);
    expect(bookingPosts(trip.id)).toHaveLength(1);
  });

  it('sends three chat messages written in a dead zone once each, in the order typed', async () => {
    const trip = await publishDemoTrip(app, 3);
    const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    expect((await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger.token, json: { seats: 1 } })).status).toBe(201);
    const list = await call(app.server, 'GET', '/api/conversations', { token: passenger.token });
    const conversation = (list.body.conversations.data as Array<{ id: number; context_id: number }>).find((c) => c.context_id === trip.id)!;
    const page = await app.open(engine);
    await signedInPassenger(page, `/messages?conversation=${conversation.id}`, 'Booking Request');

    // A tunnel: connections open and nothing answers.
    await app.network.cut('hanging');
    const typed = [`Bonjour (${engine})`, 'Je serai à la station à 8h', 'Avec une petite valise'];
    for (const text of typed) {
      await fill(page, 'Message', text);
      await clickButton(page, 'Envoyer le message');
      await waitForText(page, text);
    }
    await waitForText(page, '3 modifications non envoyées');

    await app.network.restore();
    await waitForNoText(page, PENDING, { timeout: 60_000 });
    const stored = await app.server.database.db
      .select({ text: messages.content })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, passenger.user.id), eq(messages.type, 0)))
      .orderBy(asc(messages.id));
    expect(stored.map((row) => row.text.text)).toEqual(typed);
  });

  it('keeps what waits through a reload and a closed tab in a dead zone, and sends it once from the next tab', async () => {
    const trip = await publishDemoTrip(app, 3);
    const browser = await app.launch(engine);
    const first = await browser.newPage();
    await signedInPassenger(first, `/trips/${trip.id}`, trip.pickup);

    await app.network.cut();
    await bookOneSeat(first);
    await waitForText(first, PENDING);
    await first.reload();
    await waitForText(first, trip.pickup);
    await waitForText(first, PENDING);

    // The person opens the app in another tab and closes this one, all in the dead zone.
    const next = await browser.newPage();
    await first.close();
    await next.goto('/profile?tab=my-bookings');
    await waitForText(next, PENDING);

    await app.network.restore();
    await waitForNoText(next, PENDING, { timeout: 45_000 });
    expect((await bookingsOf(trip.id)).map((row) => row.seats)).toEqual([1]);
    expect(bookingPosts(trip.id)).toHaveLength(1);
  });
});
