// The product's languages, shared by the screens and the server: French by default (the spec's own labels), Arabic
// written right to left, and English. (No schema here: the page's first script imports this.)
export const LOCALES = ['fr', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
