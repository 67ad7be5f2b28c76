// Starts this process's workers: which handler works which queue, and how many jobs of it at once (each one more
// poller of the queue: a few, since every process works every queue).
import type { ServerContext } from '../context';
import { sendTextJob } from '../sms/send-text-job';
import type { JobLog } from './job-queue';
import { pruneJob } from './prune-job';
import { pushJob } from '../push/push-job';

export async function startWorkers(context: ServerContext, log: JobLog, counted?: Parameters<typeof sendTextJob>[0]['counted']): Promise<void> {
  await context.jobs.work('sms', 1, sendTextJob({ db: context.db, texting: context.texting, log, counted }));
  await context.jobs.work('push', 2, pushJob(context.db, context.webPush, log));
  await context.jobs.work('prune', 1, pruneJob(context.db, context.now, log));
}
