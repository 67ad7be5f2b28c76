// The staff desk's "Messages envoyés": the last texts with masked numbers, failures first; the queues' depth and dead
// jobs, and "Relancer", which sends a dead job back to its queue (a failed text is queued again with it).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { staffTextMessages, type StaffTexts } from '../../contract/staff-texts';
import type { ServerContext } from '../context';
import { texts } from '../db/schema';
import { notFound } from '../errors';
import { requireAccount } from '../auth/guard';
import { maskedPhone } from '../sms/phone-numbers';
import type { SmsProvider } from '../sms/provider';
import { spentToday } from '../sms/text-budget';
import { staffOnly } from './staff-only';

/** Texts on the desk: enough for a morning's look, not a log. */
const TEXTS_SHOWN = 50;
const DEAD_JOBS_SHOWN = 50;
/** A dead job's id is pg-boss's UUID: anything else is not one, answered 404 before the queue is asked. */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long the desk waits for the gateway's balance: a slow gateway must not hold up the desk. */
const BALANCE_WAIT_MS = 3_000;

async function balanceOf(provider: SmsProvider): Promise<number | null> {
  if (!provider.balance) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), BALANCE_WAIT_MS).unref());
  const read = provider.balance().then(
    (balance) => balance?.units ?? null,
    () => null,
  );
  return Promise.race([read, timeout]);
}

export async function staffTextsRoutes(app: FastifyInstance, context: ServerContext) {
  const staff = { preHandler: [requireAccount(context, { allowUnverified: true }), staffOnly] };

  app.get(endpoints.staffTexts.path, staff, async (): Promise<StaffTexts> => {
    const now = context.now();
    const rows = await context.db
      .select()
      .from(texts)
      .orderBy(sql`(${texts.status} = 'failed') desc`, desc(texts.createdAt))
      .limit(TEXTS_SHOWN);
    const counts = await context.jobs.counts();
    const byQueue = new Map<string, { queue: string; queued: number; active: number; deferred: number; failed: number }>();
    for (const { queue, state, count } of counts) {
      const entry = byQueue.get(queue) ?? { queue, queued: 0, active: 0, deferred: 0, failed: 0 };
      if (state === 'queued' || state === 'active' || state === 'deferred' || state === 'failed') entry[state] = count;
      byQueue.set(queue, entry);
    }
    const { dailyLimit, primary, fallback } = context.texting;
    return {
      texts: rows.map((row) => ({
        id: row.id,
        phone: maskedPhone(row.phone),
        purpose: row.purpose,
        status: row.status,
        segments: row.segments,
        encoding: row.encoding,
        provider: row.provider,
        reason: row.reason,
        attempts: row.attempts,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
      provider: primary.name,
      fallback: fallback?.name ?? null,
      budget: dailyLimit === null ? null : { limit: dailyLimit, spent_today: await spentToday(context.db, now) },
      balance: await balanceOf(primary),
      queues: [...byQueue.values()].filter((queue) => !queue.queue.startsWith('__')),
      dead_jobs: (await context.jobs.deadJobs(DEAD_JOBS_SHOWN)).map((job) => ({
        id: job.id,
        queue: job.queue,
        error: job.error,
        failed_at: job.failedAt.toISOString(),
      })),
    };
  });

  app.post<{ Params: { id: string } }>(routePath(endpoints.redriveJob.path), staff, async (request) => {
    const id = request.params.id;
    if (!JOB_ID.test(id)) throw notFound();
    const dead = await context.jobs.deadJob(id);
    if (!dead) throw notFound(staffTextMessages.notDead);
    const textId = dead.queue === 'sms' && dead.data && typeof dead.data === 'object' && 'textId' in dead.data ? String(dead.data.textId) : null;
    // The text first: its job finds it queued, not failed (a text whose body was already cleared cannot be sent again).
    if (textId) {
      await context.db
        .update(texts)
        .set({ status: 'queued', reason: null, updatedAt: context.now() })
        .where(and(eq(texts.id, textId), eq(texts.status, 'failed'), sql`${texts.body} is not null`));
    }
    if (!(await context.jobs.redrive(id))) throw notFound(staffTextMessages.notDead);
    request.log.info({ jobId: id, queue: dead.queue, textId, by: request.account?.user.id }, 'dead job sent back to its queue');
    return { message: staffTextMessages.redriven };
  });
}
