// Starts the Mechwar server: opens and migrates the database, seeds it, serves the API and the built PWA.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { displayPhone } from '../contract/phone';
import { build } from './app';
import { pruneRateLimits } from './auth/rate-limit';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { pruneIdempotencyKeys } from './idempotency';
import { realtimeOptionsFromEnv } from './realtime/env';
import { prunePositions } from './tracking/prune';

const HOUR = 60 * 60_000;

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const production = process.env.NODE_ENV === 'production';
  const demo = process.env.MECHWAR_DEMO !== '0';
  const filesDir = path.join(dataDir, 'files');

  await mkdir(filesDir, { recursive: true });
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const accounts = await seed(database.db, { demo, filesDir });

  const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
  const app = await build({
    database,
    filesDir,
    staticDir,
    production,
    logger: true,
    trustProxy: process.env.TRUST_PROXY === '1',
    realtime: realtimeOptionsFromEnv(process.env),
    push: { subject: process.env.VAPID_SUBJECT },
    mapTileUrl: process.env.VITE_MAP_TILE_URL,
  });

  // Old rate-limit windows and idempotency answers are only clutter: clear them hourly. A trip's points go a week
  // after its sharing ended (DESIGN.md §8).
  const prune = () =>
    Promise.all([
      pruneRateLimits(database.db, new Date()),
      pruneIdempotencyKeys(database, new Date(Date.now() - 7 * 24 * HOUR)),
      prunePositions(database.db, new Date()),
    ]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'pruning failed'),
    );
  const pruning = setInterval(prune, HOUR);
  pruning.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(pruning);
    // Closing the app waits for the live events and pushes of the last writes, before their database closes.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [`Mechwar is running at http://${shownHost}:${port} (database: ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`})`];
  if (!existsSync(path.join(staticDir, 'index.html'))) lines.push(`No PWA build in ${staticDir}: serving the API only (run \`npm run build\`).`);
  if (accounts.length) {
    lines.push('Demo accounts:');
    for (const account of accounts) lines.push(`  ${account.role.padEnd(9)} ${displayPhone(account.phone)}  password ${account.password}  (${account.name})`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
