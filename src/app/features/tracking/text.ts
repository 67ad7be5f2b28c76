// The live tracking's words (the trip's card, share links, the followed pages), in the active language
// (src/locales/<language>/tracking.json).
import type catalog from '../../../locales/fr/tracking.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useTrackingText, text: trackingText, preload: preloadTrackingText } = areaText<typeof catalog>('tracking');
