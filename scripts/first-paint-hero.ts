// A Vite plugin: on a phone, the built page's first paint draws the banner of the page it opens (the landing page's,
// the trip list's), in the visitor's language, where the app will draw it: the navbar's bar, then the green banner
// with its title and lead. The app's script (about 130 KB on a phone's link) replaces it with the same words in the
// same place, so what a visitor reads first shows about a second earlier and does not move.
// Every language's banner is in the page; the first script has set <html lang> and <html data-first-page>
// (src/app/i18n/first-language-script.ts), and these styles show the one banner they name. Wider screens keep the
// splash as it was: their layout (a column beside an illustration) is the app's to draw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_PAGES, type FirstPaintHero } from '../src/app/first-pages';
import { LOCALES } from '../src/app/i18n/locales';

/** Where the banners go in index.html's boot splash. */
const MARK = '<!-- first-paint banners -->';
/** Bootstrap's font stack (--bs-font-sans-serif): the same letters, so the lines wrap where the app's will. */
const FONT = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif`;
/** Bootstrap's display-5 and display-6 below 1200 px, as the landing page's and a list's titles read them. */
const TITLE_SIZE: Record<FirstPaintHero['layout'], string> = { landing: 'calc(1.425rem + 2.1vw)', listing: 'calc(1.375rem + 1.5vw)' };
/** The banners' padding: py-5 on the landing page, py-3 over a list (listing-hero.tsx). */
const PADDING: Record<FirstPaintHero['layout'], string> = { landing: '3rem', listing: '1rem' };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function word(locale: string, area: string, key: string): string {
  const catalog = JSON.parse(readFileSync(path.resolve('src/locales', locale, `${area}.json`), 'utf8')) as Record<string, string>;
  const text = catalog[key];
  // A banner's words are plain text: a placeholder or a plural would need the app's formatter.
  if (typeof text !== 'string' || /[{}]/.test(text)) throw new Error(`No plain ${locale} text for ${area}:${key} (first-paint banner)`);
  return text;
}

const heroPages = () => FIRST_PAGES.flatMap((page) => (page.hero ? [{ name: page.name, hero: page.hero }] : []));

/** Each banner in each language, hidden until the styles name it. */
export function firstPaintBanners(): string {
  return heroPages()
    .flatMap(({ name, hero }) =>
      LOCALES.map(
        (locale) =>
          `<div class="boot-hero boot-hero-${hero.layout}" data-page="${name}" lang="${locale}" aria-hidden="true"><p class="boot-hero-title">${escape(word(locale, hero.area, hero.title))}</p><p class="boot-hero-lead">${escape(word(locale, hero.area, hero.lead))}</p></div>`,
      ),
    )
    .join('');
}

/** The styles: below 768 px, a page with a banner draws the bar and its banner in the visit's language. */
export function firstPaintStyles(): string {
  const pages = heroPages();
  /** `selector` inside the splash of every page with a banner; `theme` narrows it to the dark theme. */
  const onBannerPages = (selector: string, theme = '') => pages.map(({ name }) => `html${theme}[data-first-page='${name}'] .boot-splash${selector}`).join(', ');
  const shown = pages
    .flatMap(({ name }) => LOCALES.map((locale) => `html[data-first-page='${name}'][lang='${locale}'] .boot-hero[data-page='${name}'][lang='${locale}']`))
    .join(', ');
  const layouts = (['landing', 'listing'] as const)
    .map(
      (layout) =>
        `.boot-hero-${layout} { padding: ${PADDING[layout]} 0.75rem; text-align: ${layout === 'landing' ? 'start' : 'center'}; } .boot-hero-${layout} .boot-hero-title { font-size: ${TITLE_SIZE[layout]}; }`,
    )
    .join(' ');
  return [
    '.boot-hero { display: none; }',
    '@media (max-width: 767.98px) {',
    // The navbar's bar (navbar.tsx: bg-body-tertiary, border-bottom, the brand at the start), 59 px as drawn.
    `${onBannerPages('')} { justify-content: flex-start; gap: 0; padding-top: 59px; }`,
    `${onBannerPages(' > strong')} { position: absolute; top: 0; inset-inline: 0; height: 59px; box-sizing: border-box; display: flex; align-items: center; padding: 0 0.75rem; font: 700 1.25rem/1.5 ${FONT}; letter-spacing: normal; color: #212529; background: #f8f9fa; border-bottom: 1px solid #dee2e6; }`,
    `${onBannerPages(' > strong::before')} { content: ''; width: 32px; height: 32px; margin-inline-end: 0.5rem; background: url(/favicon.svg) center / contain no-repeat; }`,
    `${onBannerPages(' > strong', "[data-bs-theme='dark']")} { color: #dee2e6; background: #2b3035; border-color: #495057; }`,
    `${onBannerPages(' > span')} { margin-top: 2rem; }`,
    `${shown} { display: block; align-self: stretch; color: #fff; background: linear-gradient(135deg, #075c40, #0b7a55 60%, #0d6e8a); font-family: ${FONT}; }`,
    '.boot-hero p { margin: 0; }',
    // Room for the banner's buttons (one row of btn-lg under the lead's margin), so the page below moves less.
    ".boot-hero::after { content: ''; display: block; height: calc(1rem + 48px); }",
    '.boot-hero .boot-hero-title { font-weight: 700; line-height: 1.2; margin-bottom: 0.5rem; }',
    // .lead on a phone (styles.css): 1 rem, light.
    '.boot-hero .boot-hero-lead { font-size: 1rem; font-weight: 300; line-height: 1.5; }',
    layouts,
    '}',
  ].join('\n');
}

export function firstPaintHero(): Plugin {
  return {
    name: 'mechwar:first-paint-hero',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes(MARK)) throw new Error(`index.html lacks ${MARK} in its boot splash`);
        return { html: html.replace(MARK, firstPaintBanners()), tags: [{ tag: 'style', children: firstPaintStyles(), injectTo: 'head' }] };
      },
    },
  };
}
