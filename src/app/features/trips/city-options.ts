// The city picker's places: every city of the device's mirror, named in the active language with its governorate,
// in that language's alphabetical order, folded once for the search.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { City } from '../../../contract/cities';
import { indexPlaces, type PlaceIndex } from '../../../contract/place-search';
import { useCities } from '../../hooks/use-cities';
import { useCityName } from '../../i18n/use-city-name';

export interface CityOption {
  id: number;
  /** The name shown: Arabic in Arabic, the stored French spelling otherwise. */
  label: string;
  /** Its governorate as the active language names it; none for a city from a server that does not say. */
  governorateLabel: string | null;
  name: string;
  name_ar?: string | null;
  governorate?: string | null;
  aliases?: string[] | null;
}

export function useCityOptions(): { options: CityOption[]; index: PlaceIndex<CityOption> } {
  const cities = useCities();
  const cityName = useCityName();
  const locale = useLingui().i18n.locale;
  return useMemo(() => {
    const collator = new Intl.Collator(locale);
    const options = cities
      .map((city: City) => ({
        ...city,
        // The mirror's own Arabic name first: it is there before the names learned from it reach this screen.
        label: locale === 'ar' ? city.name_ar || cityName(city.name) : city.name,
        governorateLabel: city.governorate ? cityName(city.governorate) : null,
      }))
      .sort((a, b) => collator.compare(a.label, b.label));
    return { options, index: indexPlaces(options) };
  }, [cities, cityName, locale]);
}
