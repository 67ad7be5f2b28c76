// How the product writes prices, dates and names: TND with two decimals, French dates in Tunis time.
import { CURRENCY } from '../../contract/limits';

const TIME_ZONE = 'Africa/Tunis';

export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)} ${CURRENCY}`;
}

// Made once: building an Intl formatter costs about a hundred times more than using one, and a chat history formats
// hundreds of dates per render.
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const relativeFormat = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "il y a 3 heures", "dans 2 jours": the spec's units year, month, week, day, hour, minute. */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  if (Number.isNaN(diff)) return '';
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return relativeFormat.format(Math.round(diff / ms), unit);
  return relativeFormat.format(0, 'minute');
}

export function personName(person: { full_name?: string; first_name?: string; last_name?: string; name?: string } | null | undefined): string {
  if (!person) return '';
  return person.full_name || [person.first_name, person.last_name].filter(Boolean).join(' ') || person.name || '';
}

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
