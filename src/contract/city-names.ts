// The 24 governorate capitals' Arabic names, by the name the marketplace stores (its French spelling). Trips,
// announcements and searches keep the stored name; screens in Arabic show this one, and a search typed in Arabic
// finds the same city.
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

/** A stored city name as a language writes it: Arabic has its own names, French and English keep the stored one. */
export function cityNameIn(locale: string, name: string): string {
  return (locale === 'ar' && ARABIC_CITY_NAMES[name]) || name;
}
