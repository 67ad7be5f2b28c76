// External mode: an API server that publishes through the `pusher` library to another Pusher-compatible server (here, an embedded one).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { conversationsResponse, messagingEvent } from '../../src/contract/conversations';
import { channels, clientConfig, events } from '../../src/contract/realtime';
import { connected, disconnectClients, nextEvent, pusherClient, startRealtimeServer, subscribed, type RealtimeTestServer } from '../helpers/realtime';
import { appPath } from '../helpers/realtime-socket';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, publishTrip, requestSeats } from '../helpers/marketplace';

/** A: the realtime server (embedded). B: the API, configured with A as its external server, on the same database. */
let realtimeServer: RealtimeTestServer;
let api: TestServer;
let amira: SignedInUser;
beforeAll(async () => {
  realtimeServer = await startRealtimeServer();
  const { appId, key, secret, port } = realtimeServer;
  api = await startTestServer({
    database: realtimeServer.database,
    realtime: {
      appId,
      key,
      secret,
      external: { host: '127.0.0.1', port, scheme: 'http', public: { host: 'realtime.example.tn', port: 443, scheme: 'https' } },
    },
  });
  amira = await createVerifiedUser(api);
});
afterEach(() => disconnectClients());
afterAll(async () => {
  await api?.close();
  await realtimeServer?.close();
});

describe('the external broadcaster', () => {
  it("publishes from the API to a pusher-js client of the other server, authorized by the API's /broadcasting/auth", async () => {
    const client = pusherClient(realtimeServer, { token: amira.token, authServer: api });
    const channel = await subscribed(client, channels.messages(amira.user.id));
    const received = nextEvent(channel, events.message);
    expect(api.app.realtime.mode).toBe('external');
    await api.app.realtime.broadcaster.publish([channels.messages(amira.user.id)], events.message, { message: { id: 1 }, conversation: { id: 2 } });
    expect(await received).toEqual({ message: { id: 1 }, conversation: { id: 2 } });
  });

  it('sends a chat message to the other server as its reader sees it, with the conversation', async () => {
    const driver = await createDriver(api);
    const trip = await publishTrip(api, driver);
    await requestSeats(api, amira, trip.id);
    const listed = await call(api, 'GET', '/api/conversations', { token: driver.token });
    const conversationId = conversationsResponse.parse(listed.body).conversations.data.find((c) => c.context_id === trip.id)!.id;
    const client = pusherClient(realtimeServer, { token: driver.token, authServer: api });
    const channel = await subscribed(client, channels.messages(driver.user.id));
    // The booking's own message may still be on its way to this new subscriber: wait for the one sent here.
    const received = nextEvent(channel, events.message, 5000, (data) => messagingEvent.safeParse(data).data?.message.content.text === 'Je suis à la station');
    const sent = await call(api, 'POST', `/api/conversations/${conversationId}/messages`, { token: amira.token, json: { content: 'Je suis à la station' } });
    expect(sent.status).toBe(201);
    // Read by the API (the other server cannot): the message, and the conversation with the driver's unread count.
    const event = messagingEvent.parse(await received);
    expect(event.message.content).toMatchObject({ text: 'Je suis à la station' });
    expect(event.conversation).toMatchObject({ id: conversationId, unread_messages_count: 2 });
  });

  it('splits more than 100 channels into several triggers', async () => {
    const client = pusherClient(realtimeServer);
    const last = await subscribed(client, 'fan-149');
    const received = nextEvent(last, 'Wide');
    const many = Array.from({ length: 150 }, (_, i) => `fan-${i}`);
    await api.app.realtime.broadcaster.publish(many, 'Wide', { n: 150 });
    expect(await received).toEqual({ n: 150 });
  });

  it('rejects when the other server refuses the credentials', async () => {
    const wrong = await startTestServer({
      database: realtimeServer.database,
      realtime: {
        appId: realtimeServer.appId,
        key: realtimeServer.key,
        secret: 'wrong',
        external: { host: '127.0.0.1', port: realtimeServer.port, scheme: 'http' },
      },
    });
    try {
      await expect(wrong.app.realtime.broadcaster.publish(['x'], 'E', {})).rejects.toMatchObject({ status: 401 });
    } finally {
      await wrong.close();
    }
  });

  it('tells clients where browsers reach the external server', async () => {
    const answer = await call(api, 'GET', '/api/config');
    expect(clientConfig.parse(answer.body).realtime).toEqual({
      broadcaster: 'pusher',
      key: realtimeServer.key,
      host: 'realtime.example.tn',
      port: 443,
      scheme: 'https',
    });
  });

  it('keeps its own WebSocket endpoint and events API off', async () => {
    const port = Number(new URL(api.url).port);
    const ws = new WebSocket(`ws://127.0.0.1:${port}${appPath(realtimeServer.key)}`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      ws.on('open', () => resolve(101));
      ws.on('error', () => resolve(undefined));
    });
    ws.terminate();
    expect(status).toBe(404);
    const events = await call(api, 'POST', `/apps/${realtimeServer.appId}/events`, { json: {} });
    expect(events.status).toBe(404);
    expect(api.app.realtime.connectionCount()).toBe(0);
  });

  it('still signs channels for the external server with its key and secret', async () => {
    const client = pusherClient(realtimeServer, { token: amira.token, authServer: api });
    await connected(client);
    await expect(subscribed(client, channels.notifications(amira.user.id))).resolves.toBeDefined();
  });
});
