// Phone numbers as texts need them: E.164 for gateways, masked for logs and the staff desk, and the countries allowed.

/** Tunisia's calling code: the only country texts go to unless `SMS_COUNTRIES` names others. */
export const TUNISIA = '216';

/** The account's eight digits (or an E.164 number already) as E.164. */
export function e164(phone: string): string {
  return phone.startsWith('+') ? phone : `+${TUNISIA}${phone}`;
}

/** +216 55 ••• 444: enough for staff to tell numbers apart, not enough to text them. */
export function maskedPhone(phone: string): string {
  const full = e164(phone);
  const country = full.startsWith(`+${TUNISIA}`) ? TUNISIA : full.slice(1, 4);
  const national = full.slice(country.length + 1);
  return `+${country} ${national.slice(0, 2)} ••• ${national.slice(-3)}`;
}

/** `SMS_COUNTRIES` ("216,33"): calling codes texts may go to. Unset: Tunisia only. A typo stops the start. */
export function allowedCountries(raw: string | undefined): string[] {
  if (!raw || raw.trim() === '') return [TUNISIA];
  const codes = raw.split(',').map((code) => code.trim().replace(/^\+/, ''));
  for (const code of codes) if (!/^\d{1,3}$/.test(code)) throw new Error(`SMS_COUNTRIES must list calling codes such as 216,33, not "${raw}"`);
  return codes;
}

/** Whether a number is in one of the allowed countries (calling codes are prefix-free, so a prefix match is exact). */
export function inAllowedCountry(phone: string, countries: string[]): boolean {
  const full = e164(phone);
  return countries.some((code) => full.startsWith(`+${code}`));
}
