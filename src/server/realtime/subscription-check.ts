// Whether a `pusher:subscribe` may proceed: a valid channel name and, for private channels, the app's signature.
import type { Connection } from './connection';
import { channelKind, SERVER_TO_USER_PREFIX, validChannelName } from './protocol';
import { channelAuth, sameSecret, type Credentials } from './signatures';

export interface Refusal {
  message: string;
  /** The HTTP-like status pusher-js puts in `subscription_error` (401 bad signature, 403 not allowed). */
  status: number;
}

/** Null when the subscription is allowed. */
export function checkSubscription(
  connection: Pick<Connection, 'socketId' | 'userId'>,
  credentials: Credentials,
  data: Record<string, unknown>,
): Refusal | null {
  const channel = data.channel;
  if (!validChannelName(channel)) return { message: 'Invalid channel name.', status: 400 };
  switch (channelKind(channel)) {
    case 'public':
      return null;
    case 'private': {
      // With `channel_data` (our auth route's `{"user_id": …}` for channels a user can lose, auth-routes.ts) it is signed too.
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
      const expected = channelAuth(credentials, connection.socketId, channel, channelData);
      if (sameSecret(expected, data.auth)) return null;
      return { message: `Invalid signature: expected HMAC SHA256 hex digest of ${connection.socketId}:${channel}.`, status: 401 };
    }
    case 'presence':
      // Nothing in Mechwar uses who-is-online; refusing beats pretending to track members.
      return { message: 'Presence channels are not supported by this server.', status: 403 };
    case 'user':
      if (connection.userId !== null && channel === `${SERVER_TO_USER_PREFIX}${connection.userId}`) return null;
      return { message: 'Only the signed-in user may subscribe to their own channel.', status: 403 };
  }
}

/** The user a checked subscription's signed `channel_data` names, else null. */
export function subscribedUser(data: Record<string, unknown>): string | null {
  // Only a private channel's `channel_data` is signed.
  if (typeof data.channel_data !== 'string' || channelKind(String(data.channel)) !== 'private') return null;
  try {
    const userId = (JSON.parse(data.channel_data) as { user_id?: unknown }).user_id;
    return typeof userId === 'string' ? userId : null;
  } catch {
    return null;
  }
}
