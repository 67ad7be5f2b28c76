// The shared components' words (src/locales/<language>/ui.json): pager, form footers, dialogs' defaults, statuses.
import type catalog from '../../locales/fr/ui.json';
import { loadArea } from '../i18n/areas';
import { i18n } from '../i18n/i18n-instance';
import { areaText, type Values } from '../i18n/area-text';
import { isLocale } from '../i18n/locales';

export const { useText: useUiText, text: uiText, preload: preloadUiText } = areaText<typeof catalog>('ui');
export type UiTextId = Parameters<typeof uiText>[0];

// The landing page shows these words (its announcement board's search bar and badges): they download beside the core
// catalog, in the language the page's first script chose, and the first render waits for both together rather than
// one after the other. A screen importing this module later, in the active language, starts the load as well.
const startLocale = i18n.locale || (typeof document === 'undefined' ? '' : document.documentElement.lang);
if (isLocale(startLocale)) loadArea(startLocale, 'ui').catch(() => {});

/** For helpers that may speak before any screen showed these words (a toast after a command): loads them first. */
export async function uiTextLoaded(id: UiTextId, values?: Values): Promise<string> {
  await preloadUiText().catch(() => {});
  return uiText(id, values);
}
