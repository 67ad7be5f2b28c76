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
   * For prepared reads whose best plan does not depend on the values (trip cards by id, trips/trip-card-cache.ts;
   * searches between places, trips/leg-search.ts): on PostgreSQL a few connections of their own that always use the
   * prepared statement's generic plan. Left to choose, PostgreSQL re-plans such a statement at every execution (an
   * array of ids or places looks cheaper to plan for than the generic plan's guess of ten), which costs it twice the
   * execution itself. With PGlite, `db` itself.
   */
  genericPlans: Db;
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

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const size = Number(process.env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);
    const pool = new pg.Pool({ connectionString: options.url, max: size });
    const genericPool = new pg.Pool({ connectionString: options.url, max: genericPlanConnections(size), options: '-c plan_cache_mode=force_generic_plan' });
    const livePool = new pg.Pool({ connectionString: options.url, max: LIVE_CONNECTIONS });
    // An idle connection dropped by the database server must not crash the process; the pool replaces it.
    for (const each of [pool, genericPool, livePool]) each.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
    const db = drizzlePostgres({ client: pool, schema });
    return {
      db: db as unknown as Db,
      genericPlans: drizzlePostgres({ client: genericPool, schema }) as unknown as Db,
      live: drizzlePostgres({ client: livePool, schema }) as unknown as Db,
      driver: 'postgres',
      jobsConnection: { url: options.url },
      pools: () =>
        Object.entries({ main: pool, generic_plans: genericPool, live: livePool }).map(([name, each]) => ({
          name,
          total: each.totalCount,
          idle: each.idleCount,
          waiting: each.waitingCount,
        })),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), genericPool.end(), livePool.end()]);
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
    live: db as unknown as Db,
    driver: 'pglite',
    jobsConnection: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** `Database.live`'s connections beside the others: events are built side by side, and sent one after another. */
export const LIVE_CONNECTIONS = 2;

/** `Database.genericPlans`' connections beside `DATABASE_POOL_SIZE`: a third as many, at least two. */
export const genericPlanConnections = (poolSize: number) => Math.max(2, Math.ceil(poolSize / 3));

/** PostgreSQL's unique_violation, as both drivers report it (drizzle may wrap the driver error as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}
