// A LISTEN connection of this process's own that comes back: PostgreSQL's notifications on a channel reach the
// process while it is up; after a drop it reconnects every second and says when it hears again.
//
//   connecting ──LISTEN done──▶ listening ──connection lost──▶ waiting 1 s ──▶ connecting
//       │                                                          ▲
//       └──────────────────────────failed──────────────────────────┘
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ListenHandlers {
  notified(payload: string): void;
  /** LISTEN is in place (at start, and again after each drop). */
  listening(): void;
  /** The connection is gone: notifications sent from now until `listening` are missed. */
  lost(): void;
}

export interface Listener {
  /** The first attempt's end: listening, or failed with retries going on in the background. */
  started: Promise<void>;
  close(): Promise<void>;
}

/** `what` names the connection in PostgreSQL's activity view and in the log ("live events"). */
export function listenForever(pool: pg.Pool, channel: string, what: string, handlers: ListenHandlers, log: FastifyBaseLogger): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    retry = undefined;
    const next = new pg.Client({ ...pool.options, application_name: `mechwar ${what}` });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      handlers.lost();
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, `lost the LISTEN connection for ${what}; retrying`);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('notification', (message) => handlers.notified(message.payload ?? ''));
    next.on('error', lose);
    next.on('end', () => lose());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void next.end().catch(() => undefined);
      client = next;
      handlers.listening();
    } catch (error) {
      lose(error as Error);
    }
  };

  return {
    started: connect(),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
