// Tells caches that a write changed what a trip card shows, in this process and, on PostgreSQL, in every other:
// the write NOTIFYs in its transaction (delivered only if it commits) and each process LISTENs on a connection of
// its own. PGlite has a single process: nothing to listen to.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Tx } from '../db/client';
import { listenForever } from '../db/listen';
import type { TripChanges, WriteGeneration } from './write-generation';

const CHANNEL = 'mechwar_writes';

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
  generation.deafen();
  return listenForever(
    pool,
    CHANNEL,
    'cache invalidation',
    {
      notified(payload) {
        const changes = changesOf(payload || '*');
        if (changes) generation.changed(changes);
      },
      listening: () => generation.hear(),
      lost: () => generation.deafen(),
    },
    log,
  );
}
