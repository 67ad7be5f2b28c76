// The product's words in the active language, by message id. The ids are the French catalog's keys, so a mistyped id
// fails the type check; `text` serves code outside components (dialogs, helpers shared with untranslated pages).
import { useLingui } from '@lingui/react';
import type frMessages from '../../locales/fr/core.json';
import { i18n } from './i18n';

export type MessageId = keyof typeof frMessages;
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** Re-renders its component when the language changes. */
export function useText(): Translate {
  return useLingui()._ as Translate;
}

export const text: Translate = (id, values) => i18n._(id, values);
