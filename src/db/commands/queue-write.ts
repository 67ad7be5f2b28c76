// How a write command ends: the change shown on the device at once (a marked row) and the call that makes it on the
// server queued behind it, in the caller's transaction, so the row and its outbox entry are written together or not
// at all. Trips, travel requests, proposals, bookings, vehicles and reviews all end this way; what they change and
// which rules they check before stays in each command.
import type { MechwarDatabase } from '../database';
import type { MarkedTable } from '../outbox-entry';
import { enqueue, type NewOutboxEntry } from '../outbox';
import { changeRow, createRow } from '../row-marks';

type Entry = Omit<NewOutboxEntry, 'touches' | 'tempId'>;

/** Changes fields of an existing row; a refusal puts back exactly these fields. Returns the entry's id. */
export async function queueChange(db: MechwarDatabase, table: MarkedTable, rowId: number, changes: Record<string, unknown>, entry: Entry): Promise<string> {
  const touch = await changeRow(db, table, rowId, changes);
  await enqueue(db, { ...entry, touches: [touch] });
  return entry.id;
}

/**
 * Shows a new row under its temporary (negative) id; the server's answer replaces it, and entries queued later that
 * name the temporary id wait for this one and are sent with the server's id.
 */
export async function queueCreate(db: MechwarDatabase, table: MarkedTable, row: { id: number }, entry: Entry): Promise<string> {
  const touch = await createRow(db, table, row);
  await enqueue(db, { ...entry, tempId: row.id, touches: [touch] });
  return entry.id;
}

/** Hides a row at once and keeps it, marked deleted, until the server has the deletion, so no pull brings it back. */
export function queueDeletion(db: MechwarDatabase, table: MarkedTable, rowId: number, entry: Omit<Entry, 'method' | 'body'>): Promise<string> {
  return queueChange(db, table, rowId, { _deleted: true }, { ...entry, method: 'DELETE', body: { type: 'none' } });
}
