// The Mechwar API server: `build()` wires the routes, errors and static files onto a fastify app without listening.
import { loadNearbyPlaces } from './cities/nearby';
import { DEFAULT_PRICE_PER_KM } from '../contract/road-distance';
import fastify, { LogController, type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { Database } from './db/client';
import type { ServerContext } from './context';
import { resolveRateLimits, type RateLimits } from './auth/rate-limit';
import { registerBodyParsers } from './body-parsers';
import { ANSWER_BROTLI_QUALITY } from './cache/cached-answer';
import { WriteGeneration } from './cache/write-generation';
import { listenForWrites } from './cache/write-announcement';
import { registerErrorHandler } from './error-handler';
import { securityHeaders } from './security-headers';
import { loadServerCatalogs } from './i18n/server-text';
import { translateAnswers } from './i18n/translate-answers';
import { logSmsProvider } from './sms/log-provider';
import type { SmsProvider } from './sms/provider';
import { allowedCountries } from './sms/phone-numbers';
import { texting } from './sms/texting';
import { openJobQueue, type JobRetries } from './jobs/job-queue';
import { startWorkers } from './jobs/workers';
import { smsStatusRoutes } from './sms/status-routes';
import { staffTextsRoutes } from './staff/texts-routes';
import { loadParcelCodeSecret } from './parcels/codes';
import { staticRoutes } from './static';
import { storageRoutes } from './storage/routes';
import { fileStoreFor } from './storage/open-file-store';
import { deliveriesSettled } from './live/deliver';
import { liveRenderer } from './live/render';
import { createRealtime, installRealtime } from './realtime/install';
import { DEV_APP_ID, DEV_APP_KEY, type RealtimeOptions } from './realtime/options';
import { sharedSecret } from './db/shared-secret';
import { openWebPush, type WebPushOptions } from './push/web-push-sender';
import { registerEach } from './domain-plugin';
import { accountsRoutes } from './accounts/routes';
import { citiesRoutes } from './cities/routes';
import { tripsRoutes } from './trips/routes';
import { trackingRoutes } from './tracking/routes';
import { bookingsRoutes } from './bookings/routes';
import { parcelsRoutes } from './parcels/routes';
import { chatRoutes } from './chat/routes';
import { notificationsRoutes } from './notifications/routes';
import { announcementsRoutes } from './announcements/routes';
import { documentsRoutes } from './documents/routes';
import { staffRoutes } from './staff/routes';
import { safetyRoutes } from './safety/routes';
import { contactRoutes } from './contact/routes';
import type { ContactOptions } from './contact/options';
import { observe, operationsRoutes, type OperationsOptions } from './operations/install';
import { requestIdOptions } from './operations/request-id';

/** An answer slower than this is logged even when requests are not. */
const SLOW_ANSWER_MS = 1_000;

export interface BuildOptions {
  /** A migrated database (see `openDatabase` in `db/client.ts`). */
  database: Database;
  /** Where uploaded files live with the embedded database (on PostgreSQL they are kept in it); served at `/storage/...`. */
  filesDir: string;
  /** The built PWA (`dist`); without it only the API is served. */
  staticDir?: string;
  /** Hides OTP codes from API answers. */
  production?: boolean;
  /** How texts reach phones: the providers (the log by default), the countries allowed, the daily budget. */
  sms?: SmsOptions;
  /** Work the job queues in this process (default); false only enqueues, for a process that must not send. */
  workJobs?: boolean;
  /** Tests only: fewer, quicker retries for the sending queues (jobs/queues.ts declares the real ones). */
  jobRetries?: JobRetries;
  /** The clock; tests pass one they can move. */
  now?: () => Date;
  logger?: boolean;
  /** Logs every request and answer (two lines each); off, only failures and slow answers are logged. */
  logRequests?: boolean;
  /** Overrides of the attempt limits (login, register, OTP, forgot password). */
  rateLimits?: Partial<RateLimits>;
  /**
   * Behind a reverse proxy: read the client's address from X-Forwarded-For, so limits count the person, not nginx.
   * A number trusts that many proxies from this process outwards (nginx alone: 1), so an address the client wrote
   * into the header itself is not believed; `true` trusts every entry (tests that write the header themselves).
   */
  trustProxy?: boolean | number;
  /** Live updates: without it, the embedded Pusher-protocol server with dev credentials (see realtime/options.ts). */
  realtime?: RealtimeOptions;
  /** Web Push: the VAPID subject (`VAPID_SUBJECT`); tests add the agent trusting their push service and its address. */
  push?: WebPushOptions;
  /** The contact form: its sending limit, and the seam through which tests learn each captcha's answer. */
  contact?: ContactOptions;
  /** The map tile URL template the PWA was built with (`VITE_MAP_TILE_URL`): the page may load tiles from there. */
  mapTileUrl?: string;
  /** How much trip-card JSON each process keeps for searches (`TRIP_CARDS_CACHE_MB`), in characters; 0 keeps none. */
  tripCardsCacheChars?: number;
  /** `PRICE_PER_KM` (TND per seat and road km); the contract's default when not given. */
  pricePerKm?: number;
  /** `METRICS_TOKEN`: /metrics then answers only this bearer token; without it, only callers on this machine. */
  metricsToken?: string;
  /** The job queue's state for /readyz and /metrics (operations/install.ts). */
  operations?: OperationsOptions;
}

export interface SmsOptions {
  primary?: SmsProvider | null;
  fallback?: SmsProvider | null;
  /** Calling codes texts may go to; Tunisia only by default. */
  countries?: string[];
  /** Texts a day across processes; none by default. */
  dailyLimit?: number | null;
  /** The site's address (`PUBLIC_URL`), which signed status callbacks name. */
  publicUrl?: string | null;
}

/** 64 MB of cards: some 60,000 trips (a card is about 1 KB of JSON). */
export const DEFAULT_TRIP_CARDS_CACHE_CHARS = 64 * 1024 * 1024;

/** Trusts the `hops` addresses nearest this process in X-Forwarded-For (proxy-addr's meaning of a number). */
const trustingHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const app = fastify({
    logger: options.logger ?? false,
    // A hop count as a function (what fastify makes of a number at run time): its types take no number.
    trustProxy: typeof options.trustProxy === 'number' ? trustingHops(options.trustProxy) : (options.trustProxy ?? false),
    // Writing two log lines per request halves what one process answers at peak (npm run bench:server).
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    ...requestIdOptions,
  });
  const jobs = await openJobQueue(options.database, app.log, options.jobRetries);
  const operations: OperationsOptions = { queueReady: () => jobs.running(), jobCounts: () => jobs.counts(), ...options.operations };
  const metrics = observe(app, options.database, operations);
  if (options.logger && !options.logRequests) {
    // A callback, not an async function: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.elapsedTime >= SLOW_ANSWER_MS) {
        request.log.warn({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'slow answer');
      }
      done();
    });
  }
  const webPush = await openWebPush(options.database.db, app.log, options.push, (result) => metrics.pushSends.inc({ result }));
  // Without configured credentials, the embedded server's secret is kept in the database: a channel signed by one
  // process's /broadcasting/auth is then accepted by a socket connected to another.
  const realtime = createRealtime(
    options.realtime ?? { appId: DEV_APP_ID, key: DEV_APP_KEY, secret: await sharedSecret(options.database.db, 'realtime-app-secret') },
    options.database,
    liveRenderer(options.database.live),
    app.log,
  );
  const sms = options.sms ?? {};
  const nearby = await loadNearbyPlaces(options.database.db);
  const context: ServerContext = {
    database: options.database,
    db: options.database.db,
    now: options.now ?? (() => new Date()),
    texting: texting(
      sms.primary ?? logSmsProvider(app.log),
      sms.fallback ?? null,
      sms.countries ?? allowedCountries(undefined),
      sms.dailyLimit ?? null,
      sms.publicUrl ?? null,
    ),
    jobs,
    production: options.production ?? false,
    files: fileStoreFor(options.database, options.filesDir),
    rateLimits: resolveRateLimits(options.rateLimits),
    realtime: realtime.broadcaster,
    webPush: webPush.sender,
    pushEndpoints: webPush.endpoints,
    webPushPublicKey: async () => webPush.publicKey,
    parcelCodeSecret: await loadParcelCodeSecret(options.database.db),
    writeGeneration: new WriteGeneration((cityId) => nearby.of(cityId).map((place) => place.id)),
    nearby,
    tripCardsCacheChars: options.tripCardsCacheChars ?? DEFAULT_TRIP_CARDS_CACHE_CHARS,
    pricePerKm: options.pricePerKm ?? DEFAULT_PRICE_PER_KM,
    metrics,
  };

  const otherProcessesWrites = listenForWrites(options.database, context.writeGeneration, app.log);
  app.addHook('onClose', async () => otherProcessesWrites.close());

  // Not registered in a context of its own: the headers go on every answer, the app's files and errors included.
  securityHeaders(app, { staticDir: options.staticDir, mapTileUrl: options.mapTileUrl, realtime: realtime.settings });
  app.decorateRequest('account', null);
  registerErrorHandler(app);
  loadServerCatalogs();
  translateAnswers(app);
  registerBodyParsers(app);
  // Phones on 3G: the app's first download and every list page go compressed (the main script shrinks to about a
  // third). Brotli at a middle quality costs a few milliseconds; images and other compressed types are left alone.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });

  // One plugin a domain (see docs/server-layout.md); the forms with files have a context of their own in theirs.
  await registerEach(app, context, [
    accountsRoutes,
    citiesRoutes,
    tripsRoutes,
    trackingRoutes,
    bookingsRoutes,
    parcelsRoutes,
    chatRoutes,
    notificationsRoutes,
    announcementsRoutes,
    documentsRoutes,
    safetyRoutes,
    staffRoutes,
    staffTextsRoutes,
    smsStatusRoutes,
    contactRoutes(options.contact),
  ]);
  await app.register(operationsRoutes, { ...operations, database: options.database, metrics, metricsToken: options.metricsToken });
  await installRealtime(app, realtime, context);
  await app.register(storageRoutes, { files: context.files });
  await app.register(staticRoutes, { staticDir: options.staticDir });
  // Closing waits for the live events and pushes of the last writes, which still read the database, and for the jobs
  // running here (a job cut short is tried again by another process once it expires).
  app.addHook('onClose', async () => deliveriesSettled());
  app.addHook('onClose', async () => jobs.stop());
  if (options.workJobs !== false) await startWorkers(context, app.log, (provider, status) => metrics.textsSent.inc({ provider, status }));
  return app;
}
