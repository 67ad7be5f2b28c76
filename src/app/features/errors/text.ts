// The global error replies' words, in the active language (src/locales/<language>/errors.json).
import type catalog from '../../../locales/fr/errors.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useErrorsText, text: errorsText, preload: preloadErrorsText } = areaText<typeof catalog>('errors');
