// A mirror the browser cleared while the device was signed in: recognised at start by the session's copy in local
// storage (spec 000 §3 "auth"), put back for the server to judge, and told to the person once.
import { TOKEN_LIFETIME_MS } from '../contract/limits';
import type { User } from '../contract/user';
import type { MechwarDatabase, SessionRow } from './database';
import { pullMe } from './me';
import { MIRROR_CREATED } from './clear-marks';

/*
 * What the device can tell (DESIGN.md §16), and how:
 *
 *   IndexedDB cleared, local storage kept ───── detected. The session lives in IndexedDB; its copy under "auth" does
 *     (Chromium's eviction under storage         not. A database created after the copy's token was saved cannot be
 *     pressure has been seen to leave local      the one that session was saved in: it was cleared since. The copy
 *     storage; a database deleted or lost        is put back, the server judges its token at start, and the worker
 *     alone)                                     pulls everything again.
 *   everything cleared ────────────────────────── not detectable: Safari's 7-day cap (ITP) and WebKit's eviction take
 *     (Safari unused for 7 days, "clear site     IndexedDB and local storage together, as does clearing the site's
 *     data", eviction that takes local storage)  data. No cookie holds a session (tokens travel as bearer headers,
 *                                                and the refresh token lives beside the session), so the device looks
 *                                                new: the person signs in, and everything sent is pulled again.
 *   session cleared on purpose ───────────────── not a clear: logout, an expired or refused token, all in a mirror
 *     (even where no page dropped the copy:      older than the copy's token. Nothing is put back; the page's session
 *     the service worker's drain)                mirror drops the stale copy.
 *
 * Changes not sent are gone in every case: they lived in the outbox, in IndexedDB, and nowhere else.
 */

/** Meta row: a session was put back into a cleared mirror; the person is told once its data is pulled. */
const CLEARED_NOTICE = 'cleared-by-browser';

/** The copy as the page wrote it: the spec's five keys, the expiry as an ISO date. */
interface SessionCopy {
  user: User;
  isDriver: boolean;
  token: string;
  tokenExpiry: string;
  refreshToken: string | null;
}

function readCopy(text: string | null): SessionRow | null {
  let copy: Partial<SessionCopy> | null;
  try {
    copy = text ? (JSON.parse(text) as Partial<SessionCopy>) : null;
  } catch {
    return null;
  }
  const tokenExpiry = Date.parse(copy?.tokenExpiry ?? '');
  if (!copy || typeof copy.user?.id !== 'number' || typeof copy.token !== 'string' || !copy.token || !Number.isFinite(tokenExpiry)) return null;
  return {
    key: 'current',
    user: copy.user,
    isDriver: copy.isDriver === true,
    token: copy.token,
    tokenExpiry,
    refreshToken: typeof copy.refreshToken === 'string' ? copy.refreshToken : null,
  };
}

/**
 * At start, before the worker resumes the session: when the mirror holds no session but local storage holds a copy
 * whose token was saved before this database existed, the browser cleared the mirror under a signed-in person. The
 * copy is put back (the worker's resume then asks the server whether its token still holds, and pulls) and the notice
 * is kept for later. Resolves to whether it did.
 */
export async function restoreClearedSession(db: MechwarDatabase, copyText: string | null, now = Date.now()): Promise<boolean> {
  const row = readCopy(copyText);
  if (!row) return false;
  return db.transaction('rw', [db.session, db.me, db.meta], async () => {
    if (await db.session.get('current')) return false;
    const created = (await db.meta.get(MIRROR_CREATED))?.value;
    // The copy's token was saved at expiry − lifetime (saveAuth); the session was written into the database then.
    if (typeof created !== 'number' || created <= row.tokenExpiry - TOKEN_LIFETIME_MS) return false;
    await db.session.put(row);
    await pullMe(db, row.user, 0);
    await db.meta.put({ key: CLEARED_NOTICE, value: { userId: row.user.id, at: now } });
    return true;
  });
}

/**
 * How the worker's resume ended decides the notice: pulled again ("refreshed") → true once, the notice is gone;
 * still offline → false, kept for a later start; the server refused the token → false, dropped (the person signs in
 * again, and the sign-in pulls everything).
 */
export async function takeClearedNotice(db: MechwarDatabase, resumed: string): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    if (!(await db.meta.get(CLEARED_NOTICE))) return false;
    if (resumed === 'offline') return false;
    await db.meta.delete(CLEARED_NOTICE);
    return resumed === 'refreshed';
  });
}
