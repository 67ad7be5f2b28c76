// Jobs every process schedules but the cluster must run once per period (the hourly prune): an advisory lock lets one
// process in at a time, and the job's `job_runs` row tells the processes that come after that it already ran.
import { lte, sql } from 'drizzle-orm';
import type { Database, Tx } from './db/client';
import { jobRuns } from './db/schema';

/**
 * Runs `job` in a transaction unless another process is running it right now (the transaction-level advisory lock is
 * not free: skipped at once, nobody waits) or ran it less than `periodMs` before `now`. True when it ran here.
 */
export async function runOncePerPeriod(database: Database, name: string, periodMs: number, now: Date, job: (tx: Tx) => Promise<void>): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`mechwar job ${name}`})) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return false;
    const claimed = await tx
      .insert(jobRuns)
      .values({ name, lastRunAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now }, setWhere: lte(jobRuns.lastRunAt, new Date(now.getTime() - periodMs)) })
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) return false;
    await job(tx);
    return true;
  });
}
