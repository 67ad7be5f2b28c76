// Publishes to the WebSocket clients of the embedded Pusher-protocol server, in this process or all of them (fanout.ts).
import type { Broadcaster } from './broadcaster';
import type { Fanout } from './fanout';
import { REVOKE_EVENT } from './hub';
import { dataString } from './protocol';

export function embeddedBroadcaster(fanout: Fanout): Broadcaster {
  return {
    publish: (channels, event, data) => fanout.publish(channels, event, dataString(data)),
    publishRendered: (events) => fanout.publishRendered(events),
    // Travels to every process as an event of its own that the hub acts on and no client ever receives (hub.ts).
    revoke: (channel, userId) => fanout.publish([channel], REVOKE_EVENT, JSON.stringify({ user_id: String(userId) })),
    close: () => fanout.close(),
  };
}
