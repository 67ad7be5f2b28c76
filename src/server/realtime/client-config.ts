// `GET /api/config`: where the client connects for live updates (embedded: the page's own host) and the VAPID key.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import type { ClientConfig } from '../../contract/realtime';
import type { ServerContext } from '../context';
import type { ResolvedRealtime } from './options';

export function realtimeClientConfig(realtime: ResolvedRealtime): ClientConfig['realtime'] {
  const external = realtime.external;
  if (!external) return { broadcaster: 'pusher', key: realtime.key, host: null, port: null, scheme: null };
  const seen = external.public ?? {};
  return {
    broadcaster: 'pusher',
    key: realtime.key,
    host: seen.host ?? external.host,
    port: seen.port ?? external.port,
    scheme: seen.scheme ?? external.scheme,
    ...(external.cluster ? { cluster: external.cluster } : {}),
  };
}

export async function clientConfigRoutes(app: FastifyInstance, options: { context: ServerContext; realtime: ResolvedRealtime }) {
  const realtime = realtimeClientConfig(options.realtime);
  app.get(endpoints.config.path, async (): Promise<ClientConfig> => ({
    realtime,
    push: { vapid_public_key: (await options.context.webPushPublicKey?.()) ?? null },
  }));
}
