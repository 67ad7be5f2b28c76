// A command written exactly once although the IndexedDB connection may go under it: retried once on a new connection,
// with the same outbox entry id, so a first try that landed unseen is found rather than written twice.
import type { Dexie } from 'dexie';
import { lossesOf, lostUnder, reopenAfterLoss } from '../lost-connection';

/** The id `writeOnce` keeps for the command it is running, taken by that command's first `newEntryId()`. */
let kept: string | null = null;

/**
 * The id of a command's outbox entry (commands take it as the default of their `id`): the one `writeOnce` keeps for
 * the command its write calls synchronously, a fresh one otherwise. Taken once, so a second command gets its own.
 */
export function newEntryId(): string {
  const id = kept ?? crypto.randomUUID();
  kept = null;
  return id;
}

/**
 * Runs a command's write (`() => bookTrip(db, …)`), which resolves to its entry's id. When the connection was lost
 * under it (WebKit's UnknownError, a DatabaseClosedError, an abort while a loss was seen), the database is reopened
 * and the write runs once more under the same id. Its transaction either committed or did not: if the entry is there,
 * the first try landed and its answer was lost; if not, nothing of it was written, and the second try writes it.
 */
export async function writeOnce(db: Dexie & { outbox: { get(id: string): Promise<unknown> } }, write: () => Promise<string>): Promise<string> {
  const id = crypto.randomUUID();
  // Only a command called synchronously by `write` takes the id: the slot is empty again before anything else runs.
  const attempt = () => {
    kept = id;
    try {
      return write();
    } finally {
      kept = null;
    }
  };
  const before = lossesOf(db);
  try {
    return await attempt();
  } catch (error) {
    if (!(await lostUnder(db, error, before))) throw error;
    await reopenAfterLoss(db, before);
    if (await db.outbox.get(id)) return id;
    return attempt();
  }
}
