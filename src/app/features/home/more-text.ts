// The landing page's words far down it (testimonials, FAQ), loaded with their sections as the reader comes near, in
// the active language (src/locales/<language>/home-more.json).
import type catalog from '../../../locales/fr/home-more.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useHomeMoreText } = areaText<typeof catalog>('home-more');
export type HomeMoreId = keyof typeof catalog;
