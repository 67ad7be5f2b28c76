// A shared phone (DESIGN.md §3): the changes one account made here and has not sent are shown to that account only.
// At logout they leave the screens (rows created here go, changed fields take their values before the change back);
// the entries stay queued, and the author's next sign-in shows them again from what each entry recorded.
import type { MechwarDatabase } from './database';
import { LIVE_STATES, type OutboxEntry, type RowTouch } from './outbox-entry';
import { CREATED, readRow, writeRow } from './row-marks';

async function liveEntries(db: MechwarDatabase): Promise<OutboxEntry[]> {
  return (await db.outbox.toArray()).filter((entry) => LIVE_STATES.has(entry.state)).sort((a, b) => a.seq - b.seq);
}

/** The fields other people's live entries mark on a row: they stay marked while this author's changes hide. */
function marksOf(entries: OutboxEntry[], touch: RowTouch): string[] {
  const fields = entries.flatMap((entry) =>
    entry.touches.filter((other) => other.table === touch.table && other.id === touch.id).flatMap((other) => other.fields),
  );
  return [...new Set(fields)];
}

/** Takes `userId`'s unsent changes off the screens, newest first so that each field gets its oldest value back. */
export async function hideChangesOf(db: MechwarDatabase, userId: number): Promise<void> {
  const entries = await liveEntries(db);
  const others = entries.filter((entry) => entry.userId !== userId);
  for (const entry of entries.filter((one) => one.userId === userId).reverse()) {
    for (const touch of [...entry.touches].reverse()) {
      if (touch.table === 'me') continue; // the profile mirror leaves with the session
      const row = await readRow(db, touch.table, touch.id);
      if (!row) continue;
      if (touch.before === null) await db[touch.table].delete(touch.id);
      else await writeRow(db, touch.table, { ...row, ...touch.before, _pending: marksOf(others, touch) });
    }
  }
}

/** Shows `userId`'s unsent changes again when they sign in, over the rows as they are now (pending fields win). */
export async function showChangesOf(db: MechwarDatabase, userId: number): Promise<void> {
  for (const entry of (await liveEntries(db)).filter((one) => one.userId === userId)) {
    for (const touch of entry.touches) {
      const row = await readRow(db, touch.table, touch.id);
      if (touch.before === null) {
        if (!row) await writeRow(db, touch.table, { ...touch.after, id: touch.id, _pending: [CREATED] });
      } else if (row) {
        await writeRow(db, touch.table, { ...row, ...touch.after, _pending: [...new Set([...(row._pending ?? []), ...touch.fields])] });
      }
    }
  }
}
