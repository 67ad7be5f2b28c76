// Publishes to the WebSocket clients of the embedded Pusher-protocol server, in this process or all of them (fanout.ts).
import type { Broadcaster } from './broadcaster';
import type { Fanout } from './fanout';
import { dataString } from './protocol';

export function embeddedBroadcaster(fanout: Fanout): Broadcaster {
  return {
    publish: (channels, event, data) => fanout.publish(channels, event, dataString(data)),
    publishRendered: (events) => fanout.publishRendered(events),
    close: () => fanout.close(),
  };
}
