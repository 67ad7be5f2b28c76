// The trust and safety screens' words ("Signaler"), in the active language (src/locales/<language>/safety.json).
import type catalog from '../../../locales/fr/safety.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useSafetyText, text: safetyText, preload: preloadSafetyText } = areaText<typeof catalog>('safety');
