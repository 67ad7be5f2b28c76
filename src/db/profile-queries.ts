// What the profile's documents, vehicles and reviews screens read from the mirror.
import type { ReviewDirection } from '../contract/reviews';
import { DOCUMENT_KIND } from '../contract/documents';
import type { MechwarDatabase } from './database';

/** The owner's vehicles, oldest first, those added here (not sent yet) last; deleted ones hidden. */
export async function myVehicles(db: MechwarDatabase, ownerId: number) {
  const rows = await db.vehicles.where('_ownerId').equals(ownerId).toArray();
  return rows.filter((row) => !row._deleted).sort((a, b) => (a.id < 0 === b.id < 0 ? Math.abs(a.id) - Math.abs(b.id) : a.id < 0 ? 1 : -1));
}

/** The vehicles a trip or an offer may name: those the server has (one added here waits for its id), not deleted. */
export async function vehiclesToDriveWith(db: MechwarDatabase, ownerId: number) {
  return (await myVehicles(db, ownerId)).filter((row) => row.id > 0);
}

/** Document types of a kind, by id; the licence (type 2) only where `withLicence` (an application exists, or the wizard). */
export async function documentTypesOf(db: MechwarDatabase, kind: number, withLicence = true) {
  const types = await db.documentTypes.where('type').equals(kind).sortBy('id');
  return kind === DOCUMENT_KIND.user && !withLicence ? types.filter((type) => type.id !== 2) : types;
}

export const reviewsInfoKey = (ownerId: number, direction: ReviewDirection) => `reviews:${ownerId}:${direction}`;

export interface ReviewsInfo {
  total: number | null;
  lastPage: number | null;
  perPage: number;
}

/** One page of reviews as mirrored (id descending, deletions waiting to be sent hidden), with the server's count. */
export async function reviewsPageOf(db: MechwarDatabase, ownerId: number, direction: ReviewDirection, page: number, perPage: number) {
  const rows = await db.reviews
    .where('[_ownerId+_direction+id]')
    .between([ownerId, direction, -Infinity], [ownerId, direction, Infinity])
    .reverse()
    .filter((row) => !row._deleted)
    .toArray();
  const info = (await db.meta.get(reviewsInfoKey(ownerId, direction)))?.value as ReviewsInfo | undefined;
  return { rows: rows.slice((page - 1) * perPage, page * perPage), mirrored: rows.length, info: info ?? null };
}
