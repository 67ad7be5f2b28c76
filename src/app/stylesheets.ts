// Applies the stylesheets the built page preloads without blocking its first paint (scripts/stylesheet-preload.ts),
// and says when they are in force: the app's first render waits for them, so nothing is ever drawn unstyled.
const PRELOADED = 'link[rel="preload"][as="style"][data-app-stylesheet]';

function applied(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    // An error (offline, no copy in cache) must not keep the app from starting: it renders unstyled rather than never.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  });
}

export function applyStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(PRELOADED)];
  return Promise.all(links.map(applied)).then(() => undefined);
}
