// The seam between the API and live updates: publish an event on channels, to the embedded server or an external one.

export interface Broadcaster {
  /** Publishes `data` as `event` on each channel (e.g. `private-messages.user.3`); resolves when handed over. */
  publish(channels: string[], event: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

/** Publishes nowhere: for tools that write without anyone listening (seed, scripts). */
export const silentBroadcaster: Broadcaster = {
  publish: async () => {},
  close: async () => {},
};
