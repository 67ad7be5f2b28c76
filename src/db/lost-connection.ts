// Survives an IndexedDB connection the browser takes away (WebKit drops those of backgrounded pages, Dexie issue #2008):
// the database is reopened and every live query runs again; commands retry once through `writeOnce`.
import { Dexie, RangeSet, type DBCore, type DBCoreTable, type Middleware } from 'dexie';

/*
 * What Dexie 4 does alone, and what this module adds:
 *
 *   the browser fires `close` on the connection ───── Dexie closes, and opens again on the next call
 *   transaction() throws InvalidStateError ─────────── Dexie reopens and makes that call again (3 tries)
 *   open() fails with UnknownError ─────────────────── Dexie tries again (3 tries)
 *   a call already under way fails ─────────────────── Dexie passes the error on:
 *     (WebKit: UnknownError "Connection to Indexed       · a live query with UnknownError throws into the page's
 *      Database server lost", InvalidStateError            error boundary;
 *      "The database connection is closing")             · with DatabaseClosedError or AbortError it waits, silent,
 *                                                          for a change that may never come.
 *   Added here: such a call closes the connection (auto-open kept) and fails as DatabaseClosedError, which live
 *   queries take quietly; any close the app did not ask for reopens the database at once and runs every live query
 *   again; `lostUnder` and `reopenAfterLoss` let a command or a drain retry once.
 */

/** Errors that mean "this connection is gone", whoever reported them (IndexedDB itself, or Dexie for it). */
const CONNECTION_GONE = new Set(['DatabaseClosedError', 'UnknownError', 'InvalidStateError']);

export function isConnectionLost(error: unknown): boolean {
  return CONNECTION_GONE.has((error as { name?: string } | null)?.name ?? '');
}

/** Connections lost so far, per database handle: an AbortError is a lost connection only if one went meanwhile. */
const losses = new WeakMap<Dexie, number>();

export const lossesOf = (db: Dexie): number => losses.get(db) ?? 0;

/** The browser aborts a connection's transactions first, then fires its `close`: how long to wait for the latter. */
const CLOSE_AFTER_ABORT_MS = 50;

/**
 * Whether `error`, from a call begun when `lossesOf(db)` was `before`, came from a connection lost under it: an error
 * that says so, or an abort followed by the connection's close (not one of a transaction failing on its own).
 */
export async function lostUnder(db: Dexie, error: unknown, before: number): Promise<boolean> {
  if (isConnectionLost(error)) return true;
  if ((error as { name?: string } | null)?.name !== 'AbortError') return false;
  await new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_ABORT_MS));
  return lossesOf(db) !== before || !db.isOpen();
}

/** Opens the database again after a loss; a handle the browser already reopened is kept as it is. */
export async function reopenAfterLoss(db: Dexie, before: number): Promise<void> {
  // No loss seen while the call ran (a DatabaseClosedError of a failed open, or of a close): start a connection anew.
  if (lossesOf(db) === before && db.isOpen()) db.close({ disableAutoOpen: false });
  await db.open();
}

/** Runs `call`; if the connection was lost under it, reopens the database and runs it once more. */
export async function retryOnceReopened<T>(db: Dexie, call: () => Promise<T>): Promise<T> {
  const before = lossesOf(db);
  try {
    return await call();
  } catch (error) {
    if (!(await lostUnder(db, error, before))) throw error;
    await reopenAfterLoss(db, before);
    return call();
  }
}

/** Every live query of this context reads again, as Dexie does itself when a page returns from the back-forward cache. */
function readAgain(): void {
  Dexie.on('storagemutated').fire({ all: new RangeSet(-Infinity, [[]]) });
}

/** More failures than this within LOSS_WINDOW_MS are not a connection going but a read that always fails. */
const LOSSES_IN_WINDOW = 3;
const LOSS_WINDOW_MS = 10_000;

/**
 * Lowest in Dexie's stack, closest to IndexedDB: a call that fails because the connection went closes it (so the next
 * call opens a new one) and reports Dexie's own DatabaseClosedError, the error live queries wait through quietly.
 * A failure that comes back after each reopen (Chromium's UnknownError for a stored file it lost) would reopen and
 * read again for ever: past a few in a short while, the error is passed on as it is.
 */
function lostConnectionMiddleware(db: Dexie): Middleware<DBCore> {
  let recent: number[] = [];
  const gone = (error: unknown) => {
    if (!isConnectionLost(error) || (error as { name?: string }).name === 'DatabaseClosedError') throw error;
    const now = Date.now();
    recent = [...recent.filter((at) => now - at < LOSS_WINDOW_MS), now];
    if (recent.length > LOSSES_IN_WINDOW) throw error;
    if (db.isOpen()) db.close({ disableAutoOpen: false });
    throw new Dexie.DatabaseClosedError(error as Error);
  };
  const guard = (table: DBCoreTable): DBCoreTable => ({
    ...table,
    get: (request) => table.get(request).catch(gone),
    getMany: (request) => table.getMany(request).catch(gone),
    query: (request) => table.query(request).catch(gone),
    openCursor: (request) => table.openCursor(request).catch(gone),
    count: (request) => table.count(request).catch(gone),
    mutate: (request) => table.mutate(request).catch(gone),
  });
  return { stack: 'dbcore', name: 'lost-connection', level: -10, create: (down) => ({ ...down, table: (name) => guard(down.table(name)) }) };
}

/** A page going into the back-forward cache: Dexie closes its connections on purpose then, and reads again on return. */
let leaving = false;
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', (event) => void (leaving = (event as Event & { persisted?: boolean }).persisted === true));
  addEventListener('pageshow', () => void (leaving = false));
}

/**
 * Installs the recovery on a handle. A close the app asked for (`db.close()`, `db.delete()`) or a failed open leaves
 * `hasFailed()` true and is left alone, as is Dexie's close of a page entering the back-forward cache; any other
 * close — the browser's, a version change, the middleware's — counts as a loss: the database opens again at once
 * and every live query reads again.
 */
export function surviveLostConnections(db: Dexie): void {
  db.use(lostConnectionMiddleware(db));
  db.on('close', () => {
    // Dexie fires `close` before it records whether auto-open stays on: decide once it has.
    setTimeout(() => {
      if (db.hasFailed() || leaving) return;
      losses.set(db, lossesOf(db) + 1);
      db.open().then(readAgain, () => undefined);
    }, 0);
  });
}
