// What a client may say on the socket: ping, subscribe, unsubscribe, signin; client events are refused.
import type { Connection } from './connection';
import { codes, validChannelName } from './protocol';
import { checkSubscription, subscribedUser } from './subscription-check';
import type { Credentials } from './signatures';
import { checkSignin } from './signin-check';

/** Enough for every channel a person needs; a client asking for more is misbehaving. */
const MAX_CHANNELS_PER_CONNECTION = 100;

export function handleMessage(connection: Connection, credentials: Credentials, raw: string): void {
  connection.heard();
  const message = parse(raw);
  if (!message) {
    connection.sendError(null, 'Messages must be JSON objects with an event name.');
    return;
  }
  const data = message.data;
  switch (message.event) {
    case 'pusher:ping':
      connection.send({ event: 'pusher:pong', data: {} });
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      subscribe(connection, credentials, data);
      return;
    case 'pusher:unsubscribe':
      if (validChannelName(data.channel)) connection.unsubscribe(data.channel);
      return;
    case 'pusher:signin':
      signin(connection, credentials, data);
      return;
  }
  if (message.event.startsWith('client-')) {
    connection.sendError(codes.clientEventRejected, 'Client events are not enabled for this app.');
  }
  // Anything else is an event this server does not know: ignored, as the protocol asks of unknown events.
}

interface IncomingMessage {
  event: string;
  data: Record<string, unknown>;
}

/** pusher-js sends `data` as an object; some clients send it as a JSON string. Both are read. */
function parse(raw: string): IncomingMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { event, data } = message as { event?: unknown; data?: unknown };
  if (typeof event !== 'string') return null;
  let payload = data;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      payload = {};
    }
  }
  return { event, data: typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {} };
}

function subscribe(connection: Connection, credentials: Credentials, data: Record<string, unknown>): void {
  const channel = data.channel;
  const refusal =
    !connection.channels.has(String(channel)) && connection.channels.size >= MAX_CHANNELS_PER_CONNECTION
      ? { message: `A connection may subscribe to at most ${MAX_CHANNELS_PER_CONNECTION} channels.`, status: 403 }
      : checkSubscription(connection, credentials, data);
  if (refusal) {
    // The protocol's `pusher:error`, and the channel's own `pusher:subscription_error` so pusher-js and Echo hand it
    // to that channel's error callbacks (`.error()`), not only to the connection's.
    connection.sendError(codes.unauthorized, refusal.message);
    if (typeof channel === 'string') {
      connection.send({
        event: 'pusher:subscription_error',
        channel,
        data: JSON.stringify({ type: 'AuthError', error: refusal.message, status: refusal.status }),
      });
    }
    return;
  }
  const name = channel as string;
  connection.subscribe(name, subscribedUser(data));
  connection.send({ event: 'pusher_internal:subscription_succeeded', channel: name, data: '{}' });
}

function signin(connection: Connection, credentials: Credentials, data: Record<string, unknown>): void {
  const signed = checkSignin(connection.socketId, credentials, data);
  if (!signed) {
    // Pusher closes a connection whose sign-in is forged: it claims to be someone it is not.
    connection.refuse(codes.unauthorized, 'Invalid signin: the signature does not match the user data.');
    return;
  }
  connection.userId = signed.userId;
  connection.send({ event: 'pusher:signin_success', data: JSON.stringify({ user_data: signed.userData }) });
}
