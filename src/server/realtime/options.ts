// How live updates are configured: the app's Pusher credentials, and where an external Pusher-compatible server is.
import { randomBytes } from 'node:crypto';

export type Scheme = 'http' | 'https';

export interface ExternalRealtimeOptions {
  /** Where this server publishes (the HTTP events API of Soketi, Reverb or Pusher Channels). */
  host: string;
  port: number;
  scheme: Scheme;
  /** Pusher Channels' cluster (e.g. `eu`), told to clients; Soketi and Reverb need none. */
  cluster?: string;
  /** Where browsers connect, when it is not where the server publishes (a private address inside the cluster). */
  public?: { host?: string; port?: number; scheme?: Scheme };
}

export interface RealtimeOptions {
  appId: string;
  key: string;
  secret: string;
  /** Publish through an external server instead of the embedded one; the embedded WebSocket endpoint is then off. */
  external?: ExternalRealtimeOptions;
  /** Seconds of silence after which either side pings (the embedded server tells clients this number). */
  activityTimeout?: number;
  /** Seconds the embedded server waits for an answer to its ping before closing the connection. */
  pongTimeout?: number;
}

/** Options with every default filled in. */
export interface ResolvedRealtime {
  appId: string;
  key: string;
  secret: string;
  external: ExternalRealtimeOptions | null;
  activityTimeout: number;
  pongTimeout: number;
}

export const DEV_APP_ID = 'mechwar';
export const DEV_APP_KEY = 'mechwar-key';

/** Pusher's own numbers: clients ping after two minutes of silence and wait thirty seconds for the pong. */
const ACTIVITY_TIMEOUT_SECONDS = 120;
const PONG_TIMEOUT_SECONDS = 30;

/**
 * Without options: the embedded server with fixed dev credentials and a random secret. The app passes instead one
 * kept in the database (app.ts), so that every process signs and checks alike; a deployment that publishes from
 * elsewhere passes its own.
 */
export function resolveRealtime(options?: RealtimeOptions): ResolvedRealtime {
  return {
    appId: options?.appId ?? DEV_APP_ID,
    key: options?.key ?? DEV_APP_KEY,
    secret: options?.secret ?? randomBytes(32).toString('hex'),
    external: options?.external ?? null,
    activityTimeout: options?.activityTimeout ?? ACTIVITY_TIMEOUT_SECONDS,
    pongTimeout: options?.pongTimeout ?? PONG_TIMEOUT_SECONDS,
  };
}
