// The 24 governorate capitals' Arabic names, by the name the marketplace stores (its French spelling). Trips,
// announcements and searches keep the stored name; screens in Arabic show this one, and a search typed in Arabic
// finds the same city. The other places' Arabic names come with the cities list (`name_ar`): the server has them all
// (src/server/db/places.ts), a device learns them from its mirror (src/app/i18n/place-names.ts).
export const ARABIC_CITY_NAMES: Readonly<Record<string, string>> = {
  Tunis: 'تونس',
  Ariana: 'أريانة',
  'Ben Arous': 'بن عروس',
  Manouba: 'منوبة',
  Nabeul: 'نابل',
  Zaghouan: 'زغوان',
  Bizerte: 'بنزرت',
  Béja: 'باجة',
  Jendouba: 'جندوبة',
  'Le Kef': 'الكاف',
  Siliana: 'سليانة',
  Sousse: 'سوسة',
  Monastir: 'المنستير',
  Mahdia: 'المهدية',
  Sfax: 'صفاقس',
  Kairouan: 'القيروان',
  Kasserine: 'القصرين',
  'Sidi Bouzid': 'سيدي بوزيد',
  Gabès: 'قابس',
  Médenine: 'مدنين',
  Tataouine: 'تطاوين',
  Gafsa: 'قفصة',
  Tozeur: 'توزر',
  Kébili: 'قبلي',
};

/**
 * A stored city name as a language writes it: Arabic has its own names (the 24 here, the others in `moreArabic`),
 * French and English keep the stored one, and so does Arabic for a place it has no name for.
 */
export function cityNameIn(locale: string, name: string, moreArabic?: ReadonlyMap<string, string>): string {
  if (locale !== 'ar') return name;
  return ARABIC_CITY_NAMES[name] ?? moreArabic?.get(name) ?? name;
}
