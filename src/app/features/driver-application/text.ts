// The become-driver wizard's words, in the active language (src/locales/<language>/driver.json).
import type catalog from '../../../locales/fr/driver.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useDriverText, text: driverText, preload: preloadDriverText } = areaText<typeof catalog>('driver');
