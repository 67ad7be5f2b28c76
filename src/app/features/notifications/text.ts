// The notifications' words, in the active language (src/locales/<language>/notifications.json).
import type catalog from '../../../locales/fr/notifications.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useNotificationsText, text: notificationsText, preload: preloadNotificationsText } = areaText<typeof catalog>('notifications');
