// The outbox queue: enqueue inside a command's transaction, pick the next entry, and move entries between states.
//
//            enqueue
//               │
//               ▼        drainer takes it          2xx: apply answer + delete entry
//   ┌──────► pending ───────────────────► sending ───────────────────────────────► (gone)
//   │           ▲                            │
//   │           │ network error, 5xx, 429    │ 401 after one refresh / 403 account_not_verified
//   │           └──── (backoff + jitter) ────┤──────────────────────────────────► held
//   │                                        │ any other 4xx: roll back optimistic row
//   │                                        └──────────────────────────────────► failed
//   └──────────── retry (user, or session/OTP restored) ◄──── held, failed ──── discard ──► (gone)
import type { MechwarDatabase } from './database';
import type { OutboxEntry, OutboxError } from './outbox-entry';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Exponential backoff with "equal jitter": half fixed, half random, so clients that failed together spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'createdAt'>;

/** Adds an entry at the end of the queue. Call it inside the command's transaction (which must include `outbox`). */
export async function enqueue(db: MechwarDatabase, entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const last = await db.outbox.orderBy('seq').last();
  const row: OutboxEntry = {
    ...entry,
    seq: (last?.seq ?? 0) + 1,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    createdAt: now,
  };
  await db.outbox.add(row);
  return row;
}

/**
 * The entry to send next, in FIFO order: the oldest pending one. Returns null when the head of the queue is
 * still waiting out its backoff, so later entries never overtake an earlier one.
 */
export async function nextDue(db: MechwarDatabase, now: number, userId: number): Promise<OutboxEntry | null> {
  const head = await db.outbox
    .where('[state+seq]')
    .between(['pending', 0], ['pending', Infinity])
    .filter((entry) => entry.userId === userId)
    .first();
  if (!head || head.nextAttemptAt > now) return null;
  return head;
}

/** When the head of the queue (of `userId`, when given) may be tried again (epoch ms), or null when nothing is pending. */
export async function nextAttemptAt(db: MechwarDatabase, userId?: number): Promise<number | null> {
  const head = await db.outbox
    .where('[state+seq]')
    .between(['pending', 0], ['pending', Infinity])
    .filter((entry) => userId === undefined || entry.userId === userId)
    .first();
  return head ? head.nextAttemptAt : null;
}

/**
 * Claims a pending entry for sending. Returns false when it is no longer pending (discarded, or taken by another
 * drainer) — then it must not be sent.
 */
export async function markSending(db: MechwarDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry?.state !== 'pending') return false;
    await db.outbox.update(id, { state: 'sending' });
    return true;
  });
}

/** A retryable failure: back to pending after a delay (the server's Retry-After when it gave one). */
export async function markRetry(
  db: MechwarDatabase,
  entry: OutboxEntry,
  error: OutboxError,
  now = Date.now(),
  retryAfterMs?: number,
): Promise<number> {
  const attempts = entry.attempts + 1;
  const delay = Math.max(retryAfterMs ?? 0, backoffDelay(attempts));
  await db.outbox.update(entry.id, { state: 'pending', attempts, lastError: error, nextAttemptAt: now + delay });
  return delay;
}

/** Waits for the user (session expired, or OTP verification needed); nothing is rolled back. */
export async function markHeld(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.outbox.update(entry.id, { state: 'held', attempts: entry.attempts + 1, lastError: error });
}

/** Entries stuck in "sending" after a crash or a closed tab go back to pending (called under the drain lock). */
export async function recoverInterrupted(db: MechwarDatabase): Promise<void> {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
}

/** Entries the user still has to see: everything not yet accepted by the server. */
export function unsentEntries(db: MechwarDatabase) {
  return db.outbox.orderBy('seq').toArray();
}
