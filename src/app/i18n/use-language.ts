// The active language and the switch to another, for the navbar's language menu and the profile: the page turns at
// once (offline too), the device keeps the choice, and the signed-in account learns it.
import { useLingui } from '@lingui/react';
import { tellAccount } from './account-language';
import { switchLanguage } from './i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

async function chooseLanguage(locale: Locale): Promise<void> {
  await switchLanguage(locale);
  await tellAccount(locale);
}

export function useLanguage(): [Locale, (locale: Locale) => Promise<void>] {
  const { i18n } = useLingui();
  return [isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, chooseLanguage];
}
