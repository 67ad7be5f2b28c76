// What the parcel screens read from the mirror: a trip's parcels, the signed-in person's sent and carried ones, one
// parcel, and the refusal of the last change of it that the server turned down.
import type { MechwarDatabase, ParcelRow } from './database';
import type { OutboxEntry } from './outbox-entry';
import { rowKey } from './row-marks';
import { latestRow } from './temporary-ids';

const newestFirst = (a: ParcelRow, b: ParcelRow) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export async function parcelsOfTrip(db: MechwarDatabase, tripId: number): Promise<ParcelRow[]> {
  return (await db.parcels.where('trip_id').equals(tripId).toArray()).filter((row) => !row._deleted).sort(newestFirst);
}

export async function myParcels(db: MechwarDatabase, userId: number): Promise<{ sent: ParcelRow[]; carried: ParcelRow[] }> {
  const [sent, carried] = await Promise.all([db.parcels.where('sender_id').equals(userId).toArray(), db.parcels.where('driver_id').equals(userId).toArray()]);
  return { sent: sent.filter((row) => !row._deleted).sort(newestFirst), carried: carried.filter((row) => !row._deleted).sort(newestFirst) };
}

/** One parcel; a page open on one sent from here follows it to its server id. */
export async function parcelById(db: MechwarDatabase, id: number): Promise<ParcelRow | null> {
  return ((await latestRow(db, 'parcels', id)) as ParcelRow | undefined) ?? null;
}

/** The newest refused change of this parcel still listed (a wrong code, a transition the server turned down). */
export async function parcelRefusal(db: MechwarDatabase, parcelId: number): Promise<OutboxEntry | null> {
  const entries = await db.outbox.where('rows').equals(rowKey('parcels', parcelId)).toArray();
  return entries.filter((entry) => entry.state === 'failed').sort((a, b) => b.seq - a.seq)[0] ?? null;
}
