// The trips screens' words, in the active language (src/locales/<language>/trips.json).
import type catalog from '../../../locales/fr/trips.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useTripsText, text: tripsText, preload: preloadTripsText } = areaText<typeof catalog>('trips');
