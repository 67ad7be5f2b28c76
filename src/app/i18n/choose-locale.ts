// Which language a visit starts in: the one chosen on this device, else the first the browser asks for that the
// product speaks ("ar-TN" counts as Arabic), else French.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** "ar-TN" → "ar"; a language the product does not speak → undefined. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

export function chooseLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
