// What Prometheus reads from one process: requests by route, the database pools, live sockets, texts, pushes and jobs.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { PushResult } from '../push/web-push-sender';
import { METRICS_PATH } from './metrics-path';

/** What a job queue reports at scrape time: how many jobs of a queue are in a state (created, active, failed, ...). */
export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

/** What the parts of the server outside this folder hand over: the job queue's counts, the live sockets. */
export interface MetricsSources {
  database: Database;
  /** Open live sockets of this process; read at scrape time. */
  realtimeConnections: () => number;
  jobCounts?: () => Promise<JobCount[]>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface Metrics {
  /** One per built app, not prom-client's global one: tests build many apps in one process. */
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** `sms_texts_total{provider,status}`: increment once per text handed to (or refused by) a provider. */
  textsSent: Counter<'provider' | 'status'>;
  /** `push_sends_total{result}`: one per push to one subscription (push/web-push-sender.ts). */
  pushSends: Counter<'result'>;
}

/** The route label of a request no route matched: raw URLs would make a series per scanner's guess. */
export const UNMATCHED_ROUTE = 'unmatched';

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const labelNames = ['method', 'route', 'status'] as const;
  const httpRequests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers });
  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern',
    labelNames,
    registers,
  });
  const textsSent = new Counter({ name: 'sms_texts_total', help: 'Texts (SMS) sent, by provider and status', labelNames: ['provider', 'status'], registers });
  const pushSends = new Counter({ name: 'push_sends_total', help: 'Web pushes to one subscription, by result', labelNames: ['result'], registers });
  // Known from the start, so a rate over them is 0 rather than absent before the first push.
  for (const result of ['sent', 'gone', 'failed'] satisfies PushResult[]) pushSends.inc({ result }, 0);

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process, by pool and state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      this.reset();
      for (const pool of sources.database.pools?.() ?? []) {
        this.set({ pool: pool.name, state: 'total' }, pool.total);
        this.set({ pool: pool.name, state: 'idle' }, pool.idle);
        this.set({ pool: pool.name, state: 'waiting' }, pool.waiting);
      }
    },
  });
  new Gauge({
    name: 'realtime_connections',
    help: 'Open live-update sockets (Pusher protocol) of this process',
    registers,
    collect() {
      this.set(sources.realtimeConnections());
    },
  });
  const { jobCounts } = sources;
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue, by queue and state',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      if (!jobCounts) return;
      // A queue that cannot answer must not cost the scrape every other metric: its series go missing instead.
      try {
        for (const { queue, state, count } of await jobCounts()) this.set({ queue, state }, count);
      } catch (error) {
        sources.log.warn({ err: error }, 'job counts unavailable for /metrics');
      }
    },
  });

  return { registry, httpRequests, httpRequestDuration, textsSent, pushSends };
}

/** Counts and times every answer by its route pattern (`/api/trips/:id`), never by its URL; /metrics itself is left out. */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  // A callback, not an async function: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route !== METRICS_PATH) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
