// The uncached mix of `npm run bench:server`: searches no cache has seen and trips' pages, while passengers book,
// against the server as `npm start` runs it (its own process) on PostgreSQL with 100,000 trips — one process, then
// two behind nginx (deploy/nginx.conf) on the same database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { DEFAULT_POOL_SIZE, publicReadConnections, type Database } from '../../../src/server/db/client';
import type { DemoAccount } from '../../../src/server/db/seed';
import { databaseUrl } from '../../helpers/database';
import { startNginx } from '../../helpers/nginx';
import { serveNodeFlags, startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { uncachedMix } from './trip-load';
import { percentile } from '../percentile';
import { watchAcceptQueues } from './accept-queue';
import type { LoadResult, LoadRun } from './wrk-load';
import { recordOutput, samplePostgres, traceFolder, writeAnswers } from './trace';

/**
 * The longest time no answer came back, in ms, from the first answer to the last: with 200 connections in flight
 * answers come every fraction of a millisecond, so a long silence is a stall of the whole chain (a process, nginx or
 * PostgreSQL), not one slow request.
 */
export function longestSilence(answers: number[]): number {
  const times = [...answers].sort((a, b) => a - b);
  let longest = 0;
  for (let i = 1; i < times.length; i++) longest = Math.max(longest, times[i]! - times[i - 1]!);
  return longest;
}

/** What every run prints of the load's result: throughput, latency, the longest silence and what went wrong. */
export function loadFigures(result: LoadResult) {
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    longest_silence_ms: longestSilence(result.answers),
    requests: result.requests.total,
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** `BENCH_CPU_PROFILE=folder`: where each server process writes its CPU profile (its figures then cost the profiler). */
const CPU_PROFILES = process.env.BENCH_CPU_PROFILE || undefined;

const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 10);

/** Each server process's connections, as `npm start` opens them (db/client.ts). */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);

/**
 * Before each measure, fresh searches and trips' pages from the far end of the mix (none of them measured), so the
 * process is measured as one that has been serving a while: compiled, its pools open, its trip card cache holding
 * the cards searches showed (trip-card-cache.ts); what is measured is still searches no cache has seen.
 * `BENCH_WARM_UP_SECONDS` (15) changes it; 0 measures a process that just started.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
/** Enough for the warm-up at 4,000 requests a second, and far from the measured start of the mix. */
const WARM_UP_PATHS = 80_000;

/**
 * Passengers booking a seat on random upcoming trips, `BENCH_BOOKINGS_PER_SECOND` a second (10; 0 for none), through
 * `url`, from the start of the warm-up: a process that has served a while has served bookings too (its booking code
 * compiled, its live events' connections open). Started only with the measure, its first bookings cost the process
 * 12–36 ms of p99 and answers of up to 700 ms (three alternating pairs): for a second and a half V8 compiled the booking
 * path on its background threads while the event loop waited. `figures()` gives, of those asked once `measure()` is
 * called, how many were booked and how long their answers took (`stop()` waits for the last ones).
 */
async function bookingsMeanwhile(url: string, passengers: DemoAccount[], tripIds: number[], from: number) {
  const json = { accept: 'application/json', 'content-type': 'application/json' };
  const tokens: string[] = [];
  for (const passenger of passengers) {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ phone: passenger.phone, password: passenger.password }),
    });
    tokens.push(((await login.json()) as { data: { token: string } }).data.token);
  }
  const made = { asked: 0, booked: 0 };
  /** How long each counted booking took to be answered, in ms. */
  const answeredIn: number[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let measuring = false;
  const measure = () => void (measuring = true);
  const figures = () => {
    const at = (share: number) => (answeredIn.length ? percentile(answeredIn, share) : null);
    return { ...made, answer_ms: { p50: at(0.5), p90: at(0.9), max: at(1) } };
  };
  // 0 books nothing (setInterval would read 1000 / 0 as "as often as it can").
  if (BOOKINGS_PER_SECOND <= 0) return { figures, measure, stop: async () => undefined };
  let n = from;
  const timer = setInterval(() => {
    n += 1;
    const token = tokens[n % tokens.length]!;
    const trip = tripIds[(n * 7_919) % tripIds.length]!;
    const counted = measuring;
    if (counted) made.asked += 1;
    const asked = performance.now();
    const booking = fetch(`${url}/api/trips/${trip}/bookings`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ seats: 1 }),
    })
      .then((answer) => {
        if (!counted) return;
        answeredIn.push(Math.round(performance.now() - asked));
        if (answer.status === 201) made.booked += 1;
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(booking));
    inFlight.add(booking);
  }, 1000 / BOOKINGS_PER_SECOND);
  // Stopped with the measure, and counted once those asked meanwhile are answered.
  const stop = async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
  };
  return { figures, measure, stop };
}

export async function measureUncached(database: Database, accounts: DemoAccount[], run: LoadRun, connections: number, seconds: number) {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  // Searches between towns (issue 39): any of the places, found where a trip stops within 15 km of each.
  const cityIds = (await rows<{ id: number }>(sql`select id from cities order by id`)).map((c) => c.id);
  const tripIds = (await rows<{ id: number }>(sql`select id from trips where status = 1 and departure_time > now() + interval '2 hours'`)).map((t) => t.id);
  const now = new Date();
  const paths = uncachedMix(cityIds, tripIds, now);
  const passengers = accounts.filter((account) => account.role === 'passenger');
  const folders: string[] = [];
  const processes: ServerProcess[] = [];
  const start = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-bench-process-'));
    folders.push(dataDir);
    // As `npm start` runs it, without the demo seeding (the bench already seeded) and behind nginx with TRUST_PROXY.
    const trace = await traceFolder(`process-${processes.length + 1}`);
    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl(database), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build'), NODE_ENV: 'production', TRUST_PROXY: '1' },
      {
        nodeArgs: [
          ...serveNodeFlags(),
          ...(trace ? ['--trace-gc', '--import', pathToFileURL(path.resolve('tests/bench/server/trace-preload.mjs')).href] : []),
          // A CPU profile of each process (written when it exits), to open in Chrome's DevTools or `npx speedscope`.
          ...(CPU_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILES)}`] : []),
        ],
      },
    );
    if (trace) {
      recordOutput(server.child, path.join(trace, 'output.log'));
      await writeFile(path.join(trace, 'port'), String(server.port));
    }
    processes.push(server);
    return server;
  };
  // Each run books from its own place in the trips (`from`): a passenger does not ask twice for the same one.
  const measureAt = async (label: string, url: string, from: number, trace?: string) => {
    const bookings = await bookingsMeanwhile(url, passengers, tripIds, from);
    const sampling = trace ? samplePostgres(databaseUrl(database), path.join(trace, 'postgres.jsonl')) : undefined;
    let acceptQueues: ReturnType<typeof watchAcceptQueues> | undefined;
    let mostWaitingForAccept: number | null = null;
    const result = await (async () => {
      if (WARM_UP_SECONDS > 0) {
        const warmUp = await run({ url, connections, duration: WARM_UP_SECONDS, paths: paths.slice(-WARM_UP_PATHS) });
        if (trace) await writeAnswers(path.join(trace, 'warm-up-answers.json'), warmUp.answersFrom, warmUp.answers);
      }
      bookings.measure();
      acceptQueues = watchAcceptQueues(processes.map((each) => each.port));
      return run({ url, connections, duration: seconds, paths });
    })().finally(async () => {
      await Promise.all([bookings.stop(), sampling?.stop()]);
      mostWaitingForAccept = (await acceptQueues?.stop()) ?? null;
    });
    if (trace) await writeAnswers(path.join(trace, 'answers.json'), result.answersFrom, result.answers);
    return {
      database: label,
      connections,
      duration_s: seconds,
      warm_up_s: WARM_UP_SECONDS,
      // Each process's connections, as `npm start` would open them (DATABASE_POOL_SIZE, or the default), and those of
      // the public reads every request of the mix waits for (db/client.ts).
      database_pool_size: POOL_SIZE,
      public_read_connections: publicReadConnections(POOL_SIZE),
      distinct_requests: new Set(paths).size,
      ...loadFigures(result),
      // Connections that waited at most for a process to accept them: those nginx opens while a process is busy
      // wait there one turn of its event loop each, and their requests with them.
      most_connections_waiting_for_accept: mostWaitingForAccept,
      bookings: bookings.figures(),
    };
  };
  try {
    const one = await start();
    const oneProcess = await measureAt('postgres uncached, one process', one.url, 0, await traceFolder('one-process'));
    const two = await start();
    const trace = await traceFolder('two-processes');
    const nginx = await startNginx([one.port, two.port], { accessLog: trace && path.join(trace, 'nginx.log') });
    try {
      const twoProcesses = await measureAt('postgres uncached, two processes behind nginx', nginx.url, Math.floor(tripIds.length / 2), trace);
      return [oneProcess, twoProcesses];
    } finally {
      if (trace) await writeFile(path.join(trace, 'nginx-errors.log'), await nginx.errors());
      await nginx.close();
    }
  } finally {
    for (const server of processes) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
}
