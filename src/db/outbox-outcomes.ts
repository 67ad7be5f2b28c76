// What happens to an outbox entry when it ends: applied, refused (rolled back), retried by the user, or discarded.
import type { MechwarDatabase } from './database';
import type { OutboxEntry, OutboxError } from './outbox-entry';
import { applyEntry, reapplyEntry, rollbackEntry, settleEntry } from './commands/registry';

/** The server accepted the change: its answer replaces the optimistic row and the entry leaves the queue, atomically. */
export async function completeEntry(db: MechwarDatabase, entry: OutboxEntry, response: unknown): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await applyEntry(db, entry, response);
    await db.outbox.delete(entry.id);
    const serverId = (response as { data?: { id?: unknown } } | null)?.data?.id;
    if (entry.tempId !== undefined && typeof serverId === 'number') await rewriteTemporaryId(db, entry.tempId, serverId);
  });
}

/**
 * A row created offline got its server id: later entries that name the temporary id (edit, pause or delete of a
 * trip published offline) now name the real one, in their path, their trip and their JSON body.
 */
export async function rewriteTemporaryId(db: MechwarDatabase, tempId: number, serverId: number): Promise<void> {
  const segment = new RegExp(`/${tempId}(?=/|$)`);
  const later = await db.outbox.filter((other) => segment.test(other.path) || other.tripId === tempId).toArray();
  for (const other of later) {
    const body =
      other.body.type === 'json' && other.body.data && typeof other.body.data === 'object'
        ? {
            type: 'json' as const,
            data: Object.fromEntries(Object.entries(other.body.data).map(([key, value]) => [key, value === tempId ? serverId : value])),
          }
        : other.body;
    await db.outbox.update(other.id, { path: other.path.replace(segment, `/${serverId}`), tripId: other.tripId === tempId ? serverId : other.tripId, body });
  }
}

/** Accepted by the server, answer unreadable: the entry leaves the queue and local marks go (see settleEntry). */
export async function settleUnreadable(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await settleEntry(db, entry);
    await db.outbox.delete(entry.id);
  });
}

/** The server refused the change: undo the optimistic row and keep the entry for the user to retry or discard. */
export async function markFailed(db: MechwarDatabase, entry: OutboxEntry, error: OutboxError): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await rollbackEntry(db, entry);
    await db.outbox.update(entry.id, { state: 'failed', attempts: entry.attempts + 1, lastError: error });
  });
}

/** The user (or a restored session) asks to send held or failed entries again, now. */
export async function retryEntries(db: MechwarDatabase, ids?: string[]): Promise<void> {
  // One transaction: a drain completing the entry meanwhile must not be followed by a re-apply of the old change,
  // which would leave `_pending` fields that no entry will ever clear. Entries in flight are left alone.
  await db.transaction('rw', db.tables, async () => {
    const rows = ids
      ? ((await db.outbox.bulkGet(ids)).filter((row) => row && (row.state === 'held' || row.state === 'failed')) as OutboxEntry[])
      : await db.outbox.where('state').anyOf('held', 'failed').toArray();
    await db.outbox.bulkUpdate(
      rows.map((row) => ({ key: row.id, changes: { state: 'pending' as const, nextAttemptAt: 0 } })),
    );
    // A failed entry was rolled back; sending it again means showing the change again until the server answers.
    for (const row of rows) if (row.state === 'failed') await reapplyEntry(db, row);
  });
}

/**
 * The user gives up a change: a still-pending one is rolled back first. An entry being sent right now cannot be
 * discarded (the server may already have it); returns false then.
 */
export async function discardEntry(db: MechwarDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return true;
    if (entry.state === 'sending') return false;
    if (entry.state !== 'failed') await rollbackEntry(db, entry);
    await db.outbox.delete(id);
    return true;
  });
}
