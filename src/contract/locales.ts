// The product's languages, shared by the screens and the server: French by default (the spec's own labels), Arabic
// written right to left, and English. (No schema here: the page's first script imports this.)
export const LOCALES = ['fr', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The tag Intl formats with: French as France writes it (the dates already shown), Arabic and English as Tunisia
 *  reads them (Latin digits, day before month). */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', ar: 'ar-TN', en: 'en-GB' };
