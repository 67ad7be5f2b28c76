// The outbox queue: FIFO order, the head's backoff, one user's entries only, and the retry/held/interrupted moves.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from './database';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  enqueue,
  markHeld,
  markRetry,
  markSending,
  nextAttemptAt,
  nextDue,
  recoverInterrupted,
  type NewOutboxEntry,
} from './outbox';
import { outboxLabel } from './outbox-label';

const entry = (id: string, overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  id,
  kind: 'updateProfile',
  label: outboxLabel('Modification du profil'),
  method: 'POST',
  path: '/api/profile',
  body: { type: 'json', data: { id } },
  userId: 7,
  // One row for all: FIFO among them (entries of different rows are ordered in independent-changes-go-on.test.ts).
  alsoActsOn: ['me:7'],
  ...overrides,
});

const NOW = 1_000_000;
const offline = { status: 0, message: 'Pas de connexion au serveur.' };
let db: MechwarDatabase;

function fresh() {
  db = openDatabase(`outbox-${crypto.randomUUID()}`);
  return db;
}
afterEach(async () => {
  await db?.delete();
});

describe('enqueue', () => {
  it('adds pending entries at the end of the queue, in order', async () => {
    fresh();
    const first = await enqueue(db, entry('a'), NOW);
    const second = await enqueue(db, entry('b'), NOW + 1);
    expect(first).toMatchObject({ seq: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null, createdAt: NOW });
    expect(second.seq).toBe(2);
    await db.outbox.delete('a');
    expect((await enqueue(db, entry('c'))).seq).toBe(3);
  });
});

describe('nextDue', () => {
  it('gives the oldest pending entry first', async () => {
    fresh();
    await enqueue(db, entry('a'));
    await enqueue(db, entry('b'));
    expect((await nextDue(db, NOW, 7))?.id).toBe('a');
    await db.outbox.delete('a');
    expect((await nextDue(db, NOW, 7))?.id).toBe('b');
  });

  it('lets nothing overtake a head that waits out its backoff', async () => {
    fresh();
    await enqueue(db, entry('a'));
    await enqueue(db, entry('b'));
    await db.outbox.update('a', { nextAttemptAt: NOW + 5000 });
    expect(await nextDue(db, NOW, 7)).toBeNull();
    expect(await nextAttemptAt(db)).toBe(NOW + 5000);
    expect((await nextDue(db, NOW + 5000, 7))?.id).toBe('a');
  });

  it('skips entries that are not pending, and keeps those queued on their rows behind them', async () => {
    fresh();
    await enqueue(db, entry('a', { alsoActsOn: ['trips:1'] }));
    await enqueue(db, entry('b', { alsoActsOn: ['trips:2'] }));
    await enqueue(db, entry('after-a', { alsoActsOn: ['trips:1'] }));
    await enqueue(db, entry('c', { alsoActsOn: ['trips:3'] }));
    await markHeld(db, (await db.outbox.get('a'))!, { status: 401, message: 'Unauthenticated.' });
    await markSending(db, 'b');
    expect((await nextDue(db, NOW, 7))?.id).toBe('c');
    expect(await nextAttemptAt(db, 7)).toBe(0);
    await db.outbox.delete('c');
    // Behind a held entry: waits for the user, not for a timer.
    expect(await nextDue(db, NOW, 7)).toBeNull();
    expect(await nextAttemptAt(db, 7)).toBeNull();
  });

  it('asks for no timer when a chain of entries waits behind a held one', async () => {
    fresh();
    await enqueue(db, entry('held', { alsoActsOn: ['trips:1'] }));
    await enqueue(db, entry('second', { alsoActsOn: ['trips:1', 'trips:2'] }));
    await enqueue(db, entry('third', { alsoActsOn: ['trips:2'] }));
    await markHeld(db, (await db.outbox.get('held'))!, { status: 401, message: 'Unauthenticated.' });
    expect(await nextDue(db, NOW, 7)).toBeNull();
    expect(await nextAttemptAt(db, 7)).toBeNull();
  });

  it('never hands one user’s change to another account', async () => {
    fresh();
    await enqueue(db, entry('theirs', { userId: 8 }));
    await enqueue(db, entry('mine'));
    expect((await nextDue(db, NOW, 7))?.id).toBe('mine');
    expect((await nextDue(db, NOW, 8))?.id).toBe('theirs');
    expect(await nextDue(db, NOW, 9)).toBeNull();
  });

  it('is null on an empty queue', async () => {
    fresh();
    expect(await nextDue(db, NOW, 7)).toBeNull();
    expect(await nextAttemptAt(db)).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s with half of it random', () => {
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(1, () => 0.999_999)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(2, () => 0)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(0, () => 0)).toBe(BACKOFF_BASE_MS / 2);
  });

  it('never waits more than 5 minutes, nor less than half the ceiling', () => {
    for (const attempts of [10, 20, 100]) {
      expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_MAX_MS / 2);
      expect(backoffDelay(attempts, () => 0.999_999)).toBe(BACKOFF_MAX_MS);
    }
  });

  it('spreads clients that failed together', () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(5)));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(16_000);
      expect(delay).toBeLessThanOrEqual(32_000);
    }
  });
});

describe('markRetry', () => {
  it('puts the entry back to pending after a backoff, counting the attempt and keeping the error', async () => {
    fresh();
    const queued = await enqueue(db, entry('a'));
    await markSending(db, 'a');
    const delay = await markRetry(db, queued, offline, NOW);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(2000);
    expect(await db.outbox.get('a')).toMatchObject({ state: 'pending', attempts: 1, lastError: offline, nextAttemptAt: NOW + delay });
  });

  it('waits at least the server’s Retry-After', async () => {
    fresh();
    const queued = await enqueue(db, entry('a'));
    const delay = await markRetry(db, queued, { status: 429, message: 'Too many attempts.' }, NOW, 90_000);
    expect(delay).toBe(90_000);
    expect((await db.outbox.get('a'))?.nextAttemptAt).toBe(NOW + 90_000);
  });
});

describe('markHeld', () => {
  it('keeps the entry out of the drain until the user acts', async () => {
    fresh();
    const queued = await enqueue(db, entry('a'));
    const error = { status: 403, message: 'Your account is not verified.', code: 'account_not_verified' };
    await markHeld(db, queued, error);
    expect(await db.outbox.get('a')).toMatchObject({ state: 'held', attempts: 1, lastError: error });
    expect(await nextDue(db, NOW, 7)).toBeNull();
  });
});

describe('recoverInterrupted', () => {
  it('puts entries left "sending" by a closed tab back in the queue, leaving the others alone', async () => {
    fresh();
    await enqueue(db, entry('a'));
    await enqueue(db, entry('b'));
    await markSending(db, 'a');
    await markHeld(db, (await db.outbox.get('b'))!, { status: 401, message: 'Unauthenticated.' });
    await recoverInterrupted(db);
    expect((await db.outbox.get('a'))?.state).toBe('pending');
    expect((await db.outbox.get('b'))?.state).toBe('held');
    expect((await nextDue(db, NOW, 7))?.id).toBe('a');
  });
});

describe('nextAttemptAt', () => {
  it('looks only at the given user’s queue', async () => {
    fresh();
    await enqueue(db, entry('theirs', { userId: 8 }));
    await enqueue(db, entry('mine'));
    await db.outbox.update('mine', { nextAttemptAt: NOW + 10 });
    expect(await nextAttemptAt(db, 7)).toBe(NOW + 10);
    expect(await nextAttemptAt(db, 8)).toBe(0);
    expect(await nextAttemptAt(db, 9)).toBeNull();
  });
});
