// Tells caches that a write changed what a trip card shows, in this process and, on PostgreSQL, in every other:
// the write NOTIFYs in its transaction (delivered only if it commits) and each process LISTENs on a connection of
// its own. PGlite has a single process: nothing to listen to.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Tx } from '../db/client';
import type { TripChanges, WriteGeneration } from './write-generation';

const CHANNEL = 'mechwar_writes';
const RECONNECT_MS = 1_000;

/** NOTIFY payloads stop at 8,000 bytes; past this many a write counts as changing everything. */
const MAX_ROUTES_CHARS = 7_000;

/**
 * At the end of a write's transaction: what it changed of the trip lists, as the triggers of migration 0008 noted
 * it (whatever handler wrote, so no route can forget), announced to the other processes. Null when it changed none:
 * a chat message, a notification, a push subscription.
 */
export async function announceWrite(tx: Tx, database: Database): Promise<TripChanges | null> {
  const notify = database.driver === 'postgres';
  const result = (await tx.execute(sql`
    select notice, case when ${notify} and notice is not null then pg_notify(${CHANNEL}, notice) end as sent
    from (select case when noted = '' then null when length(noted) > ${MAX_ROUTES_CHARS} then '*' else noted end as notice
          from (select coalesce(current_setting('mechwar.changed_routes', true), '') as noted) as setting) as notices`)) as unknown as {
    rows: { notice: string | null }[];
  };
  const notice = result.rows[0]?.notice;
  return notice === undefined ? { everything: true } : changesOf(notice);
}

/** `*` for everything, else the routes; the same text goes out as the NOTIFY payload. */
function changesOf(notice: string | null): TripChanges | null {
  if (notice === null) return null;
  return notice === '*' ? { everything: true } : { everything: false, routes: notice.split(',') };
}

/**
 * Tells `generation` of each write any process announces. While the connection is down (at start, after a drop)
 * the generation is not trusted, so caches read through; it reconnects every second.
 */
export function listenForWrites(database: Database, generation: WriteGeneration, log: FastifyBaseLogger): { close(): Promise<void> } {
  if (database.driver !== 'postgres') return { close: async () => undefined };
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    const next = new pg.Client(pool.options);
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      generation.deafen();
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (closed) return;
      if (error) log.warn({ err: error }, 'lost the LISTEN connection for cache invalidation; retrying');
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      const changes = changesOf(message.payload ?? '*');
      if (changes) generation.changed(changes);
    });
    next.on('error', lose);
    next.on('end', () => lose());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end().catch(() => undefined);
      client = next;
      generation.hear();
    } catch (error) {
      lose(error as Error);
    }
  };

  generation.deafen();
  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
