// The words of a travel request's card and of the list that shows them (also on the landing page, whose first load
// carries them: the rest of the requests' words load with their pages), in the active language
// (src/locales/<language>/announcement-cards.json).
import type catalog from '../../../locales/fr/announcement-cards.json';
import { areaText } from '../../i18n/area-text';

export const {
  useText: useAnnouncementCardsText,
  text: announcementCardsText,
  preload: preloadAnnouncementCardsText,
} = areaText<typeof catalog>('announcement-cards');
