// The seam between the API and live updates: publish an event on channels, to the embedded server or an external one.

/**
 * An event whose data is read from the database where it is delivered, for one channel, and only if someone listens
 * there: most people a chat message is for are not connected when it is sent, and reading each one's view of the
 * conversation was most of what a booking cost the database (npm run bench:server).
 */
export interface RenderedEvent {
  channel: string;
  event: string;
  /** What `Renderer` reads the data from: a few ids, small enough for a NOTIFY. */
  recipe: unknown;
}

/** The data of each rendered event, in their order; null for one with nothing left to say (its row is gone). */
export type Renderer = (events: RenderedEvent[]) => Promise<(unknown | null)[]>;

export interface Broadcaster {
  /** Publishes `data` as `event` on each channel (e.g. `private-messages.user.3`); resolves when handed over. */
  publish(channels: string[], event: string, data: unknown): Promise<void>;
  /**
   * Publishes events rendered where they are delivered, in their order. The embedded server renders them in the process
   * holding a subscriber's socket; an external one cannot tell this process who listens, so all are rendered here.
   */
  publishRendered(events: RenderedEvent[]): Promise<void>;
  /**
   * Takes `channel` away from the sockets `userId` subscribed to it with, in every process (they lost the right to
   * listen: a cancelled seat). The embedded server knows whose each subscription is (auth-routes.ts); an external one
   * cannot be told, and its subscribers keep listening until they reconnect.
   */
  revoke(channel: string, userId: number): Promise<void>;
  close(): Promise<void>;
}

/** Publishes nowhere: for tools that write without anyone listening (seed, scripts). */
export const silentBroadcaster: Broadcaster = {
  publish: async () => {},
  publishRendered: async () => {},
  revoke: async () => {},
  close: async () => {},
};
