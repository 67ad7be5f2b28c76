// Puts the page in a language: `<html lang dir>` and, for Arabic, the right-to-left twin of the app's stylesheet
// (built beside it by scripts/rtl-stylesheet.ts; the link carries its address in data-rtl-href).
import { DEFAULT_LOCALE, directionOf, type Locale } from './locales';

const APP_STYLESHEET = 'link[data-app-stylesheet]';

export function setPageLanguage(locale: Locale) {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  // The installable app's name and description in this language (scripts/app-manifest.ts writes one per language).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`);
}

/** The address of the app stylesheet for a direction (the built page names both; the dev server has only one). */
export function stylesheetHref(link: HTMLLinkElement, dir: 'rtl' | 'ltr'): string {
  const ltr = link.dataset.ltrHref ?? link.getAttribute('href') ?? '';
  if (!link.dataset.ltrHref) link.dataset.ltrHref = ltr;
  return dir === 'rtl' ? (link.dataset.rtlHref ?? ltr) : ltr;
}

/** On a switch: the other direction's stylesheet replaces the applied one once it has loaded, so the page is never
 *  drawn without styles in between (both are precached, so this works offline too). */
export function followDirection(dir: 'rtl' | 'ltr'): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`${APP_STYLESHEET}[rel="stylesheet"]`);
  if (!link) return Promise.resolve();
  const href = stylesheetHref(link, dir);
  if (link.getAttribute('href') === href) return Promise.resolve();
  const next = link.cloneNode() as HTMLLinkElement;
  next.href = href;
  return new Promise((resolve) => {
    const done = () => {
      link.remove();
      resolve();
    };
    // An error leaves the old stylesheet rather than none.
    next.addEventListener('load', done, { once: true });
    next.addEventListener(
      'error',
      () => {
        next.remove();
        resolve();
      },
      { once: true },
    );
    link.after(next);
  });
}
