// The documents screens' words, in the active language (src/locales/<language>/documents.json).
import type catalog from '../../../locales/fr/documents.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useDocumentsText, text: documentsText, preload: preloadDocumentsText } = areaText<typeof catalog>('documents');
