// What happens to an outbox entry when it ends: applied, refused (its fields put back), retried by the user, or discarded.
import type { MechwarDatabase } from './database';
import { LIVE_STATES, type OutboxEntry, type OutboxError } from './outbox-entry';
import { applyEntry } from './commands/writes';
import { redoTouches, refreshMarks, rowKey, rowKeyId, settleTouches, undoTouches } from './row-marks';
import { rewriteTemporaryId } from './temporary-ids';
import { isFromBeforeV3, releaseRowsOf } from './entries-before-v3';
import { frenchLabel, type OutboxLabel } from './outbox-label';

export { rewriteTemporaryId } from './temporary-ids';

/**
 * The server accepted the change: its answer replaces the optimistic rows and the entry leaves the queue, atomically.
 * A row created here gets its server id first, in the entries queued after it too, so the server's row shows their
 * changes until they are sent.
 */
export async function completeEntry(db: MechwarDatabase, entry: OutboxEntry, response: unknown): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const serverId = (response as { data?: { id?: unknown } } | null)?.data?.id;
    let applied = entry;
    if (entry.tempId !== undefined && typeof serverId === 'number') {
      await rewriteTemporaryId(db, entry.tempId, serverId);
      applied = (await db.outbox.get(entry.id)) ?? entry;
    }
    await db.outbox.delete(entry.id);
    await applyEntry(db, { ...applied, tempId: entry.tempId }, response);
    for (const touch of applied.touches) await refreshMarks(db, touch.table, touch.id);
    if (isFromBeforeV3(applied)) await releaseRowsOf(db, applied);
  });
}

/** The last answers the device could not read, kind and time: a server out of step with the contract shows here. */
export const UNREADABLE_ANSWERS_KEY = 'outbox:unreadable-answers';
const UNREADABLE_ANSWERS_KEPT = 20;

/** Accepted by the server, answer unreadable: the entry leaves the queue and local marks go (next pull shows it). */
export async function settleUnreadable(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await db.outbox.delete(entry.id);
    await settleTouches(db, entry);
    if (isFromBeforeV3(entry)) await releaseRowsOf(db, entry);
    const kept = ((await db.meta.get(UNREADABLE_ANSWERS_KEY))?.value ?? []) as { kind: string; at: number }[];
    await db.meta.put({ key: UNREADABLE_ANSWERS_KEY, value: [...kept, { kind: entry.kind, at: Date.now() }].slice(-UNREADABLE_ANSWERS_KEPT) });
  });
}

/** Why a change queued on a row created here cannot go: the create was refused. */
export const dependencyRefused = (label: OutboxLabel): OutboxError => ({
  status: 0,
  code: DEPENDENCY_REFUSED,
  message: `« ${frenchLabel(label)} » a été refusée.`,
});
export const DEPENDENCY_REFUSED = 'dependency_refused';

/**
 * The server refused the change: put back what it changed and keep the entry for the user to retry or discard. The
 * changes queued on a row it created can never be sent without it: they are refused with it, saying why, and come
 * back with it if the user retries it.
 */
export async function markFailed(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const current = (await db.outbox.get(entry.id)) ?? entry;
    const dependents = (await dependentsOf(db, current)).filter((other) => LIVE_STATES.has(other.state) && other.state !== 'sending');
    for (const other of dependents.sort((a, b) => b.seq - a.seq)) {
      await db.outbox.update(other.id, { state: 'failed', lastError: dependencyRefused(entry.label) });
      await undoTouches(db, { ...other, state: 'failed' });
    }
    await db.outbox.update(entry.id, { state: 'failed', attempts: entry.attempts + 1, lastError: error });
    await undoTouches(db, { ...current, state: 'failed' });
    if (isFromBeforeV3(current)) await releaseRowsOf(db, current);
  });
}

/** The entries that create, here, the rows this entry names by temporary id. */
async function createsOf(db: MechwarDatabase, entry: OutboxEntry): Promise<OutboxEntry[]> {
  const temporary = entry.rows.filter((key) => rowKeyId(key) < 0);
  if (!temporary.length) return [];
  const naming = await db.outbox.where('rows').anyOf(temporary).toArray();
  return naming.filter(
    (other) => other.id !== entry.id && other.touches.some((touch) => touch.before === null && temporary.includes(rowKey(touch.table, touch.id))),
  );
}

/** Later entries acting on a row this entry created here (by its temporary id). */
async function dependentsOf(db: MechwarDatabase, entry: OutboxEntry): Promise<OutboxEntry[]> {
  const created = entry.touches.filter((touch) => touch.before === null).map((touch) => rowKey(touch.table, touch.id));
  if (!created.length) return [];
  return (await db.outbox.where('rows').anyOf(created).toArray()).filter((other) => other.id !== entry.id);
}

/**
 * The user (or a restored session) sends held, stuck or failed entries again, now — and pending ones waiting out a
 * backoff, at once: the given ones, or every one of the signed-in user.
 */
export async function retryEntries(db: MechwarDatabase, ids?: string[]): Promise<void> {
  // One transaction: a drain completing the entry meanwhile must not be followed by a redo of the old change,
  // which would leave marks that no entry will ever clear. Entries in flight are left alone.
  await db.transaction('rw', db.tables, async () => {
    const session = await db.session.get('current');
    const waiting = (row: OutboxEntry | undefined): row is OutboxEntry =>
      !!row && (row.state === 'held' || row.state === 'stuck' || row.state === 'failed' || (row.state === 'pending' && row.nextAttemptAt > 0));
    const chosen = ids
      ? (await db.outbox.bulkGet(ids)).filter(waiting)
      : session
        ? (await db.outbox.where('userId').equals(session.user.id).toArray()).filter(waiting)
        : [];
    // Changes refused only because their create was go again with it; and a change whose create was refused cannot
    // go without it, so retrying the change retries that create too.
    const dependents = (await Promise.all(chosen.map((row) => dependentsOf(db, row)))).flat();
    const followers = dependents.filter((other) => other.state === 'failed' && other.lastError?.code === DEPENDENCY_REFUSED);
    const creates = (await Promise.all(chosen.map((row) => createsOf(db, row)))).flat().filter(waiting);
    const rows = [...new Map([...chosen, ...followers, ...creates].map((row) => [row.id, row])).values()];
    for (const row of rows.sort((a, b) => a.seq - b.seq)) {
      await db.outbox.update(row.id, { state: 'pending', nextAttemptAt: 0, serverErrors: 0 });
      // A failed entry was undone; sending it again means showing the change again until the server answers.
      if (row.state === 'failed') await db.outbox.update(row.id, { touches: await redoTouches(db, { ...row, state: 'pending' }) });
    }
  });
}

/**
 * The user gives up a change: a live one is undone first. Changes queued on a row it created here can never be
 * sent without it, so they go with it. An entry being sent right now cannot be discarded (the server may already
 * have it); returns false then.
 */
export async function discardEntry(db: MechwarDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return true;
    const dependents = await dependentsOf(db, entry);
    if ([entry, ...dependents].some((other) => other.state === 'sending')) return false;
    for (const other of [...dependents.sort((a, b) => b.seq - a.seq), entry]) {
      await db.outbox.delete(other.id);
      if (LIVE_STATES.has(other.state)) await undoTouches(db, other);
      if (isFromBeforeV3(other)) await releaseRowsOf(db, other);
    }
    return true;
  });
}
