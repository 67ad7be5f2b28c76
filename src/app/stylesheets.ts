// Applies the stylesheets the built page preloads without blocking its first paint (scripts/stylesheet-preload.ts),
// and says when they are in force: the app's first render waits for them, so nothing is ever drawn unstyled. An Arabic
// page applies the right-to-left twin instead (its direction is set before this runs: src/app/i18n/i18n.ts).
import { stylesheetHref } from './i18n/page-direction';

const PRELOADED = 'link[rel="preload"][as="style"][data-app-stylesheet]';

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    // An error (offline, no copy in cache) must not keep the app from starting: it renders unstyled rather than never.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    const href = stylesheetHref(link, document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
    if (link.getAttribute('href') !== href) link.href = href;
    link.rel = 'stylesheet';
  });
}

export function applyStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(PRELOADED)];
  return Promise.all(links.map(applied)).then(() => undefined);
}
