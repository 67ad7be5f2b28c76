// The built page's first script, inline in its <head>: it picks the visit's language as chooseLocale does (kept
// choice, else the browser's, else French; a unit test holds them equal), sets <html lang dir>, and starts the
// downloads that language needs: the stylesheet of its direction and its catalog. Without it an Arabic first visit
// would fetch the left-to-right stylesheet for nothing, then the right-to-left one and the catalog only once the app's
// script had run. On a first page with code or words of its own (src/app/first-pages.ts) it asks for those too, so
// they download beside the app's script rather than after it.
import { DEFAULT_LOCALE, directionOf, LOCALE_STORAGE_KEY, LOCALES } from './locales';

export interface FirstLanguageAssets {
  /** Each app stylesheet, left-to-right and right-to-left. */
  stylesheets: Array<{ ltr: string; rtl: string }>;
  /** Each language's catalog chunks, by area: core, and the areas the first pages draw. */
  catalogs: Partial<Record<string, Record<string, string>>>;
  /** The first pages: the address (a regular expression), its code's chunks beyond the app's script, its areas. */
  pages: Array<{ name: string; path: string; chunks: string[]; areas: readonly string[] }>;
}

export function firstLanguageScript(assets: FirstLanguageAssets): string {
  const rtl = LOCALES.filter((locale) => directionOf(locale) === 'rtl');
  const data = JSON.stringify({ locales: LOCALES, rtl, fallback: DEFAULT_LOCALE, key: LOCALE_STORAGE_KEY, ...assets });
  // ES5 and self-contained: it runs before anything else, in any browser that opens the page.
  return `(function (d) {
  var locale = d.fallback, stored = null, tags, i, language;
  try { stored = localStorage.getItem(d.key); } catch (e) {}
  if (d.locales.indexOf(stored) >= 0) locale = stored;
  else {
    tags = navigator.languages || [navigator.language];
    for (i = 0; i < tags.length; i++) {
      language = String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];
      if (d.locales.indexOf(language) >= 0) { locale = language; break; }
    }
  }
  var root = document.documentElement, dir = d.rtl.indexOf(locale) >= 0 ? 'rtl' : 'ltr';
  root.lang = locale;
  root.dir = dir;
  d.stylesheets.forEach(function (sheet) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'style';
    link.crossOrigin = '';
    link.href = dir === 'rtl' ? sheet.rtl : sheet.ltr;
    link.setAttribute('data-ltr-href', sheet.ltr);
    link.setAttribute('data-rtl-href', sheet.rtl);
    link.setAttribute('data-app-stylesheet', '');
    document.head.appendChild(link);
  });
  var words = d.catalogs[locale] || {}, wanted = [words.core];
  for (i = 0; i < d.pages.length; i++) {
    if (new RegExp(d.pages[i].path).test(location.pathname)) {
      // The first paint's styles draw this page's banner (scripts/first-paint-hero.ts).
      root.setAttribute('data-first-page', d.pages[i].name);
      wanted = wanted.concat(d.pages[i].chunks, d.pages[i].areas.map(function (area) { return words[area]; }));
      break;
    }
  }
  var asked = {};
  wanted.forEach(function (href) {
    // Areas sharing a chunk share its address: one request.
    if (!href || asked[href]) return;
    asked[href] = true;
    var hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.crossOrigin = '';
    hint.href = href;
    document.head.appendChild(hint);
  });
  return locale;
})(${data});`;
}
