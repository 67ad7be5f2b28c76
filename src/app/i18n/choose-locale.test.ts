// Which language a visit starts in (the choice kept on the device, else the browser's languages, else French), and
// which way each one reads.
import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfTag } from './choose-locale';
import { directionOf, LOCALES } from './locales';

describe('chooseLocale', () => {
  it('keeps the language chosen on this device over the browser’s', () => {
    expect(chooseLocale('ar', ['en-US', 'fr'])).toBe('ar');
    expect(chooseLocale('en', ['ar-TN'])).toBe('en');
  });

  it('else takes the first browser language the product speaks, region or not', () => {
    expect(chooseLocale(null, ['ar-TN', 'fr-FR'])).toBe('ar');
    expect(chooseLocale(null, ['de-DE', 'en-GB', 'fr'])).toBe('en');
    expect(chooseLocale(null, ['EN_us'])).toBe('en');
  });

  it('ignores a stored value that is not a language of the product', () => {
    expect(chooseLocale('de', ['ar'])).toBe('ar');
    expect(chooseLocale('', [])).toBe('fr');
  });

  it('falls back to French', () => {
    expect(chooseLocale(null, [])).toBe('fr');
    expect(chooseLocale(undefined, ['de-DE', 'it'])).toBe('fr');
  });

  it('reads a language out of a tag', () => {
    expect(localeOfTag('ar-TN')).toBe('ar');
    expect(localeOfTag('fr-CA')).toBe('fr');
    expect(localeOfTag('es')).toBeUndefined();
  });
});

describe('directionOf', () => {
  it('reads Arabic right to left, French and English left to right', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, directionOf(locale)]))).toEqual({ fr: 'ltr', ar: 'rtl', en: 'ltr' });
  });
});
