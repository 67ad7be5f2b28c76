// Writes pulled collections into the mirror: chunked bulkPut that skips rows that did not change.
import type { EntityTable } from 'dexie';
import type { MechwarDatabase } from './database';
import { isNewerHere, reconcileRow, sameData } from './reconcile';

const CHUNK = 1000;

/**
 * Puts server rows into a table, about 1,000 at a time, skipping unchanged ones; a local row with fields still
 * waiting in the outbox keeps those fields (reconcile), and a row written after the pull was asked keeps its newer
 * data (`isNewerHere`). `requestedAt` is when the pull's request left. Returns the number of rows written.
 */
export async function mirrorRows<T extends { id: number }>(
  db: MechwarDatabase,
  table: EntityTable<T, 'id'>,
  rows: T[],
  requestedAt = Date.now(),
): Promise<number> {
  const now = Date.now();
  let written = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.transaction('rw', table, async () => {
      const existing = (await table.bulkGet(chunk.map((row) => row.id) as never[])) as Array<(T & { _pending?: string[] }) | undefined>;
      const changed: T[] = [];
      chunk.forEach((row, i) => {
        const local = existing[i];
        if (isNewerHere(local, row, requestedAt)) return;
        if (local?._pending?.length) changed.push(reconcileRow(row, local as never, now) as T);
        else if (!sameData(row, local)) changed.push({ ...row, _syncedAt: now });
      });
      if (changed.length) await table.bulkPut(changed);
      written += changed.length;
    });
  }
  return written;
}

export async function markSynced(db: MechwarDatabase, key: string, at = Date.now()): Promise<void> {
  await db.meta.put({ key: `synced:${key}`, value: at });
}
