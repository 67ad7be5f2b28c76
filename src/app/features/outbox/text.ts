// The unsent-changes list's words, in the active language (src/locales/<language>/outbox.json).
import type catalog from '../../../locales/fr/outbox.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useOutboxText, text: outboxText, preload: preloadOutboxText } = areaText<typeof catalog>('outbox');
