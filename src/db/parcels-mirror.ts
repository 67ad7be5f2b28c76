// Writes the signed-in person's parcels (sent and carried) into the mirror; those the server no longer lists leave it.
import type { Parcel } from '../contract/parcels';
import type { MechwarDatabase, ParcelRow } from './database';
import { mirrorRows } from './mirror';
import { writtenSince } from './reconcile';

/** Mirrors `GET /api/my-parcels`; a parcel of this person the answer lacks is dropped unless a change of it waits here. */
export async function mirrorMyParcels(db: MechwarDatabase, userId: number, parcels: Parcel[], requestedAt = Date.now()): Promise<void> {
  const listed = new Set(parcels.map((parcel) => parcel.id));
  await db.transaction('rw', db.parcels, async () => {
    const mine = (row: ParcelRow) => row.sender_id === userId || row.driver_id === userId;
    const stale = await db.parcels
      .filter((row) => mine(row) && row.id > 0 && !listed.has(row.id) && !row._pending?.length && !writtenSince(row, requestedAt))
      .primaryKeys();
    await db.parcels.bulkDelete(stale);
  });
  // A photo chosen on this device stays with its parcel: the server's copy is fetched only with a token.
  const kept = new Map((await db.parcels.bulkGet([...listed])).flatMap((row) => (row?._localPhoto ? [[row.id, row._localPhoto] as const] : [])));
  await mirrorRows(
    db,
    db.parcels,
    parcels.map((parcel) => (kept.has(parcel.id) ? { ...parcel, _localPhoto: kept.get(parcel.id) } : parcel)) as ParcelRow[],
    requestedAt,
  );
}
