// Loads one language's catalog for one area of the product: `core` (the frame and the home page, loaded before the
// first render) and one per group of screens (src/locales/<language>/<area>.json), each its own chunk, so a visit
// downloads only its language's words for the screens it opens (the service worker precaches them all, so switching
// offline works). The JSON is compiled at build time (scripts/lingui-catalogs.ts): the page carries no message parser.
import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

const CATALOGS = import.meta.glob<{ default: Messages }>('../../locales/*/*.json');

export async function loadCatalog(locale: Locale, area: string): Promise<Messages> {
  const load = CATALOGS[`../../locales/${locale}/${area}.json`];
  if (!load) throw new Error(`No ${locale} catalog for ${area}`);
  return (await load()).default;
}
