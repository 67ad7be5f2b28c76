// Writes pulled collections into the mirror: chunked bulkPut that skips rows that did not change.
import type { EntityTable } from 'dexie';
import type { MechwarDatabase } from './database';
import { sameData } from './reconcile';

const CHUNK = 1000;

/** Puts server rows into a table, about 1,000 at a time, skipping unchanged ones. Returns the number written. */
export async function mirrorRows<T extends { id: number }>(db: MechwarDatabase, table: EntityTable<T, 'id'>, rows: T[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.transaction('rw', table, async () => {
      const existing = await table.bulkGet(chunk.map((row) => row.id) as never[]);
      const changed = chunk.filter((row, i) => !sameData(row, existing[i]));
      if (changed.length) await table.bulkPut(changed);
      written += changed.length;
    });
  }
  return written;
}

export async function markSynced(db: MechwarDatabase, key: string, at = Date.now()): Promise<void> {
  await db.meta.put({ key: `synced:${key}`, value: at });
}
