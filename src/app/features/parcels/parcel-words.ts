// How a parcel is named on every screen (its size and status by their keys, its one-line summary), in the active
// language; plain functions, so a screen of another area (the chat's parcel card, the staff desk) may use them.
import { PARCEL_SIZES, type ParcelSize } from '../../../contract/parcel-sizes';
import { PARCEL_STATUS_TEXT } from '../../../contract/statuses';
import { parcelsText } from './text';

const SIZES = new Set<string>(PARCEL_SIZES);
const STATUSES = new Set(Object.keys(PARCEL_STATUS_TEXT).map(Number));

/** "Petit", "Moyen", "Grand"; a size this version does not know as the server wrote it. */
export const sizeLabel = (size: string) => (SIZES.has(size) ? parcelsText(`size.${size as ParcelSize}`) : size);

/** A status by its code; one this version does not know as the server wrote it. */
export const statusLabel = (status: number, serverText?: string | null) =>
  STATUSES.has(status) ? parcelsText(`status.${status}` as 'status.0') : (serverText ?? String(status));

/** "Moyen · 8 kg · Livres" */
export const parcelSummary = (parcel: { size: string; weight: number; description: string }) =>
  parcelsText('summary', { size: sizeLabel(parcel.size), weight: parcel.weight, description: parcel.description });
