// The catalogs: every area's French messages exist, non-empty, in Arabic and English, with the same placeholders; each
// compiles; French reads byte for byte as before; Arabic counts use all six of its plural forms.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/lingui-catalogs';
import fr from '../../locales/fr/core.json';
import { INTL_LOCALE, LOCALES, type Locale } from './locales';

type Catalog = Record<string, string>;
// The JSON as translators wrote it (the build's compiler is not in the test's path).
const FILES = import.meta.glob<Catalog>('../../locales/*/*.json', { eager: true, import: 'default' });
const areasOf = (locale: Locale) =>
  Object.keys(FILES)
    .filter((path) => path.startsWith(`../../locales/${locale}/`))
    .map((path) => path.split('/').pop()!.slice(0, -'.json'.length))
    .sort();
const AREAS = areasOf('fr');
const catalogOf = (locale: Locale, area: string): Catalog => FILES[`../../locales/${locale}/${area}.json`]!;
const CATALOGS = Object.fromEntries(LOCALES.map((locale) => [locale, catalogOf(locale, 'core')])) as Record<Locale, Catalog>;

/** The placeholders a message fills (`{name}`, `{count, plural, …}`), so a translation cannot drop or rename one. */
/** Words every language writes as they are: the product's name and the currency's code. */
const BRAND = /^[\s\p{P}]*(Mechwar|TND)?[\s\p{P}]*$/u;

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

function translator(locale: Locale, area = 'core') {
  const i18n = setupI18n();
  i18n.load(locale, compileCatalog(area === 'core' ? CATALOGS[locale] : catalogOf(locale, area)));
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values);
}

describe('catalogs', () => {
  it('has the same areas in every language', () => {
    for (const locale of LOCALES) expect(areasOf(locale), locale).toEqual(AREAS);
  });

  for (const locale of ['ar', 'en'] as const) {
    for (const area of AREAS) {
      it(`${locale}/${area} has every French message, none empty, with the same placeholders`, () => {
        const french = catalogOf('fr', area);
        const catalog = catalogOf(locale, area);
        expect(
          Object.keys(french).filter((id) => !(id in catalog)),
          'missing',
        ).toEqual([]);
        expect(
          Object.entries(catalog)
            .filter(([, message]) => message.trim() === '')
            .map(([id]) => id),
          'empty',
        ).toEqual([]);
        expect(
          Object.keys(catalog).filter((id) => !(id in french)),
          'extra',
        ).toEqual([]);
        for (const [id, message] of Object.entries(french)) expect(placeholders(catalog[id]!), id).toEqual(placeholders(message));
      });
    }
  }

  it('compiles every message of every language', () => {
    for (const locale of LOCALES) for (const area of AREAS) expect(() => compileCatalog(catalogOf(locale, area)), `${locale}/${area}`).not.toThrow();
  });

  it('leaves no French word untranslated in Arabic (names and the the product’s English labels aside)', () => {
    // Arabic text has Arabic letters; a message copied over from French would not.
    for (const area of AREAS) {
      for (const [id, message] of Object.entries(catalogOf('ar', area))) {
        const words = message.replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, '').replace(/\b(zero|one|two|few|many|other)\s*\{/g, '');
        if (/[A-Za-zÀ-ÿ]{3,}/.test(words) && !/[\u0600-\u06FF]/.test(words) && !BRAND.test(words)) expect.soft(message, `${area}:${id}`).toBe('(Arabic text)');
      }
    }
  });

  it('reads in French exactly as the pages did before (no quote or apostrophe taken for ICU syntax)', () => {
    const _ = translator('fr');
    for (const [id, message] of Object.entries(fr)) if (!message.includes('{')) expect(_(id), id).toBe(message);
    for (const area of AREAS) {
      const french = setupI18n();
      french.load('fr', compileCatalog(catalogOf('fr', area)));
      french.activate('fr');
      for (const [id, message] of Object.entries(catalogOf('fr', area))) if (!message.includes('{')) expect(french._(id), `${area}:${id}`).toBe(message);
    }
    expect(_('nav.loginRegister')).toBe('Login/Register');
    expect(translator('fr', 'home-more')('testimonials.quote', { text: 'Bonjour' })).toBe('« Bonjour »');
    expect(_('theme.label', { theme: 'Light' })).toBe('Thème : Light');
    expect(_('connectivity.unsent', { count: 1 })).toBe('1 modification non envoyée');
    expect(_('connectivity.unsent', { count: 2 })).toBe('2 modifications non envoyées');
    expect(_('connectivity.unsent', { count: 1234 })).toBe('1234 modifications non envoyées');
    expect(translator('fr', 'account-menu')('unsentAtLogout', { count: 3 })).toBe(
      '3 modifications non envoyées resteront sur cet appareil : elles seront envoyées à votre prochaine connexion.',
    );
  });

  it('counts in Arabic with its six plural forms, in the Latin digits Tunisia writes', () => {
    const categories = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    expect([...categories].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    const _ = translator('ar');
    // Every Arabic count, in every area, has all six forms.
    for (const area of AREAS) {
      for (const [id, message] of Object.entries(catalogOf('ar', area))) {
        if (!/\{\s*\w+\s*,\s*plural\s*,/.test(message)) continue;
        for (const category of categories) expect(message, `${area}:${id} ${category}`).toMatch(new RegExp(`\\b${category}\\s*\\{`));
      }
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
