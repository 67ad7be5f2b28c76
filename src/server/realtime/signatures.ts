// The Pusher signatures: HMAC-SHA256 hex of a socket and a channel (or user data) under the app secret, prefixed by the key.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  key: string;
  secret: string;
}

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** `key:signature` a client presents in `pusher:subscribe`; presence channels sign their `channel_data` too. */
export function channelAuth(credentials: Credentials, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${credentials.key}:${hmacHex(credentials.secret, signed)}`;
}

/** `key:signature` a client presents in `pusher:signin` with the same `user_data` string. */
export function userAuth(credentials: Credentials, socketId: string, userData: string): string {
  return `${credentials.key}:${hmacHex(credentials.secret, `${socketId}::user::${userData}`)}`;
}

/** Compares in constant time, so a caller cannot learn a signature byte by byte from how long a refusal takes. */
export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
