// The profile screens' words, in the active language (src/locales/<language>/profile.json).
import type catalog from '../../../locales/fr/profile.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useProfileText, text: profileText, preload: preloadProfileText } = areaText<typeof catalog>('profile');
export type ProfileWords = ReturnType<typeof useProfileText>;
