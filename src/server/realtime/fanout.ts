// Hands each live event to the sockets subscribed to its channels: in this process alone (PGlite), or in every process
// on one PostgreSQL database (NOTIFY to publish, a LISTEN connection per process to deliver).
//
// On PostgreSQL the publishing process hears its own NOTIFY and delivers only from there, so every socket gets each
// event once whichever process it is connected to. Events published while this process's LISTEN connection is down
// do not reach its sockets: once it listens again, `resumed` sends them to reconnect, and clients pull what they missed.
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { listenForever, type Listener } from '../db/listen';
import { liveEvents } from '../db/schema';
import type { Hub } from './hub';

export interface Fanout {
  /** Delivers `data` (the event's data string) on `channels` to every subscriber but `exceptSocketId`, in every process. */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string): Promise<void>;
  /** Resolves once this process hears the others (or its first attempt failed and retries run in the background). */
  start(): Promise<void>;
  /** Called when this process listens again after losing its connection: its sockets may have missed events. */
  resumed?: () => void;
  close(): Promise<void>;
}

const CHANNEL = 'mechwar_live';
/** NOTIFY payloads stop at 8,000 bytes; a larger event travels as a `live_events` row and the NOTIFY carries `#id`. */
export const MAX_NOTIFY_BYTES = 7_000;
/** Other processes read a stored event within milliseconds of its NOTIFY; older rows are only clutter. */
const KEPT_MS = 10 * 60_000;

interface LiveEvent {
  c: readonly string[];
  e: string;
  d: string;
  x?: string;
}

/** PGlite is one process: its sockets are all here, and a NOTIFY round trip would only queue behind the writes. */
export function localFanout(hub: Hub): Fanout {
  return {
    async publish(channels, event, data, exceptSocketId) {
      hub.publish(channels, event, data, exceptSocketId);
    },
    start: async () => undefined,
    close: async () => undefined,
  };
}

export function fanoutFor(database: Database, hub: Hub, log: FastifyBaseLogger): Fanout {
  return database.driver === 'postgres' ? postgresFanout(database, hub, log) : localFanout(hub);
}

function postgresFanout(database: Database, hub: Hub, log: FastifyBaseLogger): Fanout {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // NOTIFYs and stored events on the live connections: they do not wait behind the searches queued for the pool.
  const db = database.live;
  let everLost = false;
  let listener: Listener | undefined;
  // Stored events are read back before delivery: the chain keeps events in the order their NOTIFYs arrived.
  let heard: Promise<void> = Promise.resolve();

  const deliver = async (payload: string) => {
    const event = payload.startsWith('#') ? await readStored(db, Number(payload.slice(1))) : (JSON.parse(payload) as LiveEvent);
    if (event) hub.publish(event.c, event.e, event.d, event.x);
  };

  const fanout: Fanout = {
    async publish(channels, event, data, exceptSocketId) {
      const payload = JSON.stringify({ c: channels, e: event, d: data, ...(exceptSocketId ? { x: exceptSocketId } : {}) } satisfies LiveEvent);
      if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
        return;
      }
      // One statement: the row commits with the NOTIFY, so whoever hears it finds the row.
      await db.execute(sql`
        with stored as (
          insert into ${liveEvents} (channels, event, data, except_socket_id)
          values (${JSON.stringify(channels)}::jsonb, ${event}, ${data}, ${exceptSocketId ?? null}) returning id)
        select pg_notify(${CHANNEL}, '#' || id) from stored`);
    },
    start() {
      listener = listenForever(
        pool,
        CHANNEL,
        'live events',
        {
          notified(payload) {
            heard = heard.then(() => deliver(payload)).catch((error: unknown) => log.warn({ err: error }, 'a live event could not be delivered'));
          },
          listening: () => everLost && fanout.resumed?.(),
          lost: () => void (everLost = true),
        },
        log,
      );
      return listener.started;
    },
    async close() {
      await heard;
      await listener?.close();
    },
  };
  return fanout;
}

async function readStored(db: Db, id: number): Promise<LiveEvent | null> {
  const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, id));
  return row ? { c: row.channels, e: row.event, d: row.data, x: row.exceptSocketId ?? undefined } : null;
}

/** Deletes stored events every process has long read (the hourly prune). */
export async function pruneLiveEvents(db: Db, now: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - KEPT_MS)));
}
