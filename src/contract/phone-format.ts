// Tunisian phone numbers read and shown (eight digits, typed with or without +216 / 00216 and spaces), without zod.
import { PHONE_PREFIX } from './limits';

const TUNISIAN_DIGITS = /^[2-9]\d{7}$/;

/** The canonical eight digits of a Tunisian number, or null when the input is not one. */
export function canonicalPhone(input: string): string | null {
  let digits = input.replace(/[\s.\-()]/g, '');
  if (digits.startsWith('+216')) digits = digits.slice(4);
  else if (digits.startsWith('00216')) digits = digits.slice(5);
  else if (digits.length === 11 && digits.startsWith('216')) digits = digits.slice(3);
  return TUNISIAN_DIGITS.test(digits) ? digits : null;
}

/** How the product shows a phone number: "+216 22 123 456". */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = canonicalPhone(phone) ?? phone;
  if (!TUNISIAN_DIGITS.test(digits)) return phone;
  return `${PHONE_PREFIX} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
