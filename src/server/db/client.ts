// Opens the server database: PostgreSQL through a `pg` pool when a URL is given, embedded PGlite otherwise.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle handle the routes use; both drivers share this query-builder type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: helpers that read or write take this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * The public trip reads (a search, spec 001 §7's list, a trip's page), most of what a process answers: on PostgreSQL
   * a pool of their own (`publicReadConnections`), whose connections always use a prepared statement's generic plan.
   * Left to choose, PostgreSQL re-plans a search at every execution (an array of places looks cheaper to plan for than
   * the generic plan's guess of ten), which costs it twice the execution itself. One pool for all of them makes one
   * queue, so a search and a trip's page wait alike when the process is busy, and neither waits behind a booking.
   * With PGlite, `db` itself.
   */
  genericPlans: Db;
  /**
   * The cards a search showed that the card cache lacked (trips/trip-card-cache.ts), read by id on connections of their
   * own (`CARD_READ_CONNECTIONS`, generic plans too): such a search has already waited its turn once for
   * `genericPlans`, and behind the whole queue again it waited twice as long (3 % of the searches of the uncached mix,
   * npm run bench:server: its p99 was that second wait, 200 ms for a p50 of 90). With PGlite, `db` itself.
   */
  cardReads: Db;
  /**
   * For live events (live/deliver.ts, realtime/fanout.ts): the reads that build them after a commit and the NOTIFYs that
   * publish them. On PostgreSQL connections of their own (`LIVE_CONNECTIONS`): on the shared pool each of an event's
   * reads waited its turn behind every queued search, and under a full load of searches the events of 10 bookings a
   * second fell further behind every second (5.7 s late after 10 s; npm run bench:server). With PGlite, `db` itself.
   */
  live: Db;
  driver: 'pglite' | 'postgres';
  /** What the job queue (jobs/job-queue.ts) connects with: its own pool on PostgreSQL, the one PGlite otherwise. */
  jobsConnection: { url: string } | { pglite: PGlite };
  /** The connection pools' sizes for /metrics (operations/metrics.ts); absent with PGlite, which has no pool. */
  pools?: () => DatabasePool[];
  /** Applies the migrations of `src/server/db/migrations` (drizzle keeps track of the applied ones). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** One `pg` pool's connections: open in all, idle among them, and the clients queued for one. */
export interface DatabasePool {
  name: string;
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** Where PGlite keeps its files (ignored with `url` or `memory`). */
  dataDir?: string;
  /** An in-memory PGlite, for tests. */
  memory?: boolean;
}

/**
 * Connections per process when `DATABASE_POOL_SIZE` is unset. A process runs its JavaScript on one core and sends one
 * statement per request: a few connections keep PostgreSQL busy, and more only queue the same statements inside it,
 * each costing more while they contend (npm run bench:server, uncached mix, server and PostgreSQL on two cores:
 * PostgreSQL spent 12–15 % more CPU per request with 10 connections than with 6, and answered fewer). The same reason as
 * Rails' pool of 5 and HikariCP's advice to keep pools small; raise it for a database that is far away.
 */
export const DEFAULT_POOL_SIZE = 6;

/**
 * How the public reads' connections plan (searches, trips' pages, cards): each statement keeps its generic plan
 * (planned anew at each call, a search cost PostgreSQL twice what it runs for), costed as reads from memory: the trips
 * and places searched are read all day and stay in cache, where the default random_page_cost of 4 (a spinning disk)
 * had a card's stops look up their places by reading all 276 of them, for each stop (1.1, as PostgreSQL's
 * documentation advises for data held in memory or on SSD: a card read 0.39 → 0.25 ms).
 */
const PUBLIC_READ_SETTINGS = '-c plan_cache_mode=force_generic_plan -c random_page_cost=1.1';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const size = Number(process.env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);
    const pool = new pg.Pool({ connectionString: options.url, max: size });
    const publicReadPool = (max: number) => new pg.Pool({ connectionString: options.url, max, options: PUBLIC_READ_SETTINGS });
    const genericPool = publicReadPool(publicReadConnections(size));
    const cardPool = publicReadPool(CARD_READ_CONNECTIONS);
    const livePool = new pg.Pool({ connectionString: options.url, max: LIVE_CONNECTIONS });
    // An idle connection dropped by the database server must not crash the process; the pool replaces it.
    for (const each of [pool, genericPool, cardPool, livePool]) each.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: db as unknown as Db,
      genericPlans: drizzlePostgres({ client: genericPool, schema }) as unknown as Db,
      cardReads: drizzlePostgres({ client: cardPool, schema }) as unknown as Db,
      live: drizzlePostgres({ client: livePool, schema }) as unknown as Db,
      driver: 'postgres',
      jobsConnection: { url: options.url },
      pools: () =>
        Object.entries({ main: pool, generic_plans: genericPool, card_reads: cardPool, live: livePool }).map(([name, each]) => ({
          name,
          total: each.totalCount,
          idle: each.idleCount,
          waiting: each.waitingCount,
        })),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), genericPool.end(), cardPool.end(), livePool.end()]);
      },
    };
  }
  if (!options.memory && !options.dataDir) throw new Error('openDatabase needs a url, a dataDir or memory: true');
  const client = options.memory ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    genericPlans: db as unknown as Db,
    cardReads: db as unknown as Db,
    live: db as unknown as Db,
    driver: 'pglite',
    jobsConnection: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** `Database.live`'s connections beside the others: events are built side by side, and sent one after another. */
export const LIVE_CONNECTIONS = 2;

/** `Database.cardReads`' connections: a search's second read is rare (a card that changed or was never shown). */
export const CARD_READ_CONNECTIONS = 2;

/**
 * `Database.genericPlans`' connections beside `DATABASE_POOL_SIZE`: two thirds as many (4 for the default 6). Under the
 * uncached mix of npm run bench:server (two cores, every request waiting for one of these), 4 answered as many
 * requests as 8 with a lower p99 (one process, four runs: 2,460–2,690 requests/s, p99 104–116 ms; with 8, three runs:
 * 2,370–2,680 and 109–122), bookings meanwhile in half the time (p50 43–47 ms against 78–88), and two processes on
 * the same cores did better (2,600–3,110 requests/s, p99 194–266 ms, against 2,460–2,550 and 315–360): more
 * connections only contend inside PostgreSQL for the same cores.
 */
export const publicReadConnections = (poolSize: number) => Math.ceil((poolSize * 2) / 3);

/** PostgreSQL's unique_violation, as both drivers report it (drizzle may wrap the driver error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
