// The signed-in user's profile row and the session's copy of it, always written together.
import type { User } from '../contract/user';
import type { MechwarDatabase, MeRow } from './database';
import { isNewerHere, reconcileRow } from './reconcile';

/** The user as the API shapes it, without local bookkeeping fields. */
export function stripLocal(row: MeRow): User {
  const user: Record<string, unknown> = { ...row };
  for (const key of Object.keys(user)) if (key.startsWith('_')) delete user[key];
  return user as User;
}

/**
 * Writes the profile row with the session's copy of the user. Call inside a transaction. The mirror holds the
 * signed-in person only: an answer that arrives after they signed out writes nothing back.
 */
export async function writeMe(db: MechwarDatabase, row: MeRow): Promise<void> {
  const session = await db.session.get('current');
  if (session?.user.id !== row.id) return;
  await db.me.put(row);
  await db.session.update('current', { user: stripLocal(row) });
}

/**
 * Applies a user pulled from the server; fields still waiting in the outbox keep their local value, and a profile
 * written after the pull was asked (`requestedAt`: an edit's answer) is not replaced by the older answer.
 */
export async function pullMe(db: MechwarDatabase, user: User, now = Date.now(), requestedAt = now): Promise<MeRow> {
  const local = await db.me.get(user.id);
  if (local && isNewerHere(local, user, requestedAt)) return local;
  const row = reconcileRow(user, local, now) as MeRow;
  await writeMe(db, row);
  return row;
}
