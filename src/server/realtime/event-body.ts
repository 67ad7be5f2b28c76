// Reads the bodies of the Pusher HTTP events API: one event to many channels, or a batch of single-channel events.
import { refusals } from '../../contract/errors';
import { HttpError } from '../errors';
import { SOCKET_ID, validChannelName, validEventName } from './protocol';

/** Pusher's limits: 10 KB of data per event, 100 channels per event, 10 events per batch. */
export const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;

export interface EventToPublish {
  name: string;
  channels: string[];
  data: string;
  socketId?: string;
}

const badRequest = (message: string) => new HttpError(refusals.badRequest, message);

export function parseJsonBody(raw: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** `{name, data, channels | channel, socket_id?}`; throws 400 (malformed) or 413 (data over 10 KB). */
export function readEvent(body: Record<string, unknown>): EventToPublish {
  const { name, data, socket_id: socketId } = body;
  if (!validEventName(name)) throw badRequest('name must be a string of 1 to 200 characters.');
  const channels = Array.isArray(body.channels) ? body.channels : body.channel !== undefined ? [body.channel] : [];
  if (channels.length === 0 || channels.length > MAX_CHANNELS) throw badRequest(`An event goes to 1 to ${MAX_CHANNELS} channels.`);
  if (!channels.every(validChannelName)) throw badRequest('A channel name is invalid.');
  if (typeof data !== 'string') throw badRequest('data must be a string (JSON-encode objects).');
  if (Buffer.byteLength(data, 'utf8') > MAX_DATA_BYTES) {
    throw new HttpError(refusals.bodyTooLarge, `The data of an event must not exceed ${MAX_DATA_BYTES} bytes.`);
  }
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId))) throw badRequest('socket_id is malformed.');
  return { name, channels: [...new Set(channels)], data, socketId };
}

/** `{batch: [{name, channel, data, socket_id?}, ...]}`: every event is checked before any is published. */
export function readBatch(body: Record<string, unknown>): EventToPublish[] {
  const batch = body.batch;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) throw badRequest(`batch holds 1 to ${MAX_BATCH} events.`);
  return batch.map((event: unknown) => {
    if (typeof event !== 'object' || event === null) throw badRequest('Each batch entry must be an object.');
    return readEvent(event as Record<string, unknown>);
  });
}
