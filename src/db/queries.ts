// Read-side queries the screens use through live queries; pure functions of the database.
import type { MechwarDatabase } from './database';

export const currentSession = (db: MechwarDatabase) => db.session.get('current');

export async function myProfile(db: MechwarDatabase) {
  const session = await db.session.get('current');
  if (!session) return null;
  return (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
}

export const citiesByName = (db: MechwarDatabase) => db.cities.orderBy('name').toArray();

/** Changes not yet accepted by the server: the connectivity indicator's count. */
export const unsentCount = (db: MechwarDatabase) => db.outbox.count();

export const unsentChanges = (db: MechwarDatabase) => db.outbox.orderBy('seq').toArray();

export async function lastSyncedAt(db: MechwarDatabase, key: string): Promise<number | null> {
  const row = await db.meta.get(`synced:${key}`);
  return typeof row?.value === 'number' ? row.value : null;
}
