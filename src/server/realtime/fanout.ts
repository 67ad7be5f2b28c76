// Hands each live event to the sockets subscribed to its channels: in this process alone (PGlite), or in every process
// on one PostgreSQL database (NOTIFY to publish, a LISTEN connection per process to deliver).
//
// On PostgreSQL the publishing process hears its own NOTIFY and delivers only from there, so every socket gets each
// event once whichever process it is connected to. Events published while this process's LISTEN connection is down
// do not reach its sockets: once it listens again, `resumed` sends them to reconnect, and clients pull what they missed.
// Rendered events (broadcaster.ts) travel as their recipes, and each process reads the data of those its own sockets
// listen to.
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { listenForever, type Listener } from '../db/listen';
import { liveEvents } from '../db/schema';
import type { RenderedEvent, Renderer } from './broadcaster';
import type { Hub } from './hub';
import { dataString } from './protocol';

export interface Fanout {
  /** Delivers `data` (the event's data string) on `channels` to every subscriber but `exceptSocketId`, in every process. */
  publish(channels: readonly string[], event: string, data: string, exceptSocketId?: string): Promise<void>;
  /** Delivers each event, rendered by the process holding its channel's subscribers, in every process. */
  publishRendered(events: RenderedEvent[]): Promise<void>;
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

/** Rendered events as a NOTIFY carries them: channel, event and recipe of each. */
interface RenderedNotice {
  r: { c: string; e: string; p: unknown }[];
}

/** Reads the data of the events someone listens to in this process; what hands them to the sockets, in order. */
async function renderedHere(hub: Hub, render: Renderer, events: RenderedEvent[]): Promise<() => void> {
  const wanted = events.filter((event) => hub.subscribers(event.channel) > 0);
  if (wanted.length === 0) return () => undefined;
  const data = await render(wanted);
  return () => {
    for (const [index, { channel, event }] of wanted.entries()) {
      if (data[index] != null) hub.publish([channel], event, dataString(data[index]));
    }
  };
}

/** The events as one NOTIFY payload; one each in the unlikely case that they do not fit (a recipe is a few ids). */
function renderedNotices(events: RenderedEvent[]): string[] {
  const notice = (some: RenderedEvent[]) =>
    JSON.stringify({ r: some.map(({ channel, event, recipe }) => ({ c: channel, e: event, p: recipe })) } satisfies RenderedNotice);
  const all = notice(events);
  return Buffer.byteLength(all) <= MAX_NOTIFY_BYTES ? [all] : events.map((event) => notice([event]));
}

/** PGlite is one process: its sockets are all here, and a NOTIFY round trip would only queue behind the writes. */
export function localFanout(hub: Hub, render: Renderer): Fanout {
  return {
    async publish(channels, event, data, exceptSocketId) {
      hub.publish(channels, event, data, exceptSocketId);
    },
    async publishRendered(events) {
      (await renderedHere(hub, render, events))();
    },
    start: async () => undefined,
    close: async () => undefined,
  };
}

export function fanoutFor(database: Database, hub: Hub, render: Renderer, log: FastifyBaseLogger): Fanout {
  return database.driver === 'postgres' ? postgresFanout(database, hub, render, log) : localFanout(hub, render);
}

function postgresFanout(database: Database, hub: Hub, render: Renderer, log: FastifyBaseLogger): Fanout {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // NOTIFYs and stored events on the live connections: they do not wait behind the searches queued for the pool.
  const db = database.live;
  let everLost = false;
  let listener: Listener | undefined;
  // Stored events are read back, and rendered ones rendered, as soon as heard; the chain hands them to the sockets in
  // the order their NOTIFYs arrived.
  let heard: Promise<void> = Promise.resolve();

  const prepare = async (payload: string): Promise<() => void> => {
    const notice = payload.startsWith('#') ? await readStored(db, Number(payload.slice(1))) : (JSON.parse(payload) as LiveEvent | RenderedNotice);
    if (!notice) return () => undefined;
    if ('r' in notice)
      return renderedHere(
        hub,
        render,
        notice.r.map(({ c, e, p }) => ({ channel: c, event: e, recipe: p })),
      );
    return () => hub.publish(notice.c, notice.e, notice.d, notice.x);
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
    async publishRendered(events) {
      for (const notice of renderedNotices(events)) await db.execute(sql`select pg_notify(${CHANNEL}, ${notice})`);
    },
    start() {
      listener = listenForever(
        pool,
        CHANNEL,
        'live events',
        {
          notified(payload) {
            const ready = prepare(payload);
            // Handled here too: a read that fails before the chain gets to it must not go unheard.
            ready.catch(() => undefined);
            heard = heard.then(async () => (await ready)()).catch((error: unknown) => log.warn({ err: error }, 'a live event could not be delivered'));
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
