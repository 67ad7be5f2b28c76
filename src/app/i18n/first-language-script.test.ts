// The built page's first script picks the same language as the app (chooseLocale) and asks for that language's
// stylesheet and catalog only.
import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale';
import { firstLanguageScript } from './first-language-script';

const ASSETS = {
  stylesheets: [{ ltr: '/assets/index-1.css', rtl: '/assets/index-1.rtl.css' }],
  catalogs: {
    fr: { core: '/assets/messages-fr-1.js', trips: '/assets/words-fr-trips-1.js', ui: '/assets/words-fr-ui-1.js' },
    ar: { core: '/assets/messages-ar-1.js', trips: '/assets/words-ar-trips-1.js', ui: '/assets/words-ar-ui-1.js' },
    en: { core: '/assets/messages-en-1.js', trips: '/assets/words-en-trips-1.js', ui: '/assets/words-en-ui-1.js' },
  },
  pages: [
    { name: 'home', path: '^/$', chunks: [], areas: ['ui'] },
    { name: 'trips', path: '^/trips/?$', chunks: ['/assets/trips-page-1.js'], areas: ['trips', 'ui'] },
  ],
};

/** Runs the script against a stand-in page; returns what it chose and the links it added. */
function run(stored: string | null, languages: string[], storage: 'works' | 'refused' = 'works', pathname = '/contact') {
  const links: Array<Record<string, string>> = [];
  const root: Record<string, string> = { lang: '', dir: '' };
  Object.defineProperty(root, 'setAttribute', { value: (name: string, value: string) => (root[name] = value) });
  const localStorage = {
    getItem: () => {
      if (storage === 'refused') throw new Error('denied');
      return stored;
    },
  };
  const document = {
    documentElement: root,
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
    createElement: () => {
      const link: Record<string, string> = {};
      return Object.assign(link, { setAttribute: (name: string, value: string) => (link[name] = value) });
    },
  };
  const script = firstLanguageScript(ASSETS);
  const locale = new Function('localStorage', 'navigator', 'document', 'location', `return ${script}`)(localStorage, { languages }, document, {
    pathname,
  }) as string;
  return { locale, root, hrefs: links.map((link) => link.href) };
}

const CASES: Array<[string | null, string[]]> = [
  ['ar', ['en-US']],
  ['en', ['ar-TN']],
  ['fr', []],
  [null, ['ar-TN', 'fr-FR']],
  [null, ['de-DE', 'en-GB']],
  [null, ['EN_us']],
  [null, ['de', 'it']],
  ['de', ['ar']],
  ['ar-TN', ['en']],
  ['', []],
];

describe('firstLanguageScript', () => {
  it('chooses as chooseLocale does', () => {
    for (const [stored, languages] of CASES) expect(run(stored, languages).locale, `${stored} ${languages.join()}`).toBe(chooseLocale(stored, languages));
  });

  it('uses the browser’s languages when storage is refused', () => {
    expect(run('ar', ['en'], 'refused').locale).toBe('en');
  });

  it('sets the page’s language and direction, and preloads only what that language needs', () => {
    expect(run('ar', [])).toEqual({ locale: 'ar', root: { lang: 'ar', dir: 'rtl' }, hrefs: ['/assets/index-1.rtl.css', '/assets/messages-ar-1.js'] });
    expect(run(null, ['fr-FR'])).toEqual({ locale: 'fr', root: { lang: 'fr', dir: 'ltr' }, hrefs: ['/assets/index-1.css', '/assets/messages-fr-1.js'] });
    expect(run('en', []).hrefs).toEqual(['/assets/index-1.css', '/assets/messages-en-1.js']);
  });

  it('asks for the code and words of the first page it opens, in its language', () => {
    expect(run('ar', [], 'works', '/trips').hrefs).toEqual([
      '/assets/index-1.rtl.css',
      '/assets/messages-ar-1.js',
      '/assets/trips-page-1.js',
      '/assets/words-ar-trips-1.js',
      '/assets/words-ar-ui-1.js',
    ]);
    expect(run(null, ['fr'], 'works', '/').hrefs).toEqual(['/assets/index-1.css', '/assets/messages-fr-1.js', '/assets/words-fr-ui-1.js']);
    expect(run(null, ['fr'], 'works', '/trips/12').hrefs).toEqual(['/assets/index-1.css', '/assets/messages-fr-1.js']);
  });

  it('names the first page it opens on <html>, for the first paint to draw its banner', () => {
    expect(run('ar', [], 'works', '/trips').root).toEqual({ lang: 'ar', dir: 'rtl', 'data-first-page': 'trips' });
    expect(run(null, ['fr'], 'works', '/').root['data-first-page']).toBe('home');
    expect(run(null, ['fr'], 'works', '/contact').root['data-first-page']).toBeUndefined();
  });

  it('asks once for a chunk that holds several areas', () => {
    const shared = {
      ...ASSETS,
      catalogs: { fr: { core: '/assets/words-fr-core-1.js', ui: '/assets/words-fr-core-1.js', trips: '/assets/words-fr-trips-1.js' } },
    };
    const links: string[] = [];
    const document = {
      documentElement: { lang: '', dir: '', setAttribute: () => {} },
      head: { appendChild: (link: { href: string }) => links.push(link.href) },
      createElement: () => ({ setAttribute: () => {} }),
    };
    new Function('localStorage', 'navigator', 'document', 'location', `return ${firstLanguageScript(shared)}`)(
      { getItem: () => 'fr' },
      { languages: [] },
      document,
      { pathname: '/trips' },
    );
    expect(links).toEqual(['/assets/index-1.css', '/assets/words-fr-core-1.js', '/assets/trips-page-1.js', '/assets/words-fr-trips-1.js']);
  });
});
