// The words the trip and travel-request listings share (search, filters, cards, detail headers), in the active
// language (src/locales/<language>/routes.json).
import type catalog from '../../../locales/fr/routes.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useRoutesText, text: routesText, preload: preloadRoutesText } = areaText<typeof catalog>('routes');
