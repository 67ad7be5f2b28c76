// Entries queued before database version 3 recorded neither the rows they act on nor the fields they change (the
// upgrade gave them one shared ordering key and no touches). Their row is read from their path, so that their
// answer is applied to it (a delete deletes) and a refusal or a discard frees it for the server's copy at once.
import type { MechwarDatabase } from './database';
import type { MarkedTable, OutboxEntry } from './outbox-entry';
import { readRow, refreshMarks, writeRow } from './row-marks';

/** The ordering key the version-3 upgrade gave every entry already queued. */
export const BEFORE_V3 = 'queue:before-v3';

export const isFromBeforeV3 = (entry: OutboxEntry) => entry.touches.length === 0 && entry.rows.includes(BEFORE_V3);

/** The calls an entry could make then (trips and bookings were all the device changed), and the row each acts on. */
const PATHS: [RegExp, MarkedTable][] = [
  [/^\/api\/trips\/(-?\d+)(?:\/(?:status|activate|cancel|complete))?$/, 'trips'],
  [/^\/api\/trips\/(-?\d+)\/bookings$/, 'trips'],
  [/^\/api\/bookings\/(-?\d+)\/(?:accept|reject|cancel)$/, 'bookings'],
];

/** The row an entry from before version 3 acts on, read from its path; null for one that names none (a create, the profile). */
export function rowFromPath(entry: Pick<OutboxEntry, 'path'>): { table: MarkedTable; id: number } | null {
  const path = entry.path.split('?')[0]!;
  for (const [pattern, table] of PATHS) {
    const match = pattern.exec(path);
    if (match) return { table, id: Number(match[1]) };
  }
  return null;
}

/** The id of the `table` row an entry acts on: the one it recorded, or for an entry from before version 3, its path's. */
export function actedOnId(entry: OutboxEntry, table: MarkedTable): number | undefined {
  const touched = entry.touches.find((touch) => touch.table === table)?.id;
  if (touched !== undefined) return touched;
  const named = rowFromPath(entry);
  return named?.table === table ? named.id : undefined;
}

/** The table of the row an entry from before version 3 created here, by its kind. */
const CREATED_IN: Partial<Record<OutboxEntry['kind'], MarkedTable>> = { saveTrip: 'trips', bookTrip: 'bookings' };

/**
 * An entry from before version 3 refused or discarded: what it showed cannot be put back field by field, so the row
 * it created goes, and the row it changed loses its marks and its hiding, ready for the server's copy (pulled at once).
 */
export async function releaseRowsOf(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  const created = CREATED_IN[entry.kind];
  if (created && entry.tempId !== undefined) await db[created].delete(entry.tempId);
  const named = rowFromPath(entry);
  if (!named || named.id < 0) return;
  const row = await readRow(db, named.table, named.id);
  if (!row) return;
  const { _deleted, ...rest } = row;
  void _deleted;
  await writeRow(db, named.table, { ...rest, _pending: [] });
  await refreshMarks(db, named.table, named.id, entry.id);
}
