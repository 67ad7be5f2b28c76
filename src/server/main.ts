// Starts the Mechwar server: opens and migrates the database, seeds it, serves the API and the built PWA.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { displayPhone } from '../contract/phone';
import { build } from './app';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { fileStoreFor } from './storage/open-file-store';
import { filesNotInDatabase } from './storage/move-files';
import { realtimeOptionsFromEnv } from './realtime/env';
import { sharedSecret } from './db/shared-secret';
import { smsProvidersFromEnv } from './sms/providers-from-env';
import { allowedCountries } from './sms/phone-numbers';
import { dailyLimitFrom } from './sms/texting';
/** How long a stopping process waits for the requests in flight (an orchestrator's kill usually follows at 30 s). */
const STOP_GRACE_MS = 10_000;

/** A size in MB from the environment, in characters; unset: the default. A typo stops the start rather than turn the cache off. */
function megabytes(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of megabytes (0 or more), not "${raw}"`);
  return Math.round(value * 1024 * 1024);
}

/** `PRICE_PER_KM` in TND per seat and road km; unset: the default. A typo stops the start rather than price trips at 0. */
function pricePerKm(): number | undefined {
  const raw = process.env.PRICE_PER_KM;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`PRICE_PER_KM must be a price in TND per km (above 0), not "${raw}"`);
  return value;
}

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
  const accounts = await seed(database.db, { demo, files: fileStoreFor(database, filesDir) });
  const notMoved = database.driver === 'postgres' ? await filesNotInDatabase(database.db, filesDir) : 0;

  // Texts: the gateways named by SMS_PROVIDER / SMS_FALLBACK (the log when unset). Orange and Infobip do not sign their
  // status callbacks: the URL they are given carries a secret kept in the database, the same in every process.
  const publicUrl = process.env.PUBLIC_URL || undefined;
  const callbackSecret = process.env.SMS_CALLBACK_SECRET || (await sharedSecret(database.db, 'sms-callback-secret'));
  const providers = smsProvidersFromEnv(process.env, { publicUrl, callbackSecret });
  const sms = {
    ...providers,
    countries: allowedCountries(process.env.SMS_COUNTRIES),
    dailyLimit: dailyLimitFrom(process.env.SMS_DAILY_LIMIT),
    publicUrl: publicUrl ?? null,
  };

  const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
  const app = await build({
    database,
    filesDir,
    staticDir,
    production,
    logger: true,
    // TRUST_PROXY=1: one proxy (nginx) in front; its last X-Forwarded-For entry is the person's address.
    trustProxy: Number(process.env.TRUST_PROXY) > 0 ? Number(process.env.TRUST_PROXY) : false,
    realtime: realtimeOptionsFromEnv(process.env),
    push: { subject: process.env.VAPID_SUBJECT },
    mapTileUrl: process.env.VITE_MAP_TILE_URL,
    tripCardsCacheChars: megabytes('TRIP_CARDS_CACHE_MB'),
    pricePerKm: pricePerKm(),
    sms,
    metricsToken: process.env.METRICS_TOKEN || undefined,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing the requests in flight, then stopping`);
    // Closing stops taking connections, sends live sockets to another process (4200), waits for the requests in
    // flight and then for the live events and pushes of the last writes, before their database closes. A request
    // still running after STOP_GRACE_MS is cut: its client got no answer, so it sends it again (idempotency keys
    // make that safe), to whichever process takes it.
    const cut = setTimeout(() => {
      app.log.warn(`requests still in flight after ${STOP_GRACE_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, STOP_GRACE_MS);
    await app.close();
    clearTimeout(cut);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const lines = [`Mechwar is running at http://${shownHost}:${port} (database: ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`})`];
  if (notMoved) lines.push(`${notMoved} uploaded file(s) in ${filesDir} are not in the database, which now keeps uploads: run \`npm run files:to-database\`.`);
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
