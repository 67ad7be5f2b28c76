// The product's translations, on Lingui: its runtime (@lingui/core + @lingui/react) weighs 3.3 KB gzip on the first
// load, against 20 KB for i18next + react-i18next, and it speaks ICU messages with CLDR plurals (Arabic's six forms).
// The home page's first load had under 3 KB to spare. Catalogs are JSON compiled at build time (no Babel macro: the
// app builds with Rolldown/oxc), one chunk per language and area (./areas.ts), explicit message ids.
import { CORE_AREA, loadArea, loadUsedAreas } from './areas';
import { chooseLocale } from './choose-locale';
import { i18n } from './i18n-instance';
import { directionOf, INTL_LOCALE, type Locale } from './locales';
import { followDirection, setPageLanguage } from './page-direction';
import { storedLocale, storeLocale } from './stored-locale';

export { i18n };

/** The language this visit starts in, with `<html lang dir>` set at once (before the stylesheet and first render). */
export function startLanguage(): { locale: Locale; ready: Promise<void> } {
  const locale = chooseLocale(storedLocale(), navigator.languages ?? [navigator.language]);
  setPageLanguage(locale);
  // A catalog that cannot load (offline on a first visit) must not keep the app from starting.
  return { locale, ready: activate(locale).catch(() => undefined) };
}

async function activate(locale: Locale) {
  await loadArea(locale, CORE_AREA);
  // Every screen's words already used, before the page turns: nothing flashes its loading state.
  await loadUsedAreas(locale);
  // Intl formats through the regional tag: "#" in an Arabic plural is written in Latin digits, as in Tunisia.
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  // The tab's and the installed app's window title (index.html's is the French one).
  document.title = i18n._('app.title');
}

/** The navbar's switch: kept on the device, the catalog loaded (precached, so offline too), then the page turned. */
export async function switchLanguage(locale: Locale) {
  storeLocale(locale);
  await activate(locale);
  setPageLanguage(locale);
  await followDirection(directionOf(locale));
}
