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
  await mirrorRows(db, db.parcels, await withDevicePhotos(db, parcels), requestedAt);
}

/**
 * The server's parcels with the photo this device holds of each (chosen here, or fetched once with the reader's
 * token, which a later look without the network cannot do). `heldBy` names the row holding it: a parcel sent from
 * here holds it under its temporary id until the server's answer replaces it.
 */
export async function withDevicePhotos(db: MechwarDatabase, parcels: Parcel[], heldBy = (parcel: Parcel) => parcel.id): Promise<ParcelRow[]> {
  const held = await db.parcels.bulkGet(parcels.map(heldBy));
  return parcels.map((parcel, index) => {
    const photo = held[index]?._localPhoto;
    return photo ? { ...parcel, _localPhoto: photo } : parcel;
  });
}
