// The language chosen on this device. localStorage, not IndexedDB: it is read synchronously before the first paint,
// so a page never flashes in the wrong language or direction.
import { isLocale, LOCALE_STORAGE_KEY, type Locale } from './locales';

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage refused (private mode, policy): the browser's languages decide each visit.
    return null;
  }
}

export function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not kept on this device; the switch still applies for this visit.
  }
}
