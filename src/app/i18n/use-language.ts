// The active language and the switch to another, for the navbar's language menu.
import { useLingui } from '@lingui/react';
import { switchLanguage } from './i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export function useLanguage(): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n } = useLingui();
  return [isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, switchLanguage];
}
