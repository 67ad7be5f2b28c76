// "novembre 2026": when a person joined, as a profile and a driver's card say "Membre depuis", in the active language.
import { i18n } from '../i18n/i18n-instance';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from '../i18n/locales';

export function joinDate(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(INTL_LOCALE[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE], { year: 'numeric', month: 'long' });
}
