// The staff desk's "Messages envoyés": the last texts (numbers masked), today's budget, the job queues and their dead jobs.
import { z } from 'zod';

export const sentText = z.object({
  id: z.string(),
  /** +216 55 ••• 444 */
  phone: z.string(),
  purpose: z.string(),
  status: z.enum(['queued', 'sending', 'sent', 'delivered', 'failed']),
  segments: z.number().int(),
  encoding: z.string(),
  provider: z.string().nullable(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SentText = z.infer<typeof sentText>;

export const jobQueueDepth = z.object({
  queue: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  deferred: z.number().int(),
  failed: z.number().int(),
});
export type JobQueueDepth = z.infer<typeof jobQueueDepth>;

export const deadJob = z.object({ id: z.string(), queue: z.string(), error: z.string().nullable(), failed_at: z.string() });
export type DeadJob = z.infer<typeof deadJob>;

/** `GET /api/staff/texts`: failures first, then the newest; the budget is null when `SMS_DAILY_LIMIT` is unset. */
export const staffTexts = z.object({
  texts: z.array(sentText),
  provider: z.string(),
  fallback: z.string().nullable(),
  budget: z.object({ limit: z.number().int(), spent_today: z.number().int() }).nullable(),
  /** SMS left on the gateway's account, when it tells (Orange's contracts); null when it does not or did not answer. */
  balance: z.number().nullable(),
  queues: z.array(jobQueueDepth),
  dead_jobs: z.array(deadJob),
});
export type StaffTexts = z.infer<typeof staffTexts>;

export const redriveJobResponse = z.object({ message: z.string() });

export const staffTextMessages = {
  redriven: 'Job relancé',
  notDead: 'This job is no longer waiting to be sent again.',
} as const;
