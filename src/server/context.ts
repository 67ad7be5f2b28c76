// What every route needs at hand: the database, the clock, the texts and job queue, the file store and the limits.
import type { NearbyPlaces } from './cities/nearby';
import type { Database, Db } from './db/client';
import type { RateLimits } from './auth/rate-limit';
import type { Texting } from './sms/texting';
import type { JobQueue } from './jobs/job-queue';
import type { Broadcaster } from './realtime/broadcaster';
import type { PushSender } from './push/push-sender';
import type { PushEndpointGuard } from './push/public-endpoint';
import type { WriteGeneration } from './cache/write-generation';
import type { FileStore } from './storage/file-store';
import type { Metrics } from './operations/metrics';

export interface ServerContext {
  database: Database;
  db: Db;
  /** The one clock of the server; tests move it to expire tokens and codes. */
  now: () => Date;
  /** How texts leave: the providers, the countries allowed and the daily budget (sms/texting.ts). */
  texting: Texting;
  /** Everything sent or done later: texts, web push, the hourly prune (jobs/job-queue.ts). */
  jobs: JobQueue;
  /** In production, `resend-otp` does not echo the code. */
  production: boolean;
  /** Uploaded files: on disk beside PGlite, in the database on PostgreSQL (storage/open-file-store.ts). */
  files: FileStore;
  rateLimits: RateLimits;
  /** Live updates: the embedded Pusher-protocol server, or an external one (Soketi, Reverb, Pusher). */
  realtime: Broadcaster;
  /** Web Push to the user's subscribed browsers. */
  webPush: PushSender;
  /** Which push endpoints the server may POST to: public https hosts only. */
  pushEndpoints: PushEndpointGuard;
  /** The VAPID public key the client subscribes with (`GET /api/config`). */
  webPushPublicKey?: () => Promise<string | null>;
  /** What parcel handover codes and tracking tokens are derived from (parcels/codes.ts), the same in every process. */
  parcelCodeSecret: string;
  /** Changes after every committed write: cached read answers of an older generation are not served. */
  writeGeneration: WriteGeneration;
  /** The bound of the trip card cache (trips/trip-card-cache.ts), in characters of JSON. */
  tripCardsCacheChars: number;
  /** The places near each place, for searches between towns (cities/nearby.ts). */
  nearby: NearbyPlaces;
  /** `PRICE_PER_KM`: the rate per seat and road kilometre a fair price is suggested at, in TND (docs/fair-price.md). */
  pricePerKm: number;
  /** What Prometheus reads (GET /metrics): counters the routes and senders increment, such as texts sent. */
  metrics: Metrics;
}
