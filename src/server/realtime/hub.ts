// Who listens to which channel in this process, and the fan-out of one event to every subscriber of its channels.
import { encode } from './protocol';
import { ownerOfChannel } from './channel-access';

export interface Subscriber {
  readonly socketId: string;
  /** Sends one already-encoded message; a subscriber that cannot keep up closes itself. */
  deliver(message: string): void;
  /** The user whose signed subscription put this socket on `channel`, when the signature names one (auth-routes.ts). */
  userOn(channel: string): string | null;
  unsubscribe(channel: string): void;
}

/**
 * Published like an event, acted on by the hub of every process and delivered to nobody: the sockets `data.user_id`
 * subscribed to the channel with leave it (broadcaster.ts `revoke`), and everyone on it when it is that user's own. A name no client event can take (`client-…`).
 */
export const REVOKE_EVENT = 'mechwar_internal:revoke';

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
    if (event === REVOKE_EVENT) return this.revoke(channels, data);
    for (const channel of channels) {
      const members = this.channels.get(channel);
      if (!members) continue;
      const message = encode({ event, channel, data });
      for (const member of members) {
        if (member.socketId !== exceptSocketId) member.deliver(message);
      }
    }
  }

  private revoke(channels: readonly string[], data: string): void {
    const userId = userIdOf(data);
    if (userId === null) return;
    for (const channel of channels) {
      // Everyone on a user's own channel is that user (channel-access.ts); on a trip's, the signature names them.
      const owned = ownerOfChannel(channel) === userId;
      // A copy: leaving the channel changes its set of members.
      for (const member of [...(this.channels.get(channel) ?? [])]) {
        if (owned || member.userOn(channel) === userId) member.unsubscribe(channel);
      }
    }
  }
}

/** The `user_id` of a revocation's data; null for data that names none (the events API lets a backend send anything). */
function userIdOf(data: string): string | null {
  try {
    const userId = (JSON.parse(data) as { user_id?: unknown } | null)?.user_id;
    return typeof userId === 'string' ? userId : null;
  } catch {
    return null;
  }
}
