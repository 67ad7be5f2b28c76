// What happens to an outbox entry when it ends: applied, refused (its fields put back), retried by the user, or discarded.
import type { MechwarDatabase } from './database';
import { LIVE_STATES, type OutboxEntry, type OutboxError } from './outbox-entry';
import { applyEntry } from './commands/registry';
import { redoTouches, refreshMarks, rowKey, settleTouches, undoTouches } from './row-marks';
import { rewriteTemporaryId } from './temporary-ids';

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
  });
}

/** Accepted by the server, answer unreadable: the entry leaves the queue and local marks go (next pull shows it). */
export async function settleUnreadable(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await db.outbox.delete(entry.id);
    await settleTouches(db, entry);
  });
}

/** The server refused the change: put back what it changed and keep the entry for the user to retry or discard. */
export async function markFailed(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const current = (await db.outbox.get(entry.id)) ?? entry;
    await db.outbox.update(entry.id, { state: 'failed', attempts: entry.attempts + 1, lastError: error });
    await undoTouches(db, { ...current, state: 'failed' });
  });
}

/**
 * The user (or a restored session) sends held, stuck or failed entries again, now: the given ones, or every one of
 * the signed-in user.
 */
export async function retryEntries(db: MechwarDatabase, ids?: string[]): Promise<void> {
  // One transaction: a drain completing the entry meanwhile must not be followed by a redo of the old change,
  // which would leave marks that no entry will ever clear. Entries in flight are left alone.
  await db.transaction('rw', db.tables, async () => {
    const session = await db.session.get('current');
    const waiting = (row: OutboxEntry | undefined): row is OutboxEntry =>
      !!row && (row.state === 'held' || row.state === 'stuck' || row.state === 'failed');
    const rows = ids
      ? (await db.outbox.bulkGet(ids)).filter(waiting)
      : session
        ? (await db.outbox.where('userId').equals(session.user.id).toArray()).filter(waiting)
        : [];
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
    const created = entry.touches.filter((touch) => touch.before === null).map((touch) => rowKey(touch.table, touch.id));
    const dependents = created.length ? (await db.outbox.where('rows').anyOf(created).toArray()).filter((other) => other.id !== id) : [];
    if ([entry, ...dependents].some((other) => other.state === 'sending')) return false;
    for (const other of [...dependents.sort((a, b) => b.seq - a.seq), entry]) {
      await db.outbox.delete(other.id);
      if (LIVE_STATES.has(other.state)) await undoTouches(db, other);
    }
    return true;
  });
}
