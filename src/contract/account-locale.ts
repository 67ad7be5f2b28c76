// `PUT /api/user/locale`: the language a person chose, kept on their account.
import { z } from 'zod';
import { LOCALES } from './locales';

export const accountLocaleRequest = z.object({
  locale: z.enum(LOCALES, { error: 'The selected locale is invalid.' }),
  /** false: the device's own language, not a choice; it never replaces a language the person chose. Absent: chosen,
   *  as every earlier client meant it. */
  chosen: z.boolean({ error: 'The chosen field must be true or false.' }).default(true),
});
export type AccountLocaleRequest = z.infer<typeof accountLocaleRequest>;

export const accountLocaleResponse = z.object({ message: z.string(), locale: z.enum(LOCALES) });
