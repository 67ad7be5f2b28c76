// How a parcel is named on every screen (its size and status by their keys, its one-line summary), in the active
// language; plain functions, so a screen of another area (the chat's parcel card, the staff desk) may use them.
import { PARCEL_SIZE_INFO, PARCEL_SIZES, type ParcelSize } from '../../../contract/parcel-sizes';
import { PARCEL_STATUS_TEXT } from '../../../contract/statuses';
import { isAreaReady, loadArea } from '../../i18n/areas';
import { i18n } from '../../i18n/i18n-instance';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales';
import { parcelsText } from './text';

/** Whether the parcels' words are in memory; a screen of another area that did not load them (the chat's parcel card)
 *  gets the contract's French meanwhile rather than a message id, and the load starts for its next render. */
function ready(): boolean {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  if (isAreaReady(locale, 'parcels')) return true;
  loadArea(locale, 'parcels').catch(() => {});
  return false;
}

const SIZES = new Set<string>(PARCEL_SIZES);
const STATUSES = new Set(Object.keys(PARCEL_STATUS_TEXT).map(Number));

/** "Petit", "Moyen", "Grand"; a size this version does not know as the server wrote it. */
export function sizeLabel(size: string): string {
  if (!SIZES.has(size)) return size;
  return ready() ? parcelsText(`size.${size as ParcelSize}`) : PARCEL_SIZE_INFO[size as ParcelSize].label;
}

/** A status by its code; one this version does not know as the server wrote it. */
export function statusLabel(status: number, serverText?: string | null): string {
  if (!STATUSES.has(status)) return serverText ?? String(status);
  return ready() ? parcelsText(`status.${status}` as 'status.0') : PARCEL_STATUS_TEXT[status]!;
}

/** "Moyen · 8 kg · Livres" */
export function parcelSummary(parcel: { size: string; weight: number; description: string }): string {
  if (!ready()) return `${sizeLabel(parcel.size)} · ${parcel.weight.toLocaleString('fr-FR')} kg · ${parcel.description}`;
  return parcelsText('summary', { size: sizeLabel(parcel.size), weight: parcel.weight, description: parcel.description });
}
