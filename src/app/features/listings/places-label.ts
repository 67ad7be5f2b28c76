// "Pickup → drop-off" of a trip or a travel request, a dash for a place not given, the arrow pointing the reading
// direction.
import { useRoutesText } from './text';

export function usePlacesLabel(): (row: { departure_location?: string | null; arrival_location?: string | null }) => string {
  const _ = useRoutesText();
  return (row) => _('places', { from: row.departure_location || '–', to: row.arrival_location || '–' });
}
