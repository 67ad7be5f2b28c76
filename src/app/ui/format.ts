// How the product writes prices, dates and names in the active language, dates in Tunis time: French as the spec
// writes it ("12.50 TND"), Arabic and English as Tunisia reads them (src/app/i18n/locales.ts), amounts in millimes
// ("12.500 د.ت", "TND 12.500").
import { CURRENCY } from '../../contract/limits';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../i18n/locales';

const TIME_ZONE = 'Africa/Tunis';

export function formatPrice(amount: number): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE ? `${amount.toFixed(2)} ${CURRENCY}` : formatterOf('price', locale).format(amount);
}

// Made once per language and kind, when first used: building an Intl formatter costs about a hundred times more
// than using one (the first one with a time zone loads its data: tens of milliseconds on a slow phone), and a chat
// history formats hundreds of dates per render; a page that shows no price never builds the price formatter.
const FORMATTERS = {
  dateTime: (tag: string) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  // The device's own time zone: the "last synced" line says when this phone last heard from the server.
  deviceDateTime: (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }),
  date: (tag: string) => new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  // French relative times were always made with the bare "fr" (identical words, kept byte for byte).
  relative: (tag: string, locale: Locale) => new Intl.RelativeTimeFormat(locale === 'fr' ? 'fr' : tag, { numeric: 'auto' }),
  // The dinar's three decimals; Arabic with Latin digits and a decimal point, as Tunisian receipts write it.
  price: (tag: string, locale: Locale) => new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : tag, { style: 'currency', currency: CURRENCY }),
};
type Kind = keyof typeof FORMATTERS;
const made = new Map<string, unknown>();

function formatterOf<K extends Kind>(kind: K, locale: Locale): ReturnType<(typeof FORMATTERS)[K]> {
  const key = `${kind}:${locale}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = FORMATTERS[kind](INTL_LOCALE[locale], locale);
    made.set(key, formatter);
  }
  return formatter as ReturnType<(typeof FORMATTERS)[K]>;
}

/** The active language's formatter of a kind (French before any catalog is active, as in unit tests). */
const active = <K extends Kind>(kind: K) => formatterOf(kind, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Builds the trip and request cards' date formatter while the page waits for its data (called once the first screen
 * is drawn): the first formatter with a time zone loads that zone's data, one long task on a slow phone, better
 * spent alone than inside the render of the first cards.
 */
export function prepareDateFormatting(): void {
  const prepare = () => active('dateTime');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 2000 });
  else setTimeout(prepare, 0);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return active('dateTime').format(date);
}

/** A moment in the device's time zone, short ("26/11/2026 14:05"). */
export function formatDeviceTime(at: number): string {
  return active('deviceDateTime').format(new Date(at));
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return active('date').format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "il y a 3 heures", "dans 2 jours" (in French): the spec's units year, month, week, day, hour, minute. */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  if (Number.isNaN(diff)) return '';
  const relative = active('relative');
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return asApps(relative.format(Math.round(diff / ms), unit));
  return relative.format(0, 'minute');
}

/** Arabic apps say a moment past "منذ 5 دقائق" (since), where CLDR writes "قبل 5 دقائق" (before). */
const asApps = (said: string) => (isLocale(i18n.locale) && i18n.locale === 'ar' ? said.replace(/^قبل /, 'منذ ') : said);

export function personName(person: { full_name?: string; first_name?: string; last_name?: string; name?: string } | null | undefined): string {
  if (!person) return '';
  return person.full_name || [person.first_name, person.last_name].filter(Boolean).join(' ') || person.name || '';
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
