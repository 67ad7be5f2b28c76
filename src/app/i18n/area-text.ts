// The words of one area of the product (src/locales/<language>/<area>.json), typed by its French catalog's ids:
//   export const { useText: useTripsText, text: tripsText } = areaText<typeof fr>('trips');
// A component reading an area not yet loaded in the active language suspends until it is (the page loaders start the
// load beside the page's code, so this rarely waits); a failed load reaches the page's error boundary and its
// "Réessayer". `text` serves event handlers and helpers, called once the area's screen has rendered.
import { useLingui } from '@lingui/react';
import { use } from 'react';
import { loadArea, messageId } from './areas';
import { i18n } from './i18n-instance';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export type Values = Record<string, unknown>;

const localeOf = (value: string | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export function areaText<Catalog>(area: string) {
  type Id = Extract<keyof Catalog, string>;

  function useText(): (id: Id, values?: Values) => string {
    const lingui = useLingui();
    const locale = localeOf(lingui.i18n.locale);
    // Always `use`, never only while loading: a component whose hooks differ between a suspended render and the next
    // makes React throw "Update hook called on initial render" on a first load. A loaded area's promise is marked
    // fulfilled, so this returns at once.
    use(loadArea(locale, area));
    // `_` changes with the language, so the components using it re-render with their new words.
    const _ = lingui._;
    return (id, values) => _(messageId(area, id), values);
  }

  return {
    useText,
    text: (id: Id, values?: Values): string => i18n._(messageId(area, id), values),
    /** Starts loading this area's words in the active language (a page loader calls it beside the page's code). */
    preload: (): Promise<void> => loadArea(localeOf(i18n.locale), area),
  };
}
