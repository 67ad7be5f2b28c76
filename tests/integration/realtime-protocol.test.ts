// The Pusher protocol v7 corners of the embedded server: handshake, refusals and their codes, ping/pong, dead clients.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../src/server/realtime/signatures';
import { connected, disconnectClients, pusherClient, startRealtimeServer, testCredentials, type RealtimeTestServer } from '../helpers/realtime';
import { appPath, openRawSocket, type RawSocket } from '../helpers/realtime-socket';

let server: RealtimeTestServer;
const sockets: RawSocket[] = [];
beforeAll(async () => {
  server = await startRealtimeServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  disconnectClients();
});
afterAll(async () => server?.close());

const open = (path: string, on: RealtimeTestServer = server) => {
  const socket = openRawSocket(on.port, path);
  sockets.push(socket);
  return socket;
};

describe('the handshake', () => {
  it('sends connection_established with a socket id and the activity timeout as a JSON string', async () => {
    const socket = open(appPath(server.key));
    const frame = await socket.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it('refuses an unknown app key with 4001 and closes, whatever the key', async () => {
    for (const key of ['wrong-key', encodeURIComponent('مفتاح-'.repeat(40))]) {
      const socket = open(appPath(key));
      const error = await socket.next('pusher:error');
      expect(error.data.code).toBe(4001);
      expect((await socket.closed).code).toBe(4001);
    }
  });

  it('refuses an unknown key to pusher-js, which reports error 4001', async () => {
    const client = pusherClient(server, { key: 'wrong-key' });
    const refusal = await connected(client).catch((error: { pusherError: unknown }) => error.pusherError);
    expect(refusal).toMatchObject({ type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001 } } });
    // 4000-4099: pusher-js gives up instead of retrying the same refused key.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.connection.state).toBe('disconnected');
  });

  it('refuses unsupported (4007), missing (4008) and malformed (4006) protocol versions', async () => {
    for (const [protocol, code] of [
      ['3', 4007],
      ['8', 4007],
      [null, 4008],
      ['seven', 4006],
    ] as const) {
      const socket = open(appPath(server.key, protocol));
      expect((await socket.next('pusher:error')).data.code).toBe(code);
      expect((await socket.closed).code).toBe(code);
    }
  });

  it('answers other upgrade paths with 404', async () => {
    const socket = open('/not-pusher');
    const failed = await new Promise<string>((resolve) => socket.ws.on('unexpected-response', (_request, response) => resolve(String(response.statusCode))));
    expect(failed).toBe('404');
  });
});

describe('messages', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.send('pusher:ping', {});
    expect((await socket.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('subscribes to a private channel with a valid signature, and refuses a forged one', async () => {
    const socket = open(appPath(server.key));
    const { socket_id: socketId } = JSON.parse((await socket.next('pusher:connection_established')).data);
    socket.send('pusher:subscribe', { channel: 'private-a', auth: channelAuth(server, socketId, 'private-a') });
    const succeeded = await socket.next('pusher_internal:subscription_succeeded');
    expect(succeeded.channel).toBe('private-a');

    socket.send('pusher:subscribe', { channel: 'private-b', auth: channelAuth(server, socketId, 'private-a') });
    const error = await socket.next('pusher:subscription_error');
    expect(error.channel).toBe('private-b');
    expect(JSON.parse(error.data)).toMatchObject({ type: 'AuthError', status: 401 });
    expect((await socket.next('pusher:error')).data.code).toBe(4009);

    // A signature made with another app's secret is just as forged.
    const other = { key: server.key, secret: testCredentials().secret };
    socket.send('pusher:subscribe', { channel: 'private-c', auth: channelAuth(other, socketId, 'private-c') });
    expect((await socket.next('pusher:subscription_error')).channel).toBe('private-c');
  });

  it('refuses presence channels and invalid channel names', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: 'presence-room', auth: 'x:y', channel_data: '{"user_id":"1"}' });
    expect((await socket.next('pusher:subscription_error')).channel).toBe('presence-room');
    socket.send('pusher:subscribe', { channel: 'bad channel!' });
    expect((await socket.next('pusher:subscription_error')).channel).toBe('bad channel!');
  });

  it('refuses a server-to-user channel before signing in as that user', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: '#server-to-user-1' });
    expect(JSON.parse((await socket.next('pusher:subscription_error')).data).status).toBe(403);
  });

  it('closes the connection on a forged sign-in (4009)', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.send('pusher:signin', { auth: `${server.key}:00`, user_data: '{"id":"1"}' });
    expect((await socket.next('pusher:error')).data.code).toBe(4009);
    expect((await socket.closed).code).toBe(4009);
  });

  it('refuses client events with a 4301 error and keeps the connection', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.send('pusher:subscribe', { channel: 'chat' });
    await socket.next('pusher_internal:subscription_succeeded');
    socket.send('client-typing', {}, 'chat');
    expect((await socket.next('pusher:error')).data.code).toBe(4301);
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
  });

  it('tells a client that sends garbage, without closing', async () => {
    const socket = open(appPath(server.key));
    await socket.next('pusher:connection_established');
    socket.ws.send('not json');
    expect((await socket.next('pusher:error')).data.message).toMatch(/JSON/);
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
  });
});

describe('silence', () => {
  let quick: RealtimeTestServer;
  beforeAll(async () => {
    quick = await startRealtimeServer({ realtime: { ...testCredentials(), activityTimeout: 1, pongTimeout: 1 } });
  });
  afterAll(async () => quick?.close());

  it('pings an idle client and keeps it when it answers', async () => {
    const socket = open(appPath(quick.key), quick);
    expect(JSON.parse((await socket.next('pusher:connection_established')).data).activity_timeout).toBe(1);
    await socket.next('pusher:ping', 3000);
    socket.send('pusher:pong', {});
    await socket.next('pusher:ping', 3000);
    socket.send('pusher:pong', {});
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes a client that does not answer its ping with 4201', async () => {
    const socket = open(appPath(quick.key), quick);
    await socket.next('pusher:connection_established');
    await socket.next('pusher:ping', 3000);
    expect((await socket.closed).code).toBe(4201);
  });

  it('keeps pusher-js connected: it answers the pings on its own', async () => {
    const client = pusherClient(quick);
    await connected(client);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(client.connection.state).toBe('connected');
  });
});
