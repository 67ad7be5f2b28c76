// The Pusher Channels protocol v7 on the wire: event names, close and error codes, socket ids and channel names.
import { randomInt } from 'node:crypto';

/** Protocol versions whose messages are the ones this server speaks (pusher-js 8 sends 7). */
export const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

/**
 * Codes from the protocol's ranges: 4000-4099 do not reconnect unchanged, 4100-4199 reconnect after backing off,
 * 4200-4299 reconnect at once, 4300-4399 are errors that leave the connection open.
 */
export const codes = {
  appNotFound: 4001,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

export interface PusherMessage {
  event: string;
  channel?: string;
  /** Events from the server carry their data as a JSON string; the client parses it back. */
  data?: unknown;
}

export const encode = (message: PusherMessage) => JSON.stringify(message);

export const errorMessage = (code: number | null, message: string) => encode({ event: 'pusher:error', data: { code, message } });

/** `1234.5678`: the format clients and server libraries check (`^\d+\.\d+$`). */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

export const SOCKET_ID = /^\d+\.\d+$/;

/** What Pusher allows in a channel name, at most 200 characters. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

/** pusher-js's `signin()` then subscribes to this channel; only the signed-in user may. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

export function validChannelName(name: unknown): name is string {
  if (typeof name !== 'string') return false;
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return name.length <= 200 && name.length > SERVER_TO_USER_PREFIX.length;
  return CHANNEL_NAME.test(name);
}

export type ChannelKind = 'public' | 'private' | 'presence' | 'user';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return 'user';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/** Event names are at most 200 characters (Pusher's limit). */
export const validEventName = (name: unknown): name is string => typeof name === 'string' && name.length > 0 && name.length <= 200;

/** Data always travels as a string: objects are sent as JSON, as the `pusher` library does. */
export const dataString = (data: unknown): string => (typeof data === 'string' ? data : JSON.stringify(data ?? null));
