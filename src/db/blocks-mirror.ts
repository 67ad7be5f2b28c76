// The people the signed-in person blocked, in the mirror: the server's list, with the blocks and unblocks still in the
// outbox winning over it (DESIGN.md §3), and the set the lists hide by.
import type { BlockedPerson } from '../contract/blocks';
import type { BlockRow, MechwarDatabase } from './database';
import { LIVE_STATES } from './outbox-entry';

/** The person a block or unblock entry names, read from its path (`/api/users/{id}/block`). */
export function blockedIdOfPath(path: string): number | null {
  const match = /^\/api\/users\/(\d+)\/block$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** What the outbox still says of each person, the last live entry winning: true blocked, false unblocked. */
async function queuedBlocks(db: MechwarDatabase, ownerId: number): Promise<Map<number, boolean>> {
  const entries = await db.outbox.where('userId').equals(ownerId).sortBy('seq');
  const queued = new Map<number, boolean>();
  for (const entry of entries) {
    if (!LIVE_STATES.has(entry.state) || (entry.kind !== 'block' && entry.kind !== 'unblock')) continue;
    const id = blockedIdOfPath(entry.path);
    if (id !== null) queued.set(id, entry.kind === 'block');
  }
  return queued;
}

/** Replaces the owner's blocks with the server's list, but for the people a live entry still blocks or unblocks. */
export async function mirrorBlocks(db: MechwarDatabase, ownerId: number, people: BlockedPerson[]): Promise<void> {
  await db.transaction('rw', db.blocks, db.outbox, async () => {
    const queued = await queuedBlocks(db, ownerId);
    const kept = await db.blocks.where('_ownerId').equals(ownerId).toArray();
    const rows = new Map<number, BlockRow>();
    for (const person of people) rows.set(person.id, { ...person, _ownerId: ownerId, _syncedAt: Date.now() });
    for (const [id, blocked] of queued) {
      if (!blocked) rows.delete(id);
      else if (!rows.has(id)) {
        const local = kept.find((row) => row.id === id);
        if (local) rows.set(id, local);
      }
    }
    await db.blocks.where('_ownerId').equals(ownerId).delete();
    await db.blocks.bulkPut([...rows.values()]);
  });
}

/**
 * The people the signed-in person blocked, newest first (the "Personnes bloquées" list). Chained on Dexie's own
 * promises, never awaited through a native one: a live query that reads it (the lists) keeps following what it read.
 */
export function blockedPeople(db: MechwarDatabase): Promise<BlockRow[]> {
  return db.session.get('current').then((session) =>
    session
      ? db.blocks
          .where('_ownerId')
          .equals(session.user.id)
          .toArray()
          .then((rows) => rows.sort((a, b) => b.blocked_at.localeCompare(a.blocked_at) || b.id - a.id))
      : [],
  );
}

/** The ids the lists hide for the signed-in person: those they blocked. (Who blocked them, the server alone knows, and
 *  its lists leave those people out.) */
export function hiddenPeople(db: MechwarDatabase): Promise<Set<number>> {
  return blockedPeople(db).then((rows) => new Set(rows.map((row) => row.id)));
}
