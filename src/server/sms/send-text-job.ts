// The job that hands one text to a provider: once per enqueue, retried with backoff, falling back to a second provider.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { texts, type TextStatus } from '../db/schema';
import type { JobHandler, JobLog } from '../jobs/job-queue';
import { maskedPhone } from './phone-numbers';
import { SmsSendError, type SmsProvider } from './provider';
import type { Texting } from './texting';

/*
 * A text's states (the `texts` row), each change committed before the next step:
 *
 *   queued ──claim──▶ sending ──provider took it──▶ sent ──receipt──▶ delivered
 *     ▲                  │                                    └──receipt──▶ failed
 *     └──5xx, 429────────┤  (retried with backoff; the last try falls back to SMS_FALLBACK)
 *                        └──refused for good, or outcome unknown──▶ failed
 *
 * A job runs at least once (a process that dies holding it has it tried again), so "sending" found at the start of a
 * try means an earlier try was cut after its request may have left. Providers that deduplicate by our id (Orange's
 * clientCorrelator) get the same request again, which cannot double the text; others are not asked again: the text
 * is marked failed ("outcome unknown") rather than risk a second code on the phone. A new code is one tap away.
 */

export interface TextJobServices {
  db: Db;
  texting: Texting;
  log: JobLog;
  /** Counts each text by provider and status (the metrics). */
  counted?: (provider: string, status: TextStatus) => void;
}

const DONE: TextStatus[] = ['sent', 'delivered', 'failed'];

export function sendTextJob(services: TextJobServices): JobHandler<'sms'> {
  const { db, texting, log } = services;
  const mark = async (id: string, from: TextStatus[], values: Partial<typeof texts.$inferInsert>) =>
    db
      .update(texts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(texts.id, id), inArray(texts.status, from)));

  return async (job) => {
    const [text] = await db.select().from(texts).where(eq(texts.id, job.data.textId));
    if (!text || DONE.includes(text.status) || text.body === null) return;
    const about = { textId: text.id, phone: maskedPhone(text.phone), purpose: text.purpose, requestId: job.data.requestId, attempt: job.retryCount + 1 };
    const onFallback = texting.fallback !== null && text.provider === texting.fallback.name;
    let provider = onFallback ? texting.fallback! : texting.primary;

    if (text.status === 'sending' && !provider.dedupesById) {
      await failed(text.id, provider, 'interrupted before the provider answered: not sent again, so a code is never doubled');
      return;
    }
    for (;;) {
      await mark(text.id, ['queued', 'sending'], { status: 'sending', provider: provider.name, attempts: text.attempts + 1 });
      try {
        const sent = await provider.send({ id: text.id, to: text.phone, body: text.body, purpose: text.purpose });
        // Handed over: the body (and any code in it) is not kept.
        await mark(text.id, ['sending'], { status: 'sent', providerId: sent.providerId, body: null, reason: null });
        services.counted?.(provider.name, 'sent');
        log.info({ ...about, provider: provider.name, providerId: sent.providerId }, 'text sent');
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof SmsSendError && error.permanent;
        const lastTry = job.retryCount >= job.retryLimit;
        log.warn({ ...about, provider: provider.name, status: error instanceof SmsSendError ? error.status : undefined, reason, permanent }, 'text not sent');
        if ((permanent || lastTry) && texting.fallback && provider !== texting.fallback) {
          // The first provider gave up on it: the second tries at once, and any retries stay with it.
          provider = texting.fallback;
          continue;
        }
        if (permanent) return failed(text.id, provider, reason);
        // No answer (a timeout, a cut connection): the text may have left. Asked again only where that cannot double it.
        const unknown = !(error instanceof SmsSendError && error.status !== undefined);
        if (unknown && !provider.dedupesById) return failed(text.id, provider, `outcome unknown (${reason}): not sent again`);
        if (lastTry) await failed(text.id, provider, reason);
        else await mark(text.id, ['sending'], { status: 'queued', reason });
        // Thrown: pg-boss tries the job again after its backoff, or moves it to the dead letters after the last try.
        throw error;
      }
    }
  };

  async function failed(id: string, provider: SmsProvider, reason: string): Promise<void> {
    // The body stays (the hourly prune clears it after a day): staff may send a failed text again ("Relancer").
    await mark(id, ['queued', 'sending'], { status: 'failed', provider: provider.name, reason: reason.slice(0, 500) });
    services.counted?.(provider.name, 'failed');
  }
}
