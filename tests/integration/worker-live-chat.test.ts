// The sync worker's live chat against a real server: laravel-echo over pusher-js writes messages and notifications
// to the mirror as they happen; after a gap (a tunnel) the reconnect pulls what was missed, each message once.
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversationsOf, notificationsOf } from '../../src/db/chat-queries';
import { createChatPull } from '../../src/sync/chat-pull';
import { createRealtime, type Realtime } from '../../src/sync/realtime';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';
import { startRealtimeServer, type RealtimeTestServer } from '../helpers/realtime';
import { createDriver, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { signIn, workerAgainst, type TestWorker } from '../helpers/worker';

let server: RealtimeTestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let worker: TestWorker;
let realtime: Realtime | undefined;
const changes: { subject: string; id: number }[] = [];
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  passenger = await createVerifiedUser(server, { first_name: 'Amel', last_name: 'Sassi' });
});
afterEach(async () => {
  realtime?.stop();
  await worker?.close();
});
afterAll(async () => server?.close());

/** The driver's worker, signed in, with live updates on; resolves once connected and caught up. */
async function driverWorker() {
  worker = workerAgainst(server.url);
  await signIn(worker, driver);
  const chat = createChatPull(worker.db, worker.http);
  let connections = 0;
  const connected = () =>
    new Promise<void>((resolve) => {
      const seen = connections;
      const check = setInterval(() => {
        if (connections > seen) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
  const first = connected();
  realtime = createRealtime({
    db: worker.db,
    http: worker.http,
    chat,
    origin: server.url,
    loadPusher: async () => Pusher as never,
    onChanged: (change) => void changes.push(change),
    onConnected: () => void (connections += 1),
  });
  await realtime.start();
  await first;
  return { chat, connected };
}

const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('live chat in the worker', () => {
  it('writes a new message, its conversation and the notification to the mirror as they happen', async () => {
    const trip = await publishTrip(server, driver);
    await driverWorker();
    await requestSeats(server, passenger, trip.id);
    const conversations = await until(
      () => conversationsOf(worker.db, driver.user.id),
      (rows) => rows.some((c) => c.context_id === trip.id),
    );
    const conversation = conversations.find((c) => c.context_id === trip.id)!;
    expect(conversation.unread_messages_count).toBe(1);
    await call(server, 'POST', `/api/conversations/${conversation.id}/messages`, { token: passenger.token, json: { content: 'Je suis devant la gare' } });
    const history = await until(
      () => conversationMessages(worker.db, conversation.id, 50),
      (page) => page.messages.some((m) => m.content.text === 'Je suis devant la gare'),
    );
    expect(history.messages.map((m) => m.type)).toEqual([2, 0]);
    const notifications = await until(
      () => notificationsOf(worker.db, driver.user.id),
      (rows) => rows.some((n) => n.title === 'Nouveau message de Amel Sassi'),
    );
    expect(notifications[0]).toMatchObject({ title: 'Nouveau message de Amel Sassi', web_url: `/messages?conversation=${conversation.id}` });
  });

  it('never receives a feedback request meant for the passenger', async () => {
    const trip = await publishTrip(server, driver);
    const bookingId = await requestSeats(server, passenger, trip.id);
    await call(server, 'POST', `/api/bookings/${bookingId}/accept`, { token: driver.token });
    await driverWorker();
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token })).status).toBe(200);
    const conversation = (await conversationsOf(worker.db, driver.user.id)).find((c) => c.context_id === trip.id)!;
    // A message sent after it arrives after it: once it is here, the feedback request would be too.
    await call(server, 'POST', `/api/conversations/${conversation.id}/messages`, { token: passenger.token, json: { content: 'Merci pour le trajet' } });
    const page = await until(
      () => conversationMessages(worker.db, conversation.id, 50),
      (shown) => shown.messages.some((m) => m.content.text === 'Merci pour le trajet'),
    );
    expect(page.messages.map((m) => m.type)).toEqual([2, 0]);
  });

  it('hears when a trip it sees changes, so its screens pull it again', async () => {
    const trip = await publishTrip(server, driver);
    await driverWorker();
    changes.length = 0;
    const bookingId = await requestSeats(server, passenger, trip.id);
    await call(server, 'POST', `/api/bookings/${bookingId}/accept`, { token: driver.token });
    await until(
      async () => changes.length,
      (count) => count >= 2,
    );
    expect(changes).toEqual([
      { subject: 'trip', id: trip.id },
      { subject: 'trip', id: trip.id },
    ]);
  });

  it('after a gap, the reconnect brings the messages sent meanwhile, each once and in order', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const { connected } = await driverWorker();
    const [conversation] = (await conversationsOf(worker.db, driver.user.id)).filter((c) => c.context_id === trip.id);
    expect(conversation).toBeDefined();

    realtime!.stop();
    for (const text of ['Un', 'Deux', 'Trois']) {
      await call(server, 'POST', `/api/conversations/${conversation!.id}/messages`, { token: passenger.token, json: { content: text } });
    }
    const back = connected();
    await realtime!.start();
    await back;
    const texts = (await conversationMessages(worker.db, conversation!.id, 50)).messages.filter((m) => m.type === 0).map((m) => m.content.text);
    expect(texts).toEqual(['Un', 'Deux', 'Trois']);
    expect((await worker.db.conversations.get(conversation!.id))!.unread_messages_count).toBe(4);
  });

  it('after a long gap, brings every message sent meanwhile, not only the newest page', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const { connected } = await driverWorker();
    const [conversation] = (await conversationsOf(worker.db, driver.user.id)).filter((c) => c.context_id === trip.id);
    realtime!.stop();
    const sent = Array.from({ length: 40 }, (_, i) => `Message ${i + 1}`);
    for (const text of sent) await call(server, 'POST', `/api/conversations/${conversation!.id}/messages`, { token: passenger.token, json: { content: text } });
    const back = connected();
    await realtime!.start();
    await back;
    const texts = (await conversationMessages(worker.db, conversation!.id, 100)).messages.filter((m) => m.type === 0).map((m) => m.content.text);
    expect(texts).toEqual(sent);
  });
});
