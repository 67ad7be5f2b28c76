// A city as the active language names it ("Sousse" reads "سوسة" in Arabic); a place that is not a governorate capital
// (a street, a station) is shown as its author wrote it.
import { useLingui } from '@lingui/react';
import { cityNameIn } from '../../contract/city-names';
import { i18n } from './i18n-instance';

export function useCityName(): (name: string) => string {
  const locale = useLingui().i18n.locale;
  return (name) => cityNameIn(locale, name);
}

/** For helpers outside components. */
export const cityName = (name: string) => cityNameIn(i18n.locale, name);
