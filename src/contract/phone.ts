// Tunisian phone numbers: eight digits, typed with or without +216 / 00216 and spaces; stored as the eight digits.
import { z } from 'zod';
import { canonicalPhone } from './phone-format';

// Reading and showing a number live apart, without zod, for the screens that need only that.
export { canonicalPhone, displayPhone } from './phone-format';

/** A phone field of a request: required, a valid Tunisian number, transformed to its canonical digits. */
export const phoneField = z
  .string({ error: 'The phone field is required.' })
  .trim()
  .min(1, 'The phone field is required.')
  .transform((value, ctx) => {
    const phone = canonicalPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'The phone must be a Tunisian number of 8 digits.' });
      return z.NEVER;
    }
    return phone;
  });
