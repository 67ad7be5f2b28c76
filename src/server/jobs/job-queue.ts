// The one job queue (pg-boss on the server's PostgreSQL, or on the embedded PGlite): enqueue in a write's transaction,
// work the queues, read their depth and dead jobs for the staff desk and the metrics.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike, type JobWithMetadata } from 'pg-boss';
import type { Database, Executor } from '../db/client';
import { DEAD_LETTERS, queueOptions, schedules, type JobData, type JobName } from './queues';

/** pg-boss's tables live in a schema of their own, beside (never inside) the app's migrations. */
const JOBS_SCHEMA = 'pgboss';
/** Connections each process gives the queue on PostgreSQL (one more listens for new jobs). */
const JOB_CONNECTIONS = 2;
/**
 * A worker looks for jobs this often besides being woken by NOTIFY: what a retry that came due waits at most. Each
 * look is a query; on PGlite it runs on the server's own thread, so workers look no more often than this.
 */
const POLLING_SECONDS = 2;

export interface JobLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export type JobHandler<N extends JobName> = (job: JobWithMetadata<JobData[N]>) => Promise<void>;

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

export interface DeadJob {
  id: string;
  /** The queue it failed in. */
  queue: string;
  data: unknown;
  /** The last error, as the handler threw it. */
  error: string | null;
  failedAt: Date;
}

export interface JobQueue {
  /**
   * Enqueues in the caller's transaction: rolled back, nothing is sent. `id` makes the enqueue idempotent (a second
   * send with the same id is dropped) and names the job in the log and on the staff desk.
   */
  send<N extends JobName>(executor: Executor, name: N, data: JobData[N], options?: { id?: string; startAfter?: Date }): Promise<void>;
  work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void>;
  /** True once started and until stopped: what `/readyz` asks. */
  running(): boolean;
  counts(): Promise<JobCount[]>;
  deadJobs(limit: number): Promise<DeadJob[]>;
  /** One dead job by its id; null when it is not (or no longer) dead. */
  deadJob(id: string): Promise<DeadJob | null>;
  /** Sends a dead job back to its queue for a fresh set of tries; false when it is no longer dead. */
  redrive(id: string): Promise<boolean>;
  stop(): Promise<void>;
}

/** Tests shorten the retries of the sending queues to see a job die in seconds rather than an hour. */
export interface JobRetries {
  limit: number;
  delaySeconds: number;
}

export async function openJobQueue(database: Database, log: JobLog, retries?: JobRetries): Promise<JobQueue> {
  const connection = database.jobsConnection;
  const boss =
    'pglite' in connection
      ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schema: JOBS_SCHEMA, useListenNotify: true })
      : new PgBoss({ connectionString: connection.url, max: JOB_CONNECTIONS, schema: JOBS_SCHEMA, useListenNotify: true, application_name: 'mechwar jobs' });
  // Unheard, an 'error' event would end the process: a lost connection is logged and pg-boss tries again.
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const [name, options] of Object.entries(queueOptions).sort(([a], [b]) => Number(b === DEAD_LETTERS) - Number(a === DEAD_LETTERS))) {
    // The dead-letter queue first: the others name it. createQueue keeps an existing queue as it is; updateQueue
    // brings its options to what this version declares.
    // pg-boss refuses a maximum delay without backoff: the shortened retries drop it.
    const { retryDelayMax: _, ...fixedDelay } = options;
    const declared =
      retries && options.deadLetter ? { ...fixedDelay, retryLimit: retries.limit, retryDelay: retries.delaySeconds, retryBackoff: false } : options;
    await boss.createQueue(name, declared);
    await boss.updateQueue(name, declared);
  }
  for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: 'Africa/Tunis' });
  let running = true;

  return {
    async send(executor, name, data, options = {}) {
      await boss.send(name, data, { id: options.id, startAfter: options.startAfter, db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql) });
    },
    async work(name, concurrency, handler) {
      const options = {
        batchSize: 1,
        localConcurrency: concurrency,
        includeMetadata: true,
        pollingIntervalSeconds: POLLING_SECONDS,
        // NOTIFY wakes a worker for a new job, not for a retry coming due: looking each second keeps retries on time.
        notifyPollingIntervalSeconds: POLLING_SECONDS,
      } as const;
      await boss.work<JobData[typeof name], void, typeof options>(name, options, async ([job]) => {
        if (job) await handler(job);
      });
    },
    running: () => running,
    async counts() {
      const queues = await boss.getQueues();
      return queues.flatMap((queue) => [
        { queue: queue.name, state: 'queued', count: queue.queuedCount },
        { queue: queue.name, state: 'active', count: queue.activeCount },
        { queue: queue.name, state: 'deferred', count: queue.deferredCount },
        { queue: queue.name, state: 'failed', count: queue.failedCount },
      ]);
    },
    async deadJobs(limit) {
      const jobs = await boss.findJobs<unknown>(DEAD_LETTERS, { queued: true, limit });
      return jobs.map(deadJobOf).sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
    },
    async deadJob(id) {
      const [job] = await boss.findJobs<unknown>(DEAD_LETTERS, { id, queued: true, limit: 1 });
      return job ? deadJobOf(job) : null;
    },
    async redrive(id) {
      return (await boss.redrive(DEAD_LETTERS, { ids: [id] })) > 0;
    },
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

function deadJobOf(job: JobWithMetadata<unknown>): DeadJob {
  return { id: job.id, queue: job.sourceName ?? DEAD_LETTERS, data: job.data, error: errorOf(job.output), failedAt: job.createdOn };
}

/** What a failed job's output says: pg-boss stores the thrown error as `{ message, stack }`. */
function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return null;
}
