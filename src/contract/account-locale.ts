// `PUT /api/user/locale`: the language a person chose, kept on their account.
import { z } from 'zod';
import { LOCALES } from './locales';

export const accountLocaleRequest = z.object({
  locale: z.enum(LOCALES, { error: 'The selected locale is invalid.' }),
});
export type AccountLocaleRequest = z.infer<typeof accountLocaleRequest>;

export const accountLocaleResponse = z.object({ message: z.string(), locale: z.enum(LOCALES) });
