// Read-side queries the screens use through live queries; pure functions of the database.
import type { BookingRow, MechwarDatabase } from './database';

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

/**
 * "Mes réservations": the passenger's bookings, the next departures first (soonest at the top: the one a
 * passenger checks in a tunnel), then past ones latest first; bookings whose trip is unknown here come last.
 */
export async function myBookings(db: MechwarDatabase, passengerId: number, now = Date.now()) {
  const rows = await db.bookings.where('passenger_id').equals(passengerId).toArray();
  const nowIso = new Date(now).toISOString();
  const rank = (row: BookingRow) => (!row.trip ? 2 : row.trip.departure_time >= nowIso ? 0 : 1);
  return rows.sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return a.trip!.departure_time.localeCompare(b.trip!.departure_time);
    if (rank(a) === 1) return b.trip!.departure_time.localeCompare(a.trip!.departure_time);
    return b.created_at.localeCompare(a.created_at);
  });
}
