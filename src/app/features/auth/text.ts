// The sign-in screens' words, in the active language (src/locales/<language>/auth.json).
import type catalog from '../../../locales/fr/auth.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useAuthText, text: authText, preload: preloadAuthText } = areaText<typeof catalog>('auth');
export type AuthWords = ReturnType<typeof useAuthText>;
