// Laravel Echo, as the sync worker uses it, against the embedded server: `.private(...).listen('MessagingEvent')` hears the chat.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse } from '../../src/contract/conversations';
import { events } from '../../src/contract/realtime';
import { createDriver, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { startRealtimeServer, type RealtimeTestServer } from '../helpers/realtime';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';

let server: RealtimeTestServer;
let driver: TestDriver;
let passenger: SignedInUser;
const echoes: Echo<'pusher'>[] = [];
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  passenger = await createVerifiedUser(server, { first_name: 'Amel', last_name: 'Sassi' });
});
afterEach(() => {
  for (const echo of echoes.splice(0)) echo.disconnect();
});
afterAll(async () => server?.close());

/** Echo configured the way the client is: key and host from /api/config, the bearer token, Echo's default auth path. */
function echoFor(who: SignedInUser): Echo<'pusher'> {
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: server.key,
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    authEndpoint: `${server.url}/broadcasting/auth`,
    bearerToken: who.token,
  });
  echoes.push(echo);
  return echo;
}

/** Resolves when Echo's channel is subscribed (`.subscribed`), rejects on its `.error`. */
function ready(channel: ReturnType<Echo<'pusher'>['private']>): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((error: unknown) => reject(Object.assign(new Error('subscription refused'), { detail: error })));
  });
}

describe('laravel-echo', () => {
  it('hears App\\Events\\MessagingEvent on the private messages channel through its namespace', async () => {
    const echo = echoFor(passenger);
    const channel = echo.private(`messages.user.${passenger.user.id}`);
    const heard = new Promise((resolve) => channel.listen('MessagingEvent', resolve));
    await ready(channel);
    await server.app.realtime.broadcaster.publish([`private-messages.user.${passenger.user.id}`], events.message, {
      message: { id: 3 },
      conversation: { id: 4 },
    });
    expect(await heard).toEqual({ message: { id: 3 }, conversation: { id: 4 } });
  });

  it('gets the message another person sends over REST, delivered after the write commits', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const listed = await call(server, 'GET', '/api/conversations', { token: driver.token });
    const conversation = conversationsResponse.parse(listed.body).conversations.data.find((c) => c.context_id === trip.id)!;

    const echo = echoFor(driver);
    const channel = echo.private(`messages.user.${driver.user.id}`);
    // The booking request's own message may still be on its way to this new socket (it is delivered after its commit,
    // on PostgreSQL through the fan-out): the one awaited is the message sent below.
    type Heard = { message: { content: { text: string } }; conversation: { id: number } };
    const heard = new Promise<Heard>((resolve) =>
      channel.listen('MessagingEvent', (event: Heard) => {
        if (event.message.content.text === 'On my way') resolve(event);
      }),
    );
    await ready(channel);
    const sent = await call(server, 'POST', `/api/conversations/${conversation.id}/messages`, { token: passenger.token, json: { content: 'On my way' } });
    expect(sent.status).toBe(201);
    const event = await heard;
    expect(event.message.content.text).toBe('On my way');
    expect(event.conversation.id).toBe(conversation.id);
  });

  it("reports a refused channel to the channel's error callback", async () => {
    const echo = echoFor(passenger);
    const refusal = await ready(echo.private(`notifications.user.${driver.user.id}`)).catch((error: { detail: unknown }) => error.detail);
    expect(refusal).toMatchObject({ type: 'AuthError', status: 403 });
  });
});
