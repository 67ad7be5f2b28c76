// Live updates on a fastify app: the Broadcaster for the context, and the endpoints, socket server and shutdown to go with it.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { broadcastingAuthRoutes } from './auth-routes';
import type { Broadcaster } from './broadcaster';
import { clientConfigRoutes } from './client-config';
import { embeddedBroadcaster } from './embedded-broadcaster';
import { eventsApiRoutes } from './events-api';
import { externalBroadcaster } from './external-broadcaster';
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
  hub: Hub | null;
  broadcaster: Broadcaster;
}

/** Builds the Broadcaster before the context exists (the context holds it); `installRealtime` wires the rest. */
export function createRealtime(options?: RealtimeOptions): Realtime {
  const settings = resolveRealtime(options);
  if (settings.external) return { settings, hub: null, broadcaster: externalBroadcaster(settings, settings.external) };
  const hub = new Hub();
  return { settings, hub, broadcaster: embeddedBroadcaster(hub) };
}

export async function installRealtime(app: FastifyInstance, realtime: Realtime, context: ServerContext): Promise<void> {
  const { settings, hub, broadcaster } = realtime;
  const credentials = { key: settings.key, secret: settings.secret };
  await app.register(broadcastingAuthRoutes, { context, credentials });
  await app.register(clientConfigRoutes, { context, realtime: settings });

  // External mode: the external server holds the sockets and the events API; this process only signs and publishes.
  let sockets: PusherSocketServer | null = null;
  if (hub) {
    await app.register(eventsApiRoutes, { hub, appId: settings.appId, credentials, now: context.now });
    sockets = attachPusherSockets(app.server, hub, credentials, settings);
  }

  app.decorate('realtime', {
    mode: hub ? 'embedded' : 'external',
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    broadcaster,
    connectionCount: () => sockets?.connectionCount() ?? 0,
  } satisfies RealtimeHandle);
  // Before the HTTP server closes: it waits for every socket, and open WebSockets would hold it forever.
  app.addHook('preClose', async () => {
    await sockets?.close();
  });
  app.addHook('onClose', async () => {
    await broadcaster.close();
  });
}
