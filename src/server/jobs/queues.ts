// The job queues, declared once: what each carries and how it is retried; everything sent or done later is one of them.
import type { Queue } from 'pg-boss';

/** Where a job goes after its last try: kept for the staff desk, which can send it back ("Relancer"). */
export const DEAD_LETTERS = 'dead-letters';

/** What a job of each queue carries: ids only, the rows they name are read when the job runs. */
export interface JobData {
  /** One text (`texts` row, whose id is the job's id). */
  sms: { textId: string; requestId?: string };
  /** One notification to one of its person's browsers. */
  push: { notificationId: number; subscriptionId: number; requestId?: string };
  /** The hourly clean-up of old counters, answers, positions and events. */
  prune: Record<string, never>;
}

export type JobName = keyof JobData;

type QueueOptions = Omit<Queue, 'name'>;

/**
 * Retries back off from a few seconds to ten minutes: a gateway's 5xx or timeout usually passes within minutes, and
 * a text that arrives an hour late is worse than one that fails and is sent again by staff. Jobs expire (are tried
 * again) when a process dies holding them, after `expireInSeconds`.
 */
export const queueOptions: Record<JobName | typeof DEAD_LETTERS, QueueOptions> = {
  sms: { retryLimit: 6, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60, deadLetter: DEAD_LETTERS, notify: true },
  push: { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 60, deadLetter: DEAD_LETTERS, notify: true },
  prune: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  // Nobody works this queue: its jobs wait for staff, a month at most.
  [DEAD_LETTERS]: { retentionSeconds: 30 * 24 * 3600, deleteAfterSeconds: 30 * 24 * 3600 },
};

/** Cron of the scheduled jobs (pg-boss runs each once across processes). */
export const schedules: { name: JobName; cron: string }[] = [{ name: 'prune', cron: '7 * * * *' }];
