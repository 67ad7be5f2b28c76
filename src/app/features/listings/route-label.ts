// "Sousse → Tunis" in the active language: the cities as it names them, the arrow pointing the reading direction.
import { useCityName } from '../../i18n/use-city-name';
import { useRoutesText } from './text';

type Place = { name: string } | null | undefined;

export function useRouteLabel(): (row: { departure_city?: Place; arrival_city?: Place }) => string {
  const _ = useRoutesText();
  const city = useCityName();
  return (row) => _('route', { from: city(row.departure_city?.name ?? '?'), to: city(row.arrival_city?.name ?? '?') });
}
