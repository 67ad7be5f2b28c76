// The trip form's parcel sizes as the driver ticks them (one checkbox, price and count per size) and as the API
// takes them (a list of the ticked sizes): both ways, and the API's field errors put back under the right size.
import { PARCEL_SIZES, type ParcelSize } from '../../../contract/parcel-sizes';
import type { ParcelOffer } from '../../../contract/trips';

export interface ParcelSizeFields {
  offered: boolean;
  price_per_parcel: number | string;
  parcels: number | string;
}
export type ParcelSizesFields = Record<ParcelSize, ParcelSizeFields>;

/** The sizes of a trip being edited, or none ticked for a new one (one parcel each once ticked). */
export function parcelSizesOf(offers: ParcelOffer[] = []): ParcelSizesFields {
  const fields = {} as ParcelSizesFields;
  for (const size of PARCEL_SIZES) {
    const offer = offers.find((o) => o.size === size);
    fields[size] = { offered: !!offer, price_per_parcel: offer?.price_per_parcel ?? '', parcels: offer?.parcels ?? 1 };
  }
  return fields;
}

/** The ticked sizes, smallest first, as the API's `parcel_offers` (the form's texts, coerced by the contract). */
export function parcelOffersOf(sizes: ParcelSizesFields | undefined): { size: ParcelSize; price_per_parcel: number | string; parcels: number | string }[] {
  return PARCEL_SIZES.filter((size) => sizes?.[size]?.offered).map((size) => ({
    size,
    price_per_parcel: sizes![size].price_per_parcel,
    parcels: sizes![size].parcels,
  }));
}

/** The form field that shows an API error: `parcel_offers.1.parcels` of [small, large] is `parcel_sizes.large.parcels`. */
export function parcelFieldOf(key: string, sent: readonly { size: ParcelSize }[]): string {
  const match = /^parcel_offers\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return key;
  const size = sent[Number(match[1])]?.size;
  if (!size) return 'parcel_offers';
  return `parcel_sizes.${size}.${match[2] === 'size' ? 'offered' : match[2]}`;
}

/** The API's errors (flat keys) with the sizes' keys moved under their size. */
export function placeParcelErrors(errors: Record<string, string[]>, sent: readonly { size: ParcelSize }[]): Record<string, string[]> {
  const placed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) placed[parcelFieldOf(key, sent)] ??= messages;
  return placed;
}

/** The rows of the sizes (the schema's `parcel_offers` as the driver ticks them): where a size's API error lands. */
export const PARCEL_SIZE_FIELDS = [
  ...PARCEL_SIZES.flatMap((size) => ['offered', 'price_per_parcel', 'parcels'].map((field) => `parcel_sizes.${size}.${field}`)),
];
