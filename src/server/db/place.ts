// What the marketplace knows of a place trips run between (a row of `cities`), as src/server/db/places.ts lists them.

export interface Place {
  /** The French spelling signs show: what trips store and French and English screens show. */
  name: string;
  nameAr: string;
  /** The governorate, by its capital's name. */
  governorate: string;
  latitude: number;
  longitude: number;
  /** Other Latin spellings (GeoNames', older ones), found by a search but never shown. */
  aliases: readonly string[];
  /** Where the Arabic name comes from (scripts/place-names.ts says more). */
  arabicFrom: 'capitals' | 'team' | 'transliterated';
}
