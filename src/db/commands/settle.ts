// Settling an entry whose answer could not be read: the server has the change, so local marks go and pulls win.
import type { EntityTable } from 'dexie';
import type { MechwarDatabase } from '../database';

/** Removes the pending marks of a row, so the next pull overwrites it with the server's copy. */
export async function clearPending<T extends { id: number; _pending?: string[] }>(table: EntityTable<T, 'id'>, id: number | undefined) {
  if (id === undefined) return;
  const row = await table.get(id as never);
  if (row?._pending) await table.put({ ...row, _pending: undefined } as T);
}

/** A row that existed only here (temporary id) is dropped: the server's row arrives with the next pull. */
export async function dropTemporary(db: MechwarDatabase, table: 'trips' | 'bookings', tempId: number | undefined) {
  if (tempId !== undefined) await db[table].delete(tempId);
}
