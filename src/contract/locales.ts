// The product's languages, shared by the screens and the server: French by default (the spec's own labels), Arabic
// written right to left, and English. `PUT /api/user/locale` keeps a person's choice on their account.
import { z } from 'zod';

export const LOCALES = ['fr', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const accountLocaleRequest = z.object({
  locale: z.enum(LOCALES, { error: 'The selected locale is invalid.' }),
});
export type AccountLocaleRequest = z.infer<typeof accountLocaleRequest>;

export const accountLocaleResponse = z.object({ message: z.string(), locale: z.enum(LOCALES) });
