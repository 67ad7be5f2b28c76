// The signed-in person's menu words (its code loads once someone is signed in, and so do these), in the active
// language (src/locales/<language>/account-menu.json).
import type catalog from '../../locales/fr/account-menu.json';
import { areaText } from '../i18n/area-text';

export const { useText: useAccountMenuText, text: accountMenuText } = areaText<typeof catalog>('account-menu');
