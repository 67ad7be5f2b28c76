// Web Push as jobs: one a subscription, enqueued with the notification in its write's transaction, retried on 5xx/429.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notifications, pushSubscriptions } from '../db/schema';
import { accountLocale } from '../i18n/account-locale';
import type { JobHandler, JobLog, JobQueue } from '../jobs/job-queue';
import { notificationJson } from '../notifications/notification-json';
import type { PushSender } from './push-sender';

/** Enqueues a push for every browser of each notification's person: the write's transaction commits them with it. */
export async function queuePushes(tx: Tx, jobs: JobQueue, notificationIds: number[], requestId?: string): Promise<void> {
  if (notificationIds.length === 0) return;
  const targets = await tx
    .select({ notificationId: notifications.id, subscriptionId: pushSubscriptions.id })
    .from(notifications)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, notifications.userId))
    .where(inArray(notifications.id, notificationIds));
  for (const target of targets) await jobs.send(tx, 'push', { ...target, requestId });
}

/** Pushes one notification to one browser, worded in its person's language; a busy push service is tried again later. */
export function pushJob(db: Db, webPush: PushSender, log: JobLog): JobHandler<'push'> {
  return async (job) => {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, job.data.notificationId));
    if (!row) return;
    const json = notificationJson(row, await accountLocale(db, row.userId));
    const payload = { id: json.id, title: json.title, message: json.message, image_url: json.image_url, web_url: json.web_url };
    const outcome = await webPush.sendToSubscription(job.data.subscriptionId, payload);
    if (outcome === 'retry') {
      log.warn(
        { notificationId: row.id, subscriptionId: job.data.subscriptionId, requestId: job.data.requestId, attempt: job.retryCount + 1 },
        'push to try again',
      );
      // Thrown: pg-boss tries again after its backoff (the push service's 5xx or 429 usually passes).
      throw new Error('the push service did not take the push');
    }
  };
}
