// The chat's words, in the active language (src/locales/<language>/messages.json).
import type catalog from '../../../locales/fr/messages.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useMessagesText, text: messagesText, preload: preloadMessagesText } = areaText<typeof catalog>('messages');
