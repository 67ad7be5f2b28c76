// How live tracking speaks: relative ages to the second and arrival times in Tunis time, in the active language.
import { i18n } from '../../i18n/i18n-instance';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { trackingText } from './text';

const clocks = new Map<Locale, Intl.DateTimeFormat>();

/** "14:35" in Tunis time, on a 24-hour clock in every language. */
export function clockTime(at: number): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(locale, clock);
  }
  return clock.format(new Date(at));
}

/** "il y a 20 s", "il y a 6 min", "il y a 2 h" (the catalog's words: Intl's French puts a no-break space before the unit). */
export function ago(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return trackingText('ago.seconds', { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return trackingText('ago.minutes', { count: minutes });
  return trackingText('ago.hours', { count: Math.floor(minutes / 60) });
}
