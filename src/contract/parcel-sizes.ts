// Parcel sizes a driver takes in the trunk (DESIGN.md §9), without zod: the cards and the form import only these.
export const PARCEL_SIZES = ['small', 'medium', 'large'] as const;
export type ParcelSize = (typeof PARCEL_SIZES)[number];

export interface ParcelSizeInfo {
  label: string;
  maxKg: number;
  /** What fits, said beside the label where it helps. */
  hint?: string;
}

export const PARCEL_SIZE_INFO: Record<ParcelSize, ParcelSizeInfo> = {
  small: { label: 'Petit', maxKg: 5, hint: 'une enveloppe ou une boîte à chaussures' },
  medium: { label: 'Moyen', maxKg: 15 },
  large: { label: 'Grand', maxKg: 30, hint: 'une valise' },
};

/** How many parcels of one size a driver may offer on a trip. */
export const PARCELS_PER_SIZE = { min: 1, max: 10 } as const;

/** "Petit (≤ 5 kg) — une enveloppe ou une boîte à chaussures", as the form and the detail name a size. */
export function parcelSizeName(size: ParcelSize): string {
  const info = PARCEL_SIZE_INFO[size];
  return `${info.label} (≤ ${info.maxKg} kg)${info.hint ? ` — ${info.hint}` : ''}`;
}
