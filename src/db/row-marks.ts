// Per-entry marks on mirrored rows (DESIGN.md §3): commands record the fields they change; a refusal puts back
// those fields only; a row's `_pending` is always the union of the fields of the entries still live.
import type { MechwarDatabase, MeRow } from './database';
import { LIVE_STATES, type MarkedTable, type OutboxEntry, type RowTouch } from './outbox-entry';
import { writeMe } from './me';

export type Row = Record<string, unknown> & { id: number; _pending?: string[] };

export const CREATED = '*';

export const rowKey = (table: MarkedTable, id: number) => `${table}:${id}`;

/** The id a `table:id` key names. */
export const rowKeyId = (key: string) => Number(key.slice(key.lastIndexOf(':') + 1));

export async function readRow(db: MechwarDatabase, table: MarkedTable, id: number): Promise<Row | undefined> {
  return (await db[table].get(id)) as Row | undefined;
}

/** Writes a mirrored row (the profile with the session's copy of it); no `_pending` kept when nothing is. */
export async function writeRow(db: MechwarDatabase, table: MarkedTable, row: Row): Promise<void> {
  if (!row._pending?.length) delete row._pending;
  if (table === 'me') await writeMe(db, row as unknown as MeRow);
  else await (db[table] as unknown as { put(row: Row): Promise<unknown> }).put(row);
}

function pick(row: Row, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/** Live entries other than `exceptId` that changed this row, oldest first, with their touch of it. */
async function liveTouchesOf(db: MechwarDatabase, table: MarkedTable, id: number, exceptId?: string) {
  const entries = await db.outbox.where('rows').equals(rowKey(table, id)).toArray();
  return entries
    .filter((entry) => entry.id !== exceptId && LIVE_STATES.has(entry.state))
    .sort((a, b) => a.seq - b.seq)
    .flatMap((entry) => entry.touches.filter((touch) => touch.table === table && touch.id === id).map((touch) => ({ entry, touch })));
}

/** `base` with the changes of the live entries (but `exceptId`) laid over it, and their marks. */
async function withLiveChanges(db: MechwarDatabase, table: MarkedTable, base: Row, exceptId?: string): Promise<Row> {
  const row: Row = { ...base };
  const marks = new Set<string>();
  for (const { touch } of await liveTouchesOf(db, table, base.id, exceptId)) {
    if (touch.before !== null) Object.assign(row, touch.after);
    for (const field of touch.fields) marks.add(field);
  }
  row._pending = [...marks];
  return row;
}

/** A command changes some fields of a row: they show at once, marked pending. Returns the touch to record. */
export async function changeRow(db: MechwarDatabase, table: MarkedTable, id: number, changes: Record<string, unknown>): Promise<RowTouch> {
  const current = await readRow(db, table, id);
  if (!current) throw new Error(`This ${table === 'me' ? 'profile' : table.slice(0, -1)} is not on this device.`);
  const fields = Object.keys(changes);
  await writeRow(db, table, { ...current, ...changes, _pending: [...new Set([...(current._pending ?? []), ...fields])] });
  return { table, id, fields, before: pick(current, fields), after: changes };
}

/** A command creates a row that exists only here (temporary id) until the server has it. */
export async function createRow<T extends { id: number }>(db: MechwarDatabase, table: MarkedTable, created: T): Promise<RowTouch> {
  const row = created as Row;
  const { _pending, ...after } = row;
  void _pending;
  await writeRow(db, table, { ...after, id: row.id, _pending: [CREATED] });
  return { table, id: row.id, fields: [CREATED], before: null, after };
}

/**
 * The server's copy of a row an entry's answer carried: written as the truth, with the changes of the other entries
 * still queued on that row laid over it (they win until the server answers them).
 */
export async function putServerRow<T extends { id: number }>(db: MechwarDatabase, table: MarkedTable, row: T, entryId: string): Promise<void> {
  await writeRow(db, table, await withLiveChanges(db, table, { ...(row as Row), _syncedAt: Date.now() }, entryId));
}

/** After an entry ended: the row's marks are those of the entries still live (none left means pulls win again). */
export async function refreshMarks(db: MechwarDatabase, table: MarkedTable, id: number, exceptId?: string): Promise<void> {
  const row = await readRow(db, table, id);
  if (!row) return;
  const marks = new Set<string>();
  for (const { touch } of await liveTouchesOf(db, table, id, exceptId)) for (const field of touch.fields) marks.add(field);
  const next = [...marks];
  const current = row._pending ?? [];
  if (next.length === current.length && next.every((field) => current.includes(field))) return;
  await writeRow(db, table, { ...row, _pending: next });
}

/**
 * A refused or discarded entry: its fields go back to their values before it, except a field that a later live
 * entry changed too — that entry now owns it and inherits the value to put back if it is refused in turn. A row the
 * entry created is removed.
 */
export async function undoTouches(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  for (const touch of entry.touches) {
    const row = await readRow(db, touch.table, touch.id);
    if (!row) continue;
    if (touch.before === null) {
      await db[touch.table].delete(touch.id);
      continue;
    }
    const others = await liveTouchesOf(db, touch.table, touch.id, entry.id);
    const restored: Row = { ...row };
    for (const field of touch.fields) {
      const heir = others.find((other) => other.entry.seq > entry.seq && other.touch.fields.includes(field));
      if (heir) {
        heir.touch.before = { ...heir.touch.before, [field]: touch.before[field] };
        await db.outbox.update(heir.entry.id, { touches: heir.entry.touches });
      } else {
        restored[field] = touch.before[field];
      }
    }
    restored._pending = [...new Set(others.flatMap((other) => other.touch.fields))];
    await writeRow(db, touch.table, restored);
  }
}

/**
 * A refused change shows again in its place in the queue: a field a later live entry changed too keeps showing that
 * entry's value, and the later entry, if refused, now puts back this change's value; this change would put back
 * what the later one would have. Without this, the change sent again would cover the later one, and a second
 * refusal would leave its refused value shown (the later entry owning the field, nothing would put it back).
 */
async function redoUnderLaterChanges(db: MechwarDatabase, entry: OutboxEntry, touch: RowTouch): Promise<RowTouch> {
  const row = (await readRow(db, touch.table, touch.id))!;
  const later = (await liveTouchesOf(db, touch.table, touch.id, entry.id)).filter((other) => other.entry.seq > entry.seq);
  const shown: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  for (const field of touch.fields) {
    const heir = later.find((other) => other.touch.fields.includes(field));
    if (heir) {
      before[field] = heir.touch.before?.[field];
      heir.touch.before = { ...heir.touch.before, [field]: touch.after[field] };
      await db.outbox.update(heir.entry.id, { touches: heir.entry.touches });
    } else {
      before[field] = row[field];
      shown[field] = touch.after[field];
    }
  }
  await writeRow(db, touch.table, { ...row, ...shown, _pending: [...new Set([...(row._pending ?? []), ...touch.fields])] });
  return { table: touch.table, id: touch.id, fields: touch.fields, before, after: touch.after };
}

/** A refused entry the user sends again: its changes show again over what the rows are now. Returns new touches. */
export async function redoTouches(db: MechwarDatabase, entry: OutboxEntry): Promise<RowTouch[]> {
  const touches: RowTouch[] = [];
  for (const touch of entry.touches) {
    if (touch.before === null) {
      const row = await withLiveChanges(db, touch.table, { ...(touch.after as Row), id: touch.id }, entry.id);
      await writeRow(db, touch.table, { ...row, _pending: [...new Set([...(row._pending ?? []), CREATED])] });
      touches.push(touch);
    } else if (await readRow(db, touch.table, touch.id)) {
      touches.push(await redoUnderLaterChanges(db, entry, touch));
    } else {
      touches.push(touch);
    }
  }
  return touches;
}

/**
 * The server has the change but its answer could not be read: rows it created here go (the server's arrive with
 * the next pull) and its marks are lifted so that pull shows the server's copy.
 */
export async function settleTouches(db: MechwarDatabase, entry: OutboxEntry): Promise<void> {
  for (const touch of entry.touches) {
    if (touch.before === null) await db[touch.table].delete(touch.id);
    else await refreshMarks(db, touch.table, touch.id, entry.id);
  }
}
