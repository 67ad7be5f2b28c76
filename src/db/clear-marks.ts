// What lets a page recognise a mirror the browser cleared (cleared-mirror.ts): where the session's copy is kept, and
// when the database was made. Kept apart so the first page's script carries only these few lines.
import type { Dexie } from 'dexie';

/** Where the page keeps the spec's copy of the session (spec 000 §3: "persisted in local storage under … auth"). */
export const SESSION_COPY_KEY = 'auth';

/** Meta row: when this database was created (epoch ms); databases made before it was kept have none. */
export const MIRROR_CREATED = 'mirror-created';

/** Records the database's creation, in the transaction that creates it, whichever context (page or worker) opens it first. */
export function stampCreation(db: Dexie): void {
  db.on('populate', (transaction) => {
    void transaction.table('meta').add({ key: MIRROR_CREATED, value: Date.now() });
  });
}
