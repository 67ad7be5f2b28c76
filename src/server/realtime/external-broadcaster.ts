// Publishes through an external Pusher-compatible server (Soketi, Laravel Reverb, Pusher Channels) with the official library.
import Pusher from 'pusher';
import type { Broadcaster, Renderer } from './broadcaster';
import type { ExternalRealtimeOptions } from './options';

/** Pusher's limit of channels in one trigger. */
const CHANNELS_PER_TRIGGER = 100;

/** Deliveries go one after another (see live/deliver.ts): a server that hangs must not stall the ones behind. */
const REQUEST_TIMEOUT_MS = 10_000;

export function externalBroadcaster(
  credentials: { appId: string; key: string; secret: string },
  external: ExternalRealtimeOptions,
  render: Renderer,
): Broadcaster {
  const pusher = new Pusher({
    appId: credentials.appId,
    key: credentials.key,
    secret: credentials.secret,
    host: external.host,
    port: String(external.port),
    useTLS: external.scheme === 'https',
    timeout: REQUEST_TIMEOUT_MS,
  });
  return {
    async publish(channels, event, data) {
      for (let start = 0; start < channels.length; start += CHANNELS_PER_TRIGGER) {
        await pusher.trigger(channels.slice(start, start + CHANNELS_PER_TRIGGER), event, data);
      }
    },
    async publishRendered(events) {
      const data = await render(events);
      for (const [index, { channel, event }] of events.entries()) {
        if (data[index] != null) await pusher.trigger(channel, event, data[index]);
      }
    },
    // Pusher's HTTP API cannot unsubscribe a socket: the client is refused the channel at its next subscription.
    async revoke() {},
    async close() {},
  };
}
