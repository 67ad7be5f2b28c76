// Loads one language's messages: each catalog is its own chunk, so a visit downloads only its language's (the
// service worker precaches all three, and switching offline works). The JSON is compiled at build time
// (scripts/lingui-catalogs.ts), so the page carries no message parser.
import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('../../locales/fr/messages.json'),
  ar: () => import('../../locales/ar/messages.json'),
  en: () => import('../../locales/en/messages.json'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await CATALOGS[locale]()).default;
}
