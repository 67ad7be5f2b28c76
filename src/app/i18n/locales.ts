// The product's languages: French by default (the spec's own labels), Arabic written right to left, and English.
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/locales';

export { DEFAULT_LOCALE, INTL_LOCALE, isLocale, LOCALES, type Locale };

/** Where this device keeps the chosen language (read by the page's first script too). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Arabic reads right to left; the page's `dir` and its stylesheet follow. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Each language named in itself, as the switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', ar: 'العربية', en: 'English' };
