// The stored session (spec 000 §4 "Session"): save auth data, read it, tell whether it is valid, and clear it.
import { STAFF_PARCEL_PROBLEMS } from './staff-parcel-problems';
import type { AuthData } from '../contract/auth';
import type { User } from '../contract/user';
import { TOKEN_LIFETIME_MS } from '../contract/limits';
import type { MechwarDatabase, SessionRow } from './database';
import { pullMe } from './me';
import { hideChangesOf, showChangesOf } from './author-view';

/** The server token arrives as `id|secret`; only the part after the pipe is kept (and accepted by the server). */
export function tokenSecret(token: string): string {
  const pipe = token.indexOf('|');
  return pipe === -1 ? token : token.slice(pipe + 1);
}

export function isSessionValid(session: SessionRow | undefined, now = Date.now()): session is SessionRow {
  return !!session && !!session.user && !!session.token && session.tokenExpiry > now;
}

/** Stores auth data: user and driver flag, the token's secret, an expiry 2160 minutes from now, the refresh token. */
export async function saveAuth(
  db: MechwarDatabase,
  data: Pick<AuthData, 'user' | 'is_driver'> & { token?: string; refresh_token?: string },
  now = Date.now(),
): Promise<SessionRow> {
  return db.transaction('rw', db.tables, async () => {
    const previous = await db.session.get('current');
    if (!data.token && !previous) throw new Error('No token to keep a session with.');
    const switchedUser = previous && previous.user.id !== data.user.id;
    const row: SessionRow = {
      key: 'current',
      user: data.user,
      isDriver: data.is_driver,
      token: data.token ? tokenSecret(data.token) : previous!.token,
      tokenExpiry: data.token ? now + TOKEN_LIFETIME_MS : previous!.tokenExpiry,
      refreshToken: data.refresh_token ?? (switchedUser ? null : (previous?.refreshToken ?? null)),
    };
    if (switchedUser) {
      await hideChangesOf(db, previous.user.id);
      await db.me.clear();
    }
    await db.session.put(row);
    await pullMe(db, data.user, now);
    // A new sign-in on this device: what this person changed here and has not sent shows again.
    if (!previous || switchedUser) await showChangesOf(db, data.user.id);
    return row;
  });
}

/** Updates the signed-in user (after a profile pull asked at `requestedAt`) without touching the tokens. */
export async function saveUser(db: MechwarDatabase, user: User, isDriver: boolean, requestedAt = Date.now()): Promise<void> {
  await db.transaction('rw', [db.session, db.me], async () => {
    await pullMe(db, user, Date.now(), requestedAt);
    const session = await db.session.get('current');
    if (session && session.user.id === user.id) await db.session.update('current', { isDriver });
  });
}

/**
 * Logout: user, token, expiry and refresh token are cleared, with the profile mirror and what only this account
 * may see — bookings (other passengers' names and notes on a driver's trips), own vehicles, conversations and
 * notifications — so the next
 * person on the device finds none of it. Unsent changes stay queued for their author, off the screens until they
 * sign in again.
 */
export async function clearSession(db: MechwarDatabase): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const session = await db.session.get('current');
    if (session) await hideChangesOf(db, session.user.id);
    await db.session.clear();
    await db.me.clear();
    await db.meta.delete(STAFF_PARCEL_PROBLEMS);
    await db.bookings.filter((row) => !row._pending?.length && !row._deleted).delete();
    await db.vehicles.filter((row) => !row._pending?.length).delete();
    // Private conversations and notifications leave with their reader.
    // So do proposals: an owner sees every driver's price on their requests.
    // Reviews name their reviewers and comments about the person signed in.
    // Parcels name their recipients, phones and handover codes.
    for (const table of [db.conversations, db.messages, db.notifications, db.proposals, db.reviews, db.parcels] as const) {
      await (table as typeof db.messages).filter((row) => !row._pending?.length).delete();
    }
    // A request's accepted offer names the driver and the price: the requester's business, not the next person's.
    await db.announcements.filter((row) => !!row.accepted_trip_proposal && !row._pending?.length).modify({ accepted_trip_proposal: null });
  });
}

export function getSession(db: MechwarDatabase): Promise<SessionRow | undefined> {
  return db.session.get('current');
}
