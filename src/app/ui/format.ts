// How the product writes prices, dates and names in the active language, dates in Tunis time: French as the spec
// writes it ("12.50 TND"), Arabic and English as Tunisia reads them (src/app/i18n/locales.ts), amounts in millimes
// ("12.500 د.ت", "TND 12.500").
import { CURRENCY } from '../../contract/limits';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../i18n/locales';

const TIME_ZONE = 'Africa/Tunis';

export function formatPrice(amount: number): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE ? `${amount.toFixed(2)} ${CURRENCY}` : formattersOf(locale).price.format(amount);
}

// Made once per language: building an Intl formatter costs about a hundred times more than using one, and a chat
// history formats hundreds of dates per render.
type Formatters = { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat; price: Intl.NumberFormat };
const formatters = new Map<Locale, Formatters>();

function formattersOf(locale: Locale): Formatters {
  let made = formatters.get(locale);
  if (!made) {
    const tag = INTL_LOCALE[locale];
    made = {
      dateTime: new Intl.DateTimeFormat(tag, {
        timeZone: TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
      date: new Intl.DateTimeFormat(tag, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
      // French relative times were always made with the bare "fr" (identical words, kept byte for byte).
      relative: new Intl.RelativeTimeFormat(locale === 'fr' ? 'fr' : tag, { numeric: 'auto' }),
      // The dinar's three decimals; Arabic with Latin digits and a decimal point, as Tunisian receipts write it.
      price: new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : tag, { style: 'currency', currency: CURRENCY }),
    };
    formatters.set(locale, made);
  }
  return made;
}

/** The active language's formatters (French before any catalog is active, as in unit tests). */
const active = () => formattersOf(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return active().dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return active().date.format(date);
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
  const { relative } = active();
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
