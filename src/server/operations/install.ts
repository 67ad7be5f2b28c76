// Wires what an operator watches onto the app: request ids, request metrics, /healthz, /readyz and /metrics.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { healthRoutes } from './health-routes';
import { createMetrics, measureRequests, type JobCount, type Metrics } from './metrics';
import { metricsRoutes } from './metrics-routes';
import { answerRequestIds } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** The same object as `context.metrics`, for code (and tests) holding the app rather than the context. */
    metrics: Metrics;
  }
}

/** What the job queue tells the probes and the metrics; both optional, so a process without a queue is still ready. */
export interface OperationsOptions {
  /** Whether the job queue runs (`/readyz` answers 503 naming `queue` while it does not). */
  queueReady?: () => boolean | Promise<boolean>;
  /** The queue's job counts by state, read at each scrape (the `jobs{queue,state}` gauge). */
  jobCounts?: () => Promise<JobCount[]>;
}

/** Called first thing in `build()`: the metrics exist before the senders that count into them, and every route is measured. */
export function observe(app: FastifyInstance, database: Database, options: OperationsOptions = {}): Metrics {
  const metrics = createMetrics({
    database,
    // Read at scrape time: the live socket server is installed after the routes.
    realtimeConnections: () => (app.hasDecorator('realtime') ? app.realtime.connectionCount() : 0),
    jobCounts: options.jobCounts,
    log: app.log,
  });
  app.decorate('metrics', metrics);
  answerRequestIds(app);
  measureRequests(app, metrics);
  return metrics;
}

export interface OperationsRouteOptions extends OperationsOptions {
  database: Database;
  metrics: Metrics;
  /** `METRICS_TOKEN`; see metrics-routes.ts. */
  metricsToken?: string;
}

export async function operationsRoutes(app: FastifyInstance, options: OperationsRouteOptions) {
  await app.register(healthRoutes, { database: options.database, queueReady: options.queueReady });
  await app.register(metricsRoutes, { metrics: options.metrics, token: options.metricsToken });
}
