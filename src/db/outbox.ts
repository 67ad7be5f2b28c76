// The outbox queue: enqueue inside a command's transaction, pick the next entry, and move entries between states.
//
//            enqueue
//               │
//               ▼        drainer takes it          2xx: apply answer + delete entry
//   ┌──────► pending ───────────────────► sending ───────────────────────────────► (gone)
//   │           ▲                            │
//   │           │ network error, 5xx, 429    │ 401 after one refresh / 403 account_not_verified
//   │           └──── (backoff + jitter) ────┤──────────────────────────────────► held
//   │                                        │ 5th server error in a row
//   │                                        ├──────────────────────────────────► stuck
//   │                                        │ any other 4xx: roll back optimistic row
//   │                                        └──────────────────────────────────► failed
//   └──────────── retry (user, or session/OTP restored) ◄──── held, stuck, failed ──── discard ──► (gone)
//
// Order is kept only between entries on one row (their `rows` keys), and behind the create of a row named by a
// temporary id; independent entries overtake one that waits.
import type { MechwarDatabase } from './database';
import { LIVE_STATES, type OutboxEntry, type OutboxError, type RowTouch } from './outbox-entry';
import { rowKey, rowKeyId } from './row-marks';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Exponential backoff with "equal jitter": half fixed, half random, so clients that failed together spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'createdAt' | 'rows' | 'touches'> & {
  touches?: RowTouch[];
  /** Rows the entry acts on without changing them here (the trip a conversation is about). */
  alsoActsOn?: string[];
};

/** After this many server errors in a row an entry is stuck: it waits for the user instead of being retried alone. */
export const STUCK_AFTER_SERVER_ERRORS = 5;

/** Adds an entry at the end of the queue. Call it inside the command's transaction (which must include `outbox`). */
export async function enqueue(db: MechwarDatabase, entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const last = await db.outbox.orderBy('seq').last();
  const { alsoActsOn = [], touches = [], ...rest } = entry;
  const row: OutboxEntry = {
    ...rest,
    touches,
    rows: [...new Set([...touches.map((touch) => rowKey(touch.table, touch.id)), ...alsoActsOn])],
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

/** Why an entry may not be sent yet although it is pending: the earlier entry it waits for. */
export interface QueuePlace {
  entry: OutboxEntry;
  /** An earlier live entry on one of its rows, or the create of a row it names by temporary id. */
  waitsFor: OutboxEntry | null;
  /** It names a row created here whose create is no longer queued (refused, then discarded). */
  orphaned: boolean;
  /** The first entry of the chain it waits in (itself when it waits for none). */
  root: OutboxEntry;
  /** Some entry of that chain waits for the user (held, stuck, refused) or can never go: no timer helps. */
  waitsForUser: boolean;
}

/**
 * The queue of one user, in order, with what each entry waits for (DESIGN.md §4): order is kept only between
 * entries that share a row, and an entry naming a temporary id waits for that row's create. Independent entries go.
 */
export function queuePlaces(entries: OutboxEntry[]): QueuePlace[] {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  const lastOnRow = new Map<string, OutboxEntry>();
  const creates = new Map<string, OutboxEntry>();
  for (const entry of sorted) for (const touch of entry.touches) if (touch.before === null) creates.set(rowKey(touch.table, touch.id), entry);
  const placed = new Map<string, QueuePlace>();
  return sorted.map((entry) => {
    let waitsFor: OutboxEntry | null = null;
    let orphaned = false;
    for (const key of entry.rows) {
      const earlier = lastOnRow.get(key);
      if (earlier && !waitsFor) waitsFor = earlier;
      if (rowKeyId(key) < 0) {
        const create = creates.get(key);
        if (!create) orphaned = true;
        else if (create !== entry && !waitsFor) waitsFor = create;
      }
    }
    if (LIVE_STATES.has(entry.state)) for (const key of entry.rows) lastOnRow.set(key, entry);
    const ahead = waitsFor ? placed.get(waitsFor.id) : undefined;
    const place: QueuePlace = {
      entry,
      waitsFor,
      orphaned,
      root: ahead ? ahead.root : entry,
      waitsForUser: orphaned || (waitsFor !== null && (waitsFor.state !== 'pending' || (ahead?.waitsForUser ?? false))),
    };
    placed.set(entry.id, place);
    return place;
  });
}

async function placesOf(db: MechwarDatabase, userId: number) {
  return queuePlaces(await db.outbox.where('userId').equals(userId).toArray());
}

/** The entry to send next: the oldest pending one that is due and waits for no earlier entry. */
export async function nextDue(db: MechwarDatabase, now: number, userId: number): Promise<OutboxEntry | null> {
  const place = (await placesOf(db, userId)).find(
    ({ entry, waitsFor, orphaned }) => entry.state === 'pending' && !waitsFor && !orphaned && entry.nextAttemptAt <= now,
  );
  return place?.entry ?? null;
}

/**
 * When a pending entry of `userId` (every user when omitted) may next be tried (epoch ms), or null when none will
 * become due by waiting: entries behind a held, stuck or refused one wait for the user, not for a timer.
 */
export async function nextAttemptAt(db: MechwarDatabase, userId?: number): Promise<number | null> {
  const users = userId === undefined ? [...new Set(await db.outbox.orderBy('userId').uniqueKeys())] : [userId];
  let earliest: number | null = null;
  for (const user of users) {
    const places = await placesOf(db, user as number);
    for (const { entry, root, waitsForUser } of places) {
      // Behind pending entries only: due when the first of them is; behind anything else: waits for the user.
      if (entry.state !== 'pending' || waitsForUser) continue;
      const at = root.nextAttemptAt;
      earliest = earliest === null ? at : Math.min(earliest, at);
    }
  }
  return earliest;
}

/**
 * Claims a pending entry for sending and returns it as it is now (a pending batch of positions may have grown since
 * it was picked). Returns null when it is no longer pending (discarded, or taken by another drainer) — then it must
 * not be sent.
 */
export async function markSending(db: MechwarDatabase, id: string): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry?.state !== 'pending') return null;
    await db.outbox.update(id, { state: 'sending' });
    return { ...entry, state: 'sending' };
  });
}

/**
 * A retryable failure: back to pending after a delay (the server's Retry-After when it gave one); stuck after a few
 * server errors in a row. A network error does not count: being offline is not the server's fault.
 */
export async function markRetry(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError, now = Date.now(), retryAfterMs?: number): Promise<number> {
  const attempts = entry.attempts + 1;
  const serverError = error.status >= 500 || error.status === 408;
  // No answer or "slow down" says nothing about this change: the count of server errors in a row stays.
  const serverErrors = serverError ? (entry.serverErrors ?? 0) + 1 : error.status === 0 || error.status === 429 ? (entry.serverErrors ?? 0) : 0;
  const delay = Math.max(retryAfterMs ?? 0, backoffDelay(attempts));
  const state = serverErrors >= STUCK_AFTER_SERVER_ERRORS ? 'stuck' : 'pending';
  await db.outbox.update(entry.id, { state, attempts, serverErrors, lastError: error, nextAttemptAt: now + delay });
  return delay;
}

/** Waits for the user (session expired, or OTP verification needed); nothing is rolled back. */
export async function markHeld(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.outbox.update(entry.id, { state: 'held', attempts: entry.attempts + 1, lastError: error });
}

/**
 * The network came back: changes that waited only for it (their last try got no answer) are due now, not when their
 * backoff ends — a driver out of a dead zone sends the points kept there at once.
 */
export async function dueOnReconnect(db: MechwarDatabase): Promise<void> {
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.lastError?.status === 0 && entry.kind !== 'sendPositions')
    .modify({ nextAttemptAt: 0 });
  // The points kept in the dead zone leave now, in one batch, rather than at the batch's next half-minute.
  const soon = Date.now() + 1_000;
  await db.outbox
    .where('state')
    .equals('pending')
    .filter((entry) => entry.kind === 'sendPositions' && entry.nextAttemptAt > soon)
    .modify({ nextAttemptAt: soon });
}

/** Entries stuck in "sending" after a crash or a closed tab go back to pending (called under the drain lock). */
export async function recoverInterrupted(db: MechwarDatabase): Promise<void> {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
}

/** The signed-in user's entries not yet accepted by the server, in queue order; none when signed out. */
export async function unsentEntries(db: MechwarDatabase): Promise<OutboxEntry[]> {
  const session = await db.session.get('current');
  if (!session) return [];
  return db.outbox.where('userId').equals(session.user.id).sortBy('seq');
}

/** The signed-in user's unsent changes, in queue order, each with what it waits for; another account's stay hidden. */
export async function unsentChanges(db: MechwarDatabase): Promise<QueuePlace[]> {
  return queuePlaces(await unsentEntries(db));
}
