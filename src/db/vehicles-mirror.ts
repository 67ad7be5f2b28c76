// The driver's own vehicles (with their documents), the document types and the reviews, as pulls write them.
import type { DocumentType } from '../contract/documents';
import type { Review, ReviewDirection } from '../contract/reviews';
import type { Vehicle } from '../contract/vehicles';
import type { MechwarDatabase, ReviewRow, VehicleRow } from './database';
import { isNewerHere, reconcileRow, sameData } from './reconcile';

/**
 * The whole list of the owner's vehicles: each server row is merged with the local one (queued changes win), and a
 * vehicle the server no longer lists goes, unless it waits in the outbox (made or changed here) or is newer here.
 */
export async function mirrorMyVehicles(db: MechwarDatabase, ownerId: number, vehicles: Vehicle[], requestedAt: number): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.vehicles, async () => {
    const local = new Map((await db.vehicles.where('_ownerId').equals(ownerId).toArray()).map((row) => [row.id, row]));
    const listed = new Set<number>();
    const changed: VehicleRow[] = [];
    for (const vehicle of vehicles) {
      listed.add(vehicle.id);
      const here = local.get(vehicle.id);
      if (here && isNewerHere(here, vehicle, requestedAt)) continue;
      const server = { ...vehicle, _ownerId: ownerId };
      if (here?._pending?.length) changed.push(reconcileRow(server, here as never, now) as VehicleRow);
      else if (!sameData(server, here)) changed.push({ ...server, _syncedAt: now });
    }
    const gone = [...local.values()].filter((row) => !listed.has(row.id) && !row._pending?.length && !isNewerHere(row, undefined, requestedAt));
    if (changed.length) await db.vehicles.bulkPut(changed);
    if (gone.length) await db.vehicles.bulkDelete(gone.map((row) => row.id));
  });
}

/**
 * Document types as the server lists them. Nothing is pruned: the same kind is listed with or without the licence
 * (type 2) depending on who asks, and the screens choose what to show (`documentTypesOf`).
 */
export async function mirrorDocumentTypes(db: MechwarDatabase, kind: number, types: DocumentType[]): Promise<void> {
  const now = Date.now();
  await db.documentTypes.bulkPut(types.map((type) => ({ ...type, type: type.type ?? kind, _syncedAt: now })));
}

/**
 * One server page of reviews (id descending). Rows of this owner and direction between the page's first and last id
 * that the page does not list were deleted on the server and go, unless a deletion of ours still waits for it.
 */
export async function mirrorReviewsPage(
  db: MechwarDatabase,
  ownerId: number,
  direction: ReviewDirection,
  page: { data: Review[]; first: boolean; last: boolean },
  requestedAt: number,
): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.reviews, async () => {
    const ids = page.data.map((review) => review.id);
    const high = page.first ? Infinity : Math.max(...ids, -Infinity);
    const low = page.last ? -Infinity : Math.min(...ids, Infinity);
    const listed = new Set(ids);
    const range = await db.reviews
      .where('[_ownerId+_direction+id]')
      .between([ownerId, direction, -Infinity], [ownerId, direction, Infinity], true, true)
      .filter((row) => row.id <= high && row.id >= low && !listed.has(row.id) && !row._pending?.length && !isNewerHere(row, undefined, requestedAt))
      .primaryKeys();
    await db.reviews.bulkDelete(range);
    const existing = await db.reviews.bulkGet(ids);
    const rows: ReviewRow[] = page.data.map((review, i) => {
      const here = existing[i];
      const server: ReviewRow = { ...review, _ownerId: ownerId, _direction: direction };
      return here?._pending?.length ? (reconcileRow(server, here as never, now) as ReviewRow) : { ...server, _syncedAt: now };
    });
    await db.reviews.bulkPut(rows);
  });
}
