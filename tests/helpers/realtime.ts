// Live-update test kit: a test server with known Pusher credentials, and the official clients (pusher-js, pusher) pointed at it.
import { randomBytes } from 'node:crypto';
import Pusher, { type Channel, type Options } from 'pusher-js';
import PusherServer from 'pusher';
import type { RealtimeOptions } from '../../src/server/realtime/options';
import { startTestServer, type StartTestServerOptions, type TestServer } from './server';

export interface RealtimeTestServer extends TestServer {
  /** The port of the API, the WebSocket endpoint and the events API alike. */
  port: number;
  appId: string;
  key: string;
  secret: string;
}

/** Fresh credentials per server, so a client of one server never authenticates against another by accident. */
export function testCredentials(): Pick<RealtimeOptions, 'appId' | 'key' | 'secret'> {
  return { appId: `app-${randomBytes(3).toString('hex')}`, key: `key-${randomBytes(6).toString('hex')}`, secret: randomBytes(24).toString('hex') };
}

/** A listening test server (port 0) whose embedded realtime uses known credentials, unless `realtime` says otherwise. */
export async function startRealtimeServer(options: StartTestServerOptions = {}): Promise<RealtimeTestServer> {
  const realtime = options.realtime ?? testCredentials();
  const server = await startTestServer({ ...options, realtime });
  return { ...server, port: Number(new URL(server.url).port), appId: realtime.appId, key: realtime.key, secret: realtime.secret };
}

export interface ClientOptions {
  /** The bearer token sent to `/broadcasting/auth` and `/broadcasting/user-auth`. */
  token?: string;
  /** Where the client authenticates, when not the server it connects to (the external-mode test). */
  authServer?: Pick<TestServer, 'url'>;
  key?: string;
  /** Overrides of pusher-js options. */
  options?: Partial<Options>;
}

const clients = new Set<Pusher>();

/** pusher-js (its Node build) over plain ws to the test server, as the sync worker configures it. */
export function pusherClient(server: RealtimeTestServer, { token, authServer = server, key = server.key, options }: ClientOptions = {}): Pusher {
  const headers: Record<string, string> = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const client = new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `${authServer.url}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: { endpoint: `${authServer.url}/broadcasting/user-auth`, transport: 'ajax', headers },
    ...options,
  });
  clients.add(client);
  return client;
}

/** Disconnects every client the test made (call in afterEach), so none reconnects to a closed server. */
export function disconnectClients(): void {
  for (const client of clients) client.disconnect();
  clients.clear();
}

/** Resolves once the connection is established (with its socket id); rejects on a refusal or after `ms`. */
export function connected(client: Pusher, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    const timer = setTimeout(() => reject(new Error(`not connected after ${ms} ms (state ${client.connection.state})`)), ms);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
    client.connection.bind('error', (error: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error('connection refused'), { pusherError: error }));
    });
  });
}

/** Subscribes and resolves on `pusher:subscription_succeeded`; rejects with the `subscription_error` data. */
export function subscribed(client: Pusher, channelName: string, ms = 5000): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = client.subscribe(channelName);
    const timer = setTimeout(() => reject(new Error(`no answer to the subscription of ${channelName} after ${ms} ms`)), ms);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve(channel);
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`subscription to ${channelName} refused`), { subscriptionError: error }));
    });
  });
}

/** The data of the next `event` on `channel` that `matches` (any, when not given); rejects after `ms`. */
export function nextEvent<T = unknown>(channel: Channel, event: string, ms = 5000, matches: (data: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name} after ${ms} ms`)), ms);
    const listener = (data: T) => {
      if (!matches(data)) return;
      clearTimeout(timer);
      channel.unbind(event, listener);
      resolve(data);
    };
    channel.bind(event, listener);
  });
}

/** Proves nothing arrives: collects `event` on `channel` for `ms`. */
export async function eventsDuring(channel: Channel, event: string, ms: number): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (data: unknown) => seen.push(data);
  channel.bind(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  channel.unbind(event, listener);
  return seen;
}

/** The official server library, publishing to the embedded server's events API. */
export function pusherPublisher(server: RealtimeTestServer, overrides: Partial<{ appId: string; key: string; secret: string }> = {}): PusherServer {
  return new PusherServer({
    appId: overrides.appId ?? server.appId,
    key: overrides.key ?? server.key,
    secret: overrides.secret ?? server.secret,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
  });
}
