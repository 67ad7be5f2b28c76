// The travel requests' words (lists, cards, detail, forms, proposals), in the active language
// (src/locales/<language>/announcements.json).
import type catalog from '../../../locales/fr/announcements.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useAnnouncementsText, text: announcementsText, preload: preloadAnnouncementsText } = areaText<typeof catalog>('announcements');
