// The embedded events API, driven by the official `pusher` server library: trigger, batch, exclusion, and every refusal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import {
  connected,
  disconnectClients,
  eventsDuring,
  nextEvent,
  pusherClient,
  pusherPublisher,
  startRealtimeServer,
  subscribed,
  type RealtimeTestServer,
} from '../helpers/realtime';
import { createVerifiedUser } from '../helpers/server';

let server: RealtimeTestServer;
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

/** The status a refused `pusher` call carries (`RequestError.status`). */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('POST /apps/{id}/events with the pusher library', () => {
  it('reaches the subscribers of every channel triggered', async () => {
    const client = pusherClient(server);
    const news = await subscribed(client, 'news');
    const weather = await subscribed(client, 'weather');
    const both = Promise.all([nextEvent(news, 'Update'), nextEvent(weather, 'Update')]);
    const answer = await pusherPublisher(server).trigger(['news', 'weather'], 'Update', { at: 'Sfax' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({});
    expect(await both).toEqual([{ at: 'Sfax' }, { at: 'Sfax' }]);
  });

  it('leaves out the socket given as socket_id', async () => {
    const sender = pusherClient(server);
    const other = pusherClient(server);
    const senderChannel = await subscribed(sender, 'room');
    const otherChannel = await subscribed(other, 'room');
    const senderSaw = eventsDuring(senderChannel, 'Said', 300);
    const otherGot = nextEvent(otherChannel, 'Said');
    await pusherPublisher(server).trigger('room', 'Said', 'hello', { socket_id: await connected(sender) });
    expect(await otherGot).toBe('hello');
    expect(await senderSaw).toEqual([]);
  });

  it('publishes batches', async () => {
    const client = pusherClient(server);
    const a = await subscribed(client, 'batch-a');
    const b = await subscribed(client, 'batch-b');
    const got = Promise.all([nextEvent(a, 'One'), nextEvent(b, 'Two')]);
    const answer = await pusherPublisher(server).triggerBatch([
      { channel: 'batch-a', name: 'One', data: { n: 1 } },
      { channel: 'batch-b', name: 'Two', data: { n: 2 } },
    ]);
    expect(answer.status).toBe(200);
    expect(await got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a wrong secret, a wrong key and an unknown app id', async () => {
    const client = pusherClient(server);
    const channel = await subscribed(client, 'guarded');
    const saw = eventsDuring(channel, 'Forged', 300);
    expect(await statusOf(pusherPublisher(server, { secret: 'not-the-secret' }).trigger('guarded', 'Forged', {}))).toBe(401);
    expect(await statusOf(pusherPublisher(server, { key: 'not-the-key' }).trigger('guarded', 'Forged', {}))).toBe(401);
    expect(await statusOf(pusherPublisher(server, { appId: 'another-app' }).trigger('guarded', 'Forged', {}))).toBe(404);
    expect(await saw).toEqual([]);
  });

  it('refuses a timestamp more than ten minutes away from the server clock', async () => {
    // The publisher signs with the real clock: the server's is set from it, not moved from a start some seconds old.
    const saved = server.clock.now();
    server.clock.set(new Date(Date.now() + 601_000));
    try {
      expect(await statusOf(pusherPublisher(server).trigger('late', 'Stale', {}))).toBe(401);
    } finally {
      server.clock.set(saved);
    }
    server.clock.set(new Date(Date.now() + 590_000));
    try {
      expect(await statusOf(pusherPublisher(server).trigger('late', 'Fresh', {}))).toBe(200);
    } finally {
      server.clock.set(saved);
    }
  });

  it('refuses data over 10 KB with 413', async () => {
    expect(await statusOf(pusherPublisher(server).trigger('big', 'Large', 'x'.repeat(10 * 1024 + 1)))).toBe(413);
    expect(await statusOf(pusherPublisher(server).trigger('big', 'Large', 'x'.repeat(10 * 1024)))).toBe(200);
  });

  it('refuses a body changed after signing (body_md5) and malformed events', async () => {
    const signed = (body: string, md5Of = body) => {
      const params = {
        auth_key: server.key,
        auth_timestamp: String(Math.floor(server.clock.now().getTime() / 1000)),
        auth_version: '1.0',
        body_md5: createHash('md5').update(md5Of).digest('hex'),
      };
      const query = Object.entries(params)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const path = `/apps/${server.appId}/events`;
      const signature = createHmac('sha256', server.secret).update(`POST\n${path}\n${query}`).digest('hex');
      return fetch(`${server.url}${path}?${query}&auth_signature=${signature}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    };
    const good = JSON.stringify({ name: 'Ok', channels: ['x'], data: '{}' });
    expect((await signed(good)).status).toBe(200);
    expect((await signed(good, JSON.stringify({ name: 'Other', channels: ['x'], data: '{}' }))).status).toBe(401);
    expect((await signed(JSON.stringify({ name: 'NoChannel', data: '{}' }))).status).toBe(400);
    expect((await signed(JSON.stringify({ name: 'Bad', channels: ['no spaces allowed'], data: '{}' }))).status).toBe(400);
    expect((await signed('not json')).status).toBe(400);
  });

  it('sends to a signed-in user with sendToUser', async () => {
    const person = await createVerifiedUser(server);
    const client = pusherClient(server, { token: person.token });
    await connected(client);
    const ready = new Promise<void>((resolve) => {
      client.connection.bind('message', (message: { event: string; channel?: string }) => {
        if (message.event === 'pusher_internal:subscription_succeeded' && message.channel === `#server-to-user-${person.user.id}`) resolve();
      });
    });
    client.signin();
    await ready;
    const heard = new Promise((resolve) => client.user.bind('Personal', resolve));
    await pusherPublisher(server).sendToUser(String(person.user.id), 'Personal', { for: 'you' });
    expect(await heard).toEqual({ for: 'you' });
  });
});
