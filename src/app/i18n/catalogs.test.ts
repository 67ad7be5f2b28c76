// The catalogs: every French message exists, non-empty, in Arabic and English, with the same placeholders; each
// compiles; French reads byte for byte as before; Arabic counts use all six of its plural forms.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/lingui-catalogs';
import fr from '../../locales/fr/messages.json';
import ar from '../../locales/ar/messages.json';
import en from '../../locales/en/messages.json';
import { INTL_LOCALE, type Locale } from './locales';

const CATALOGS: Record<Locale, Record<string, string>> = { fr, ar, en };

/** The placeholders a message fills (`{name}`, `{count, plural, …}`), so a translation cannot drop or rename one. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

function translator(locale: Locale) {
  const i18n = setupI18n();
  i18n.load(locale, compileCatalog(CATALOGS[locale]));
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}

describe('catalogs', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`${locale} has every French message, none empty, with the same placeholders`, () => {
      const catalog = CATALOGS[locale];
      const missing = Object.keys(fr).filter((id) => !(id in catalog));
      expect(missing).toEqual([]);
      const empty = Object.entries(catalog).filter(([, message]) => message.trim() === '').map(([id]) => id);
      expect(empty).toEqual([]);
      const extra = Object.keys(catalog).filter((id) => !(id in fr));
      expect(extra).toEqual([]);
      for (const [id, message] of Object.entries(fr)) expect(placeholders(catalog[id]!), id).toEqual(placeholders(message));
    });
  }

  it('compiles every message of every language', () => {
    for (const catalog of Object.values(CATALOGS)) expect(() => compileCatalog(catalog)).not.toThrow();
  });

  it('reads in French exactly as the pages did before (no quote or apostrophe taken for ICU syntax)', () => {
    const _ = translator('fr');
    for (const [id, message] of Object.entries(fr)) if (!message.includes('{')) expect(_(id), id).toBe(message);
    expect(_('nav.loginRegister')).toBe('Login/Register');
    expect(_('home.testimonials.quote', { text: 'Bonjour' })).toBe('« Bonjour »');
    expect(_('theme.label', { theme: 'Light' })).toBe('Thème : Light');
    expect(_('connectivity.unsent', { count: 1 })).toBe('1 modification non envoyée');
    expect(_('connectivity.unsent', { count: 2 })).toBe('2 modifications non envoyées');
    expect(_('connectivity.unsent', { count: 1234 })).toBe('1234 modifications non envoyées');
    expect(_('user.unsentAtLogout', { count: 3 })).toBe(
      '3 modifications non envoyées resteront sur cet appareil : elles seront envoyées à votre prochaine connexion.',
    );
  });

  it('counts in Arabic with its six plural forms, in the Latin digits Tunisia writes', () => {
    const categories = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    expect([...categories].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    const _ = translator('ar');
    for (const id of ['connectivity.unsent', 'user.unsentAtLogout']) {
      for (const category of categories) expect(ar[id as keyof typeof ar], `${id} ${category}`).toMatch(new RegExp(`\\b${category} \\{`));
    }
    // One count of each form: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100 other.
    const forms = [0, 1, 2, 3, 11, 100].map((count) => _('connectivity.unsent', { count }));
    expect(new Set(forms).size).toBe(6);
    expect(forms).toEqual([
      'لا توجد تعديلات غير مُرسَلة',
      'تعديل واحد غير مُرسَل',
      'تعديلان غير مُرسَلَين',
      '3 تعديلات غير مُرسَلة',
      '11 تعديلًا غير مُرسَل',
      '100 تعديل غير مُرسَل',
    ]);
  });

  it('counts in English', () => {
    const _ = translator('en');
    expect(_('connectivity.unsent', { count: 1 })).toBe('1 unsent change');
    expect(_('connectivity.unsent', { count: 5 })).toBe('5 unsent changes');
  });
});
