// `GET /healthz` (the process runs) and `GET /readyz` (it can serve: database, migrations, job queue), for systemd,
// nginx, a load balancer or a watching operator. Neither needs a session, and neither is limited or cached.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { appliedMigrationsCheck } from './migrations-check';

export interface HealthRouteOptions {
  database: Database;
  /** Whether the job queue runs; absent, there is no queue to wait for. */
  queueReady?: () => boolean | Promise<boolean>;
}

/** A check slower than this counts as failed: a probe waiting longer than its prober is no answer either. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

type CheckName = 'database' | 'migrations' | 'queue';
type CheckResult = 'ok' | 'failed';

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Probes poll every few seconds: compressing ten bytes would cost more than it saves, and no proxy may keep an answer.
const probeAnswer = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions) {
  const migrationsApplied = appliedMigrationsCheck(options.database.db);
  const checks: Record<CheckName, () => Promise<boolean>> = {
    database: async () => {
      await options.database.db.execute('select 1');
      return true;
    },
    migrations: migrationsApplied,
    queue: async () => (options.queueReady ? await options.queueReady() : true),
  };

  async function run(name: CheckName): Promise<CheckResult> {
    try {
      if (await withinTimeout(checks[name]())) return 'ok';
      app.log.warn({ check: name }, 'not ready');
    } catch (error) {
      app.log.warn({ check: name, err: error }, 'not ready');
    }
    return 'failed';
  }

  app.get('/healthz', { compress: false }, async (_request, reply) => probeAnswer(reply).send({ status: 'ok' }));

  app.get('/readyz', { compress: false }, async (_request, reply) => {
    const names = Object.keys(checks) as CheckName[];
    const results = await Promise.all(names.map(run));
    const answered = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<CheckName, CheckResult>;
    const failing = names.filter((name) => answered[name] !== 'ok');
    if (failing.length === 0) return probeAnswer(reply).send({ status: 'ready', checks: answered });
    return probeAnswer(reply).code(503).send({ status: 'not_ready', failing, checks: answered });
  });
}
