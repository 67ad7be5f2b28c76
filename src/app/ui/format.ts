// How the product writes prices, dates and names: TND with two decimals, dates in Tunis time in the active language
// (French as before, Arabic and English as Tunisia reads them: src/app/i18n/locales.ts).
import { CURRENCY } from '../../contract/limits';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../i18n/locales';

const TIME_ZONE = 'Africa/Tunis';

export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)} ${CURRENCY}`;
}

// Made once per language: building an Intl formatter costs about a hundred times more than using one, and a chat
// history formats hundreds of dates per render.
type Formatters = { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat; relative: Intl.RelativeTimeFormat };
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
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  return relative.format(0, 'minute');
}

export function personName(person: { full_name?: string; first_name?: string; last_name?: string; name?: string } | null | undefined): string {
  if (!person) return '';
  return person.full_name || [person.first_name, person.last_name].filter(Boolean).join(' ') || person.name || '';
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
