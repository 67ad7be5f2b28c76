// A text is written down and its job enqueued in the transaction of the write that causes it: rolled back, nothing leaves.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { texts, type TextPurpose } from '../db/schema';
import { HttpError } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import { gsmFriendly } from './gsm-friendly';
import { e164, inAllowedCountry } from './phone-numbers';
import { smsSegments } from './segments';
import { spendFromBudget } from './text-budget';
import type { Texting } from './texting';

export interface TextToQueue {
  /** The account's eight digits, or E.164. */
  phone: string;
  purpose: TextPurpose;
  body: string;
  /** The request that causes it: its id goes with the job into the log. */
  requestId?: string;
}

export interface QueueTextOptions {
  /**
   * Over the daily budget: refuse the request (429, a code asked for), keep the write and record the text as not
   * sent, or send it all the same (a call for help).
   */
  overBudget: 'refuse' | 'record' | 'send';
}

export type TextServices = { texting: Texting; jobs: JobQueue };

/** Writes the text's row and enqueues its job; returns the text's id (also its job's id). */
export async function queueText(executor: Executor, services: TextServices, text: TextToQueue, now: Date, options: QueueTextOptions): Promise<string> {
  const id = randomUUID();
  const body = gsmFriendly(text.body);
  const { encoding, segments } = smsSegments(body);
  const row = {
    id,
    phone: e164(text.phone),
    purpose: text.purpose,
    body,
    encoding,
    segments,
    requestId: text.requestId,
    createdAt: now,
    updatedAt: now,
  };
  if (!inAllowedCountry(text.phone, services.texting.countries)) {
    // Texts to far countries are what SMS pumping buys: never sent unless SMS_COUNTRIES names the country.
    await executor.insert(texts).values({ ...row, body: null, status: 'failed', reason: 'country not allowed (SMS_COUNTRIES)' });
    return id;
  }
  try {
    await spendFromBudget(executor, services.texting.dailyLimit, now);
  } catch (error) {
    if (options.overBudget === 'refuse' || !(error instanceof HttpError && error.status === 429)) throw error;
    if (options.overBudget === 'record') {
      await executor.insert(texts).values({ ...row, body: null, status: 'failed', reason: 'daily budget reached (SMS_DAILY_LIMIT)' });
      return id;
    }
  }
  await executor.insert(texts).values({ ...row, status: 'queued' });
  await services.jobs.send(executor, 'sms', { textId: id, requestId: text.requestId }, { id });
  return id;
}
