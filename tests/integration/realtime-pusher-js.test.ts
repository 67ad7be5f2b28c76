// pusher-js, the official client, against the embedded server: connect, private channels through /broadcasting/auth, events.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, events } from '../../src/contract/realtime';
import { createVerifiedUser, type SignedInUser } from '../helpers/server';
import {
  connected,
  disconnectClients,
  eventsDuring,
  nextEvent,
  pusherClient,
  startRealtimeServer,
  subscribed,
  type RealtimeTestServer,
} from '../helpers/realtime';

let server: RealtimeTestServer;
let amira: SignedInUser;
let karim: SignedInUser;
beforeAll(async () => {
  server = await startRealtimeServer();
  amira = await createVerifiedUser(server, { first_name: 'Amira' });
  karim = await createVerifiedUser(server, { first_name: 'Karim' });
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

const publish = (channel: string, event: string, data: unknown) => server.app.realtime.broadcaster.publish([channel], event, data);

describe('pusher-js on the embedded server', () => {
  it('connects on the API port and gets a socket id', async () => {
    const client = pusherClient(server, { token: amira.token });
    const socketId = await connected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(server.app.realtime.connectionCount()).toBe(1);
  });

  it('subscribes to its own private channels and receives what the server publishes', async () => {
    const client = pusherClient(server, { token: amira.token });
    const messages = await subscribed(client, channels.messages(amira.user.id));
    await subscribed(client, channels.notifications(amira.user.id));
    await subscribed(client, channels.user(amira.user.id));

    const received = nextEvent(messages, events.message);
    const payload = { message: { id: 1, body: 'Salam' }, conversation: { id: 9 } };
    await publish(channels.messages(amira.user.id), events.message, payload);
    expect(await received).toEqual(payload);
  });

  it("is refused another user's channel with a 403 subscription error", async () => {
    const client = pusherClient(server, { token: amira.token });
    await connected(client);
    const refusal = await subscribed(client, channels.messages(karim.user.id)).catch((error: { subscriptionError: unknown }) => error.subscriptionError);
    expect(refusal).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('is refused a private channel without a token (401)', async () => {
    const client = pusherClient(server);
    const refusal = await subscribed(client, channels.messages(amira.user.id)).catch((error: { subscriptionError: unknown }) => error.subscriptionError);
    expect(refusal).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('only delivers to the channel published on', async () => {
    const amiraClient = pusherClient(server, { token: amira.token });
    const karimClient = pusherClient(server, { token: karim.token });
    const amiraChannel = await subscribed(amiraClient, channels.notifications(amira.user.id));
    const karimChannel = await subscribed(karimClient, channels.notifications(karim.user.id));

    const karimGot = nextEvent(karimChannel, events.notification);
    const amiraSaw = eventsDuring(amiraChannel, events.notification, 300);
    await publish(channels.notifications(karim.user.id), events.notification, { id: 5, title: 'Booking accepted' });
    expect(await karimGot).toEqual({ id: 5, title: 'Booking accepted' });
    expect(await amiraSaw).toEqual([]);
  });

  it('receives public channels, and nothing more after unsubscribing', async () => {
    const client = pusherClient(server);
    const channel = await subscribed(client, 'announcements');
    const first = nextEvent(channel, 'Posted');
    await publish('announcements', 'Posted', { id: 1 });
    expect(await first).toEqual({ id: 1 });

    client.unsubscribe('announcements');
    // The unsubscribe travels on the same socket as everything before it: once a ping round trip is back, it is done.
    await pingRoundTrip(client);
    const after = eventsDuring(channel, 'Posted', 300);
    await publish('announcements', 'Posted', { id: 2 });
    expect(await after).toEqual([]);
  });

  it('answers its pings with pongs', async () => {
    const client = pusherClient(server);
    await connected(client);
    await pingRoundTrip(client);
  });

  it('signs in with /broadcasting/user-auth and hears events sent to its user', async () => {
    const client = pusherClient(server, { token: amira.token });
    await connected(client);
    const userChannel = `#server-to-user-${amira.user.id}`;
    // After the sign-in, pusher-js subscribes to the user's own channel by itself; the test waits for the server's yes.
    const ready = new Promise<void>((resolve) => {
      client.connection.bind('message', (message: { event: string; channel?: string }) => {
        if (message.event === 'pusher_internal:subscription_succeeded' && message.channel === userChannel) resolve();
      });
    });
    client.signin();
    await ready;
    expect(client.user.user_data).toEqual({ id: String(amira.user.id) });

    const heard = new Promise((resolve) => client.user.bind('Direct', resolve));
    await publish(userChannel, 'Direct', { hello: 'Amira' });
    expect(await heard).toEqual({ hello: 'Amira' });
  });
});

/** Sends `pusher:ping` through pusher-js's own connection and waits for the server's `pusher:pong`. */
function pingRoundTrip(client: ReturnType<typeof pusherClient>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no pong')), 3000);
    client.connection.bind('message', (message: { event: string }) => {
      if (message.event === 'pusher:pong') {
        clearTimeout(timer);
        resolve();
      }
    });
    client.send_event('pusher:ping', {});
  });
}
