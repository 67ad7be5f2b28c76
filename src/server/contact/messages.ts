// Checks a contact form submission (fields, captcha, sending limits) and stores it for the staff desk.
import { CAPTCHA_REFUSED, type ContactMessageInput } from '../../contract/contact';
import { endpoints } from '../../contract/api';
import { fieldErrors } from '../../contract/errors';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { hitRateLimit, type RateLimit } from '../auth/rate-limit';
import { validationFailed } from '../errors';
import { checkCaptcha } from './captcha';

/**
 * Validates every field with the contract and checks the captcha in the same pass, so one 422 lists every problem.
 * A typed captcha is consumed whatever else is wrong: each image answers one submission, never a series of guesses.
 */
export async function readSubmission(db: Db, body: unknown, visitor: string | null, now: Date): Promise<ContactMessageInput> {
  const parsed = endpoints.contact.request.safeParse(body ?? {});
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const typed = (body as { captcha?: unknown } | null)?.captcha;
  if (!errors.captcha && typeof typed === 'string' && !(await checkCaptcha(db, visitor, typed, now))) {
    errors.captcha = [CAPTCHA_REFUSED];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return parsed.data;
}

/** Counts one message against both the sender's email and their client address; 429 past either limit. */
export async function countMessage(db: Db, email: string, address: string, limit: RateLimit, now: Date): Promise<void> {
  await hitRateLimit(db, `contact:email:${email.toLowerCase()}`, limit, now);
  await hitRateLimit(db, `contact:address:${address}`, limit, now);
}

export async function storeMessage(db: Db, message: ContactMessageInput, userId: number | null, now: Date): Promise<void> {
  await db.insert(contactMessages).values({
    fullName: message.full_name,
    email: message.email,
    topic: message.topic,
    subject: message.subject,
    message: message.message,
    userId,
    createdAt: now,
  });
}
