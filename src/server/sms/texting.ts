// How this server sends texts: its providers (the first, and one to fall back on), where texts may go and how many a day.
import type { SmsProvider } from './provider';

export interface Texting {
  /** `SMS_PROVIDER`; the log provider when unset. */
  primary: SmsProvider;
  /** `SMS_FALLBACK`: tried when the first refuses a text or fails for good. */
  fallback: SmsProvider | null;
  /** Calling codes texts may go to (`SMS_COUNTRIES`, Tunisia only by default). */
  countries: string[];
  /** Texts a day, across processes (`SMS_DAILY_LIMIT`); null: no budget. */
  dailyLimit: number | null;
  /** The site's address (`PUBLIC_URL`): what status callbacks were signed for behind a proxy. */
  publicUrl: string | null;
  /** The provider by name, for its delivery receipts. */
  byName(name: string): SmsProvider | null;
}

export function texting(
  primary: SmsProvider,
  fallback: SmsProvider | null,
  countries: string[],
  dailyLimit: number | null,
  publicUrl: string | null = null,
): Texting {
  return {
    primary,
    fallback,
    countries,
    dailyLimit,
    publicUrl,
    byName: (name) => [primary, fallback].find((provider) => provider?.name === name) ?? null,
  };
}

/** `SMS_DAILY_LIMIT`: a whole number of texts, or unset. A typo stops the start rather than lift the budget. */
export function dailyLimitFrom(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`SMS_DAILY_LIMIT must be a whole number of texts, not "${raw}"`);
  return value;
}
