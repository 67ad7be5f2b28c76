// `npm run bench:server`: the real server under 200 concurrent `GET /api/trips` searches (wrk, wrk-load.ts), printed as
// JSON: on PostgreSQL with 100,000 trips (TEST_DATABASE_URL or DATABASE_URL names a server where a throwaway
// database is created; else the embedded PostgreSQL of the tests is started), then on PGlite with the demo data.
// On PostgreSQL it also measures an uncached mix (uncached.ts): fresh searches and trips' pages while passengers
// book, on one server process, then on two behind nginx.
// Not part of `npm test`: it prints figures, it asserts nothing. `BENCH_SECONDS` and `BENCH_ONLY=postgres|pglite`
// shorten a run; `BENCH_WRITES_PER_SECOND=N` has a driver pause and reactivate a trip N times a second meanwhile
// (each write empties the cached lists); `BENCH_BOOKINGS_PER_SECOND` (10; 0 for none) sets the uncached mix's bookings
// and `BENCH_WARM_UP_SECONDS` (15) its warm-up; `BENCH_TRACE=folder` writes what happened during the uncached runs there
// (trace.ts), `BENCH_CPU_PROFILE=folder` a CPU profile of each server process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { build } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { seed, type DemoAccount } from '../../../src/server/db/seed';
import { fileStoreFor } from '../../../src/server/storage/open-file-store';
import { openTestDatabase } from '../../helpers/database';
import startEmbeddedPostgres from '../../setup/postgres';
import { insertTrips, searchMix } from './trip-load';
import { loadFigures, measureUncached } from './uncached';
import { loadFromAnotherProcess } from './wrk-load';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TRIPS = 100_000;
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 0);

async function measure(label: string, database: Database, loadTrips: number, uncached = false) {
  const filesDir = await mkdtemp(path.join(tmpdir(), 'mechwar-bench-files-'));
  const now = new Date();
  const accounts = await seed(database.db, { demo: true, now, files: fileStoreFor(database, filesDir) });
  const trips = loadTrips ? await insertTrips(database.db, loadTrips, now) : await countTrips(database);
  // Logging as `npm start` does (src/server/main.ts).
  const app = await build({ database, filesDir, logger: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Searches between the governorate capitals, where the loaded trips run (trip-load.ts).
  const cityIds = (await rows<{ id: number }>(database, sql`select id from cities where name = governorate order by id`)).map((c) => c.id);
  const paths = searchMix(cityIds, now);
  const run = (duration: number) => loadFromAnotherProcess({ url, connections: CONNECTIONS, duration, paths });
  let writes = 0;
  let writing: NodeJS.Timeout | undefined;
  try {
    await run(2); // warm-up: JIT, connection pool, caches
    if (WRITES_PER_SECOND > 0) {
      const write = await tripStatusWriter(
        url,
        accounts.find((a) => a.role === 'driver')!,
      );
      writing = setInterval(() => void write().then(() => writes++), 1000 / WRITES_PER_SECOND);
    }
    const result = await run(SECONDS);
    clearInterval(writing);
    const cachedFigures = {
      database: label,
      trips,
      connections: CONNECTIONS,
      duration_s: SECONDS,
      distinct_searches: new Set(paths).size,
      ...loadFigures(result),
      ...(WRITES_PER_SECOND > 0 ? { writes } : {}),
    };
    if (!uncached) return [cachedFigures];
    await app.close();
    return [cachedFigures, ...(await measureUncached(database, accounts, loadFromAnotherProcess, CONNECTIONS, SECONDS))];
  } finally {
    clearInterval(writing);
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

/** Pauses and reactivates one of the demo driver's upcoming trips, a write each call, through the API. */
async function tripStatusWriter(url: string, driver: DemoAccount) {
  const json = { accept: 'application/json', 'content-type': 'application/json' };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone: driver.phone, password: driver.password }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { ...json, authorization: `Bearer ${token}` };
  const mine = (await (await fetch(`${url}/api/my-trips`, { headers })).json()) as { data: { id: number; status: number; departure_time: string }[] };
  const trip = mine.data.find((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now() + 3_600_000)!;
  let status = 1;
  return async () => {
    status = 1 - status;
    const answer = await fetch(`${url}/api/trips/${trip.id}/status`, { method: 'PUT', headers, body: JSON.stringify({ status }) });
    if (answer.status !== 200) throw new Error(`status write answered ${answer.status}`);
  };
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function countTrips(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(database, sql`select count(*)::int as n from trips`);
  return row!.n;
}

async function onPostgres() {
  // Assigning undefined to process.env would store the string "undefined".
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const stop = process.env.TEST_DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const database = await openTestDatabase('postgres');
  try {
    return await measure('postgres', database, TRIPS, true);
  } finally {
    await database.close();
    await stop?.();
  }
}

async function onPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-bench-pglite-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  try {
    return await measure('pglite', database, 0);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  const results = [];
  if (only !== 'pglite') results.push(...(await onPostgres()));
  if (only !== 'postgres') results.push(...(await onPglite()));
  console.log(JSON.stringify(results, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
