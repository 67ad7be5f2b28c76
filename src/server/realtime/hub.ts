// Who listens to which channel in this process, and the fan-out of one event to every subscriber of its channels.
import { encode } from './protocol';

export interface Subscriber {
  readonly socketId: string;
  /** Sends one already-encoded message; a subscriber that cannot keep up closes itself. */
  deliver(message: string): void;
}

export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();

  join(channel: string, subscriber: Subscriber): void {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(subscriber);
  }

  leave(channel: string, subscriber: Subscriber): void {
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(subscriber);
    // Channels come and go with the people online: an empty one is forgotten so the map does not only grow.
    if (members.size === 0) this.channels.delete(channel);
  }

  subscribers(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** `data` is the event's data string; `exceptSocketId` is the sender, who already has what it sent. */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string): void {
    for (const channel of channels) {
      const members = this.channels.get(channel);
      if (!members) continue;
      const message = encode({ event, channel, data });
      for (const member of members) {
        if (member.socketId !== exceptSocketId) member.deliver(message);
      }
    }
  }
}
