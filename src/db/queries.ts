// Read-side queries the screens use through live queries; pure functions of the database.
import type { BookingRow, MechwarDatabase } from './database';

export async function myProfile(db: MechwarDatabase) {
  const session = await db.session.get('current');
  if (!session) return null;
  return (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
}

export const citiesByName = (db: MechwarDatabase) => db.cities.orderBy('name').toArray();

/** The signed-in user's changes not yet accepted by the server: the connectivity indicator's count. */
/**
 * The changes waiting that the person may have to act on. A trip's position batches on their half-minute rhythm are
 * not among them (the trip page counts its points waiting); one held, stuck or refused is.
 */
export async function unsentCount(db: MechwarDatabase): Promise<number> {
  const session = await db.session.get('current');
  if (!session) return 0;
  return db.outbox
    .where('userId')
    .equals(session.user.id)
    .filter((entry) => !(entry.kind === 'sendPositions' && (entry.state === 'pending' || entry.state === 'sending')))
    .count();
}

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
  const departure = (row: BookingRow) => row.trip?.departure_time ?? '';
  const upcoming = rows.filter((row) => row.trip && departure(row) >= nowIso).sort((a, b) => departure(a).localeCompare(departure(b)));
  const past = rows.filter((row) => row.trip && departure(row) < nowIso).sort((a, b) => departure(b).localeCompare(departure(a)));
  const unknown = rows.filter((row) => !row.trip).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return [...upcoming, ...past, ...unknown];
}
