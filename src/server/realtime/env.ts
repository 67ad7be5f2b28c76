// Reads the realtime settings from the environment (PUSHER_*), with Laravel's variable names accepted as well.
import type { RealtimeOptions, Scheme } from './options';

type Env = Record<string, string | undefined>;

const first = (env: Env, ...names: string[]) => names.map((name) => env[name]?.trim()).find((value) => value) || undefined;

function schemeOf(value: string | undefined, name: string): Scheme | undefined {
  if (value === undefined) return undefined;
  if (value !== 'http' && value !== 'https') throw new Error(`${name} must be http or https, not "${value}".`);
  return value;
}

function portOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, not "${value}".`);
  return port;
}

/**
 * Nothing set: undefined (the embedded server with dev credentials). Key and secret alone: the embedded server with
 * them. With PUSHER_HOST (or a Pusher Channels cluster) too: publish to that external server.
 */
export function realtimeOptionsFromEnv(env: Env): RealtimeOptions | undefined {
  const appId = first(env, 'PUSHER_APP_ID');
  const key = first(env, 'PUSHER_KEY', 'PUSHER_APP_KEY');
  const secret = first(env, 'PUSHER_SECRET', 'PUSHER_APP_SECRET');
  const host = first(env, 'PUSHER_HOST');
  const cluster = first(env, 'PUSHER_CLUSTER', 'PUSHER_APP_CLUSTER');
  if (!appId && !key && !secret && !host) return undefined;
  if (!key || !secret) throw new Error('PUSHER_KEY and PUSHER_SECRET are both needed to configure live updates.');
  if (!host && !cluster) return { appId: appId ?? 'mechwar', key, secret };
  if (!appId) throw new Error('PUSHER_APP_ID is needed to publish to an external Pusher-compatible server.');

  const scheme = schemeOf(first(env, 'PUSHER_SCHEME'), 'PUSHER_SCHEME') ?? 'https';
  const port = portOf(first(env, 'PUSHER_PORT'), 'PUSHER_PORT') ?? (scheme === 'https' ? 443 : 80);
  // Pusher Channels itself: the API and the sockets live on the cluster's own hosts.
  const publicHost = first(env, 'PUSHER_PUBLIC_HOST') ?? (host ? undefined : `ws-${cluster}.pusher.com`);
  const publicPort = portOf(first(env, 'PUSHER_PUBLIC_PORT'), 'PUSHER_PUBLIC_PORT');
  const publicScheme = schemeOf(first(env, 'PUSHER_PUBLIC_SCHEME'), 'PUSHER_PUBLIC_SCHEME');
  return {
    appId,
    key,
    secret,
    external: {
      host: host ?? `api-${cluster}.pusher.com`,
      port,
      scheme,
      ...(cluster ? { cluster } : {}),
      ...(publicHost || publicPort || publicScheme ? { public: { host: publicHost, port: publicPort, scheme: publicScheme } } : {}),
    },
  };
}
