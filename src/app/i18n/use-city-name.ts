// A city as the active language names it ("Sousse" reads "سوسة" in Arabic, "Hammamet" "الحمامات" once the mirror's
// cities are read); a place that is not in the cities list (a street, a station) is shown as its author wrote it.
import { useCallback, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';
import { cityNameIn } from '../../contract/city-names';
import { i18n } from './i18n-instance';
import { learnedPlaceNames, subscribeToPlaceNames } from './place-names';

export function useCityName(): (name: string) => string {
  const locale = useLingui().i18n.locale;
  const arabic = useSyncExternalStore(subscribeToPlaceNames, learnedPlaceNames);
  // The same function until the language or the names change: the city picker lists its places again only then.
  return useCallback((name: string) => cityNameIn(locale, name, arabic), [locale, arabic]);
}

/** For helpers outside components. */
export const cityName = (name: string) => cityNameIn(i18n.locale, name, learnedPlaceNames());
