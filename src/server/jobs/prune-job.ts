// The hourly clean-up, a scheduled job (pg-boss runs it once across processes): old counters, answers, positions,
// live events, and the bodies of texts handed over long ago.
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { texts } from '../db/schema';
import { pruneRateLimits } from '../auth/rate-limit';
import { pruneIdempotencyKeys } from '../idempotency';
import { prunePositions } from '../tracking/prune';
import { pruneLiveEvents } from '../realtime/fanout';
import type { JobHandler, JobLog } from './job-queue';

const HOUR = 60 * 60_000;

export function pruneJob(db: Db, now: () => Date, log: JobLog): JobHandler<'prune'> {
  return async () => {
    const at = now();
    await db.transaction(async (tx) => {
      await pruneRateLimits(tx, at);
      await pruneIdempotencyKeys({ db: tx }, new Date(at.getTime() - 7 * 24 * HOUR));
      // A trip's points go a week after its sharing ended (DESIGN.md §8).
      await prunePositions(tx, at);
      await pruneLiveEvents(tx, at);
      // A failed text keeps its body a day, for staff to send it again; then it goes, codes with it.
      await tx
        .update(texts)
        .set({ body: null })
        .where(and(isNotNull(texts.body), lt(texts.createdAt, new Date(at.getTime() - 24 * HOUR))));
    });
    log.info({}, 'pruned old rate-limit windows, idempotency answers, positions, live events and text bodies');
  };
}
