// The vehicles screens' words, in the active language (src/locales/<language>/vehicles.json).
import type catalog from '../../../locales/fr/vehicles.json';
import { areaText } from '../../i18n/area-text';
import { i18n } from '../../i18n/i18n-instance';

export const { useText: useVehiclesText, text: vehiclesText, preload: preloadVehiclesText } = areaText<typeof catalog>('vehicles');

// The trip and proposal forms (other screens) pick a vehicle with this area's words: their chunk starts the load.
if (i18n.locale) preloadVehiclesText().catch(() => {});
