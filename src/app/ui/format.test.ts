// Dates in the active language, in Tunis time: French exactly as before, Arabic in Latin digits as Tunisia writes.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatDate, formatDateTime, formatPrice, relativeTime } from './format';

const ISO = '2026-03-14T08:05:00Z';

afterEach(() => i18n.activate('fr'));

describe('format', () => {
  it('writes French dates as before (Tunis time)', () => {
    i18n.load('fr', {});
    i18n.activate('fr');
    expect(formatDate(ISO)).toBe('14 mars 2026');
    expect(formatDateTime(ISO)).toBe(
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Africa/Tunis',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(ISO)),
    );
    expect(formatDateTime(ISO)).toContain('09:05');
    expect(relativeTime(ISO, Date.parse(ISO) - 3 * 3_600_000)).toBe('dans 3 heures');
    expect(formatPrice(12.5)).toBe('12.50 TND');
  });

  it('follows the active language', () => {
    i18n.load({ ar: {}, en: {} });
    i18n.activate('en');
    expect(formatDate(ISO)).toBe('14 March 2026');
    expect(relativeTime(ISO, Date.parse(ISO) + 2 * 86_400_000)).toBe('2 days ago');
    i18n.activate('ar');
    expect(formatDate(ISO)).toMatch(/^14 مارس 2026$/);
    expect(relativeTime(ISO, Date.parse(ISO) + 5 * 60_000)).toBe('منذ 5 دقائق');
    expect(relativeTime(ISO, Date.parse(ISO) - 2 * 3_600_000)).toBe('خلال ساعتين');
    // Latin digits, a decimal point, the dinar's three decimals (the marks around it keep it whole in a sentence).
    expect(formatPrice(12.5)).toMatch(/^\u200f?12\.500\sد\.ت\.?\u200f?$/u);
    i18n.activate('en');
    expect(formatPrice(12.5)).toMatch(/^TND\s12\.500$/u);
    expect(formatPrice(1234.25)).toMatch(/^TND\s1,234\.250$/u);
  });
});
