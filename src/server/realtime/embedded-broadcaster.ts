// Publishes to the WebSocket clients of this process (the embedded Pusher-protocol server).
import type { Broadcaster } from './broadcaster';
import type { Hub } from './hub';
import { dataString } from './protocol';

export function embeddedBroadcaster(hub: Hub): Broadcaster {
  return {
    async publish(channels, event, data) {
      hub.publish(channels, event, dataString(data));
    },
    async close() {},
  };
}
