// Live updates on a fastify app: the Broadcaster for the context, and the endpoints, socket server and shutdown to go with it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Database } from '../db/client';
import { broadcastingAuthRoutes } from './auth-routes';
import type { Broadcaster, Renderer } from './broadcaster';
import { clientConfigRoutes } from './client-config';
import { embeddedBroadcaster } from './embedded-broadcaster';
import { eventsApiRoutes } from './events-api';
import { externalBroadcaster } from './external-broadcaster';
import { fanoutFor, type Fanout } from './fanout';
import { Hub } from './hub';
import { resolveRealtime, type RealtimeOptions, type ResolvedRealtime } from './options';
import { attachPusherSockets, type PusherSocketServer } from './websocket-server';

/** What the app exposes as `app.realtime`: the credentials clients and publishers use, and the context's Broadcaster. */
export interface RealtimeHandle {
  mode: 'embedded' | 'external';
  appId: string;
  key: string;
  secret: string;
  broadcaster: Broadcaster;
  /** Open embedded WebSocket connections (0 in external mode). */
  connectionCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHandle;
  }
}

export interface Realtime {
  settings: ResolvedRealtime;
  /** The embedded server's subscribers in this process, and how events reach those of every process; null when external. */
  embedded: { hub: Hub; fanout: Fanout } | null;
  broadcaster: Broadcaster;
}

/**
 * Builds the Broadcaster before the context exists (the context holds it); `installRealtime` wires the rest. `render`
 * reads the data of rendered events (live/render.ts).
 */
export function createRealtime(options: RealtimeOptions | undefined, database: Database, render: Renderer, log: FastifyBaseLogger): Realtime {
  const settings = resolveRealtime(options);
  if (settings.external) return { settings, embedded: null, broadcaster: externalBroadcaster(settings, settings.external, render) };
  const hub = new Hub();
  const fanout = fanoutFor(database, hub, render, log);
  return { settings, embedded: { hub, fanout }, broadcaster: embeddedBroadcaster(fanout) };
}

export async function installRealtime(app: FastifyInstance, realtime: Realtime, context: ServerContext): Promise<void> {
  const { settings, embedded, broadcaster } = realtime;
  const credentials = { key: settings.key, secret: settings.secret };
  await app.register(broadcastingAuthRoutes, { context, credentials, namesUsers: embedded !== null });
  await app.register(clientConfigRoutes, { context, realtime: settings });

  // External mode: the external server holds the sockets and the events API; this process only signs and publishes.
  let sockets: PusherSocketServer | null = null;
  if (embedded) {
    await app.register(eventsApiRoutes, { fanout: embedded.fanout, appId: settings.appId, credentials, now: context.now });
    sockets = attachPusherSockets(app.server, embedded.hub, credentials, settings);
    const listening = sockets;
    embedded.fanout.resumed = () => listening.reconnectEveryone('Live events were missed: reconnect');
    // Serving starts once events published by other processes reach this one's sockets (or retries are under way).
    await embedded.fanout.start();
  }

  app.decorate('realtime', {
    mode: embedded ? 'embedded' : 'external',
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    broadcaster,
    connectionCount: () => sockets?.connectionCount() ?? 0,
  } satisfies RealtimeHandle);
  // Before the HTTP server closes: it waits for every socket, and open WebSockets would hold it forever. It stops
  // taking connections first, so clients told to reconnect at once (4200) land on another process, not back here.
  app.addHook('preClose', async () => {
    if (sockets && app.server.listening) app.server.close();
    await sockets?.close();
  });
  app.addHook('onClose', async () => {
    await broadcaster.close();
  });
}
