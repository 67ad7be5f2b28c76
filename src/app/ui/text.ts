// The shared components' words (src/locales/<language>/ui.json): pager, form footers, dialogs' defaults, statuses.
import type catalog from '../../locales/fr/ui.json';
import { i18n } from '../i18n/i18n-instance';
import { areaText, type Values } from '../i18n/area-text';

export const { useText: useUiText, text: uiText, preload: preloadUiText } = areaText<typeof catalog>('ui');
export type UiTextId = Parameters<typeof uiText>[0];

// Screens loaded after the first render (the only ones that import this module's users with a language active)
// start fetching these words beside their own, so a pager or a form footer rarely waits for them.
if (i18n.locale) preloadUiText().catch(() => {});

/** For helpers that may speak before any screen showed these words (a toast after a command): loads them first. */
export async function uiTextLoaded(id: UiTextId, values?: Values): Promise<string> {
  await preloadUiText().catch(() => {});
  return uiText(id, values);
}
