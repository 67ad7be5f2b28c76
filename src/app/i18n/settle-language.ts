// Which language wins when a person signs in on a device: a chosen one over one nobody chose, this device's choice
// over another device's, and otherwise each device its own (the account still learns it, for texts and notifications).
import { isLocale, type Locale } from './locales';

export interface LanguagesAtSignIn {
  /** The language this device shows now. */
  device: Locale;
  /** Whether the person chose it on this device (the language menu), rather than the browser's languages deciding. */
  deviceChosen: boolean;
  /** The account's language and whether the person chose it (on any device), as the server last said. */
  account: string | null | undefined;
  accountChosen: boolean;
}

export interface LanguageSettlement {
  /** The page turns to this language (the person chose it on another device). */
  switchTo?: Locale;
  /** The account learns this. */
  tell?: { locale: Locale; chosen: boolean };
}

export function settleLanguage({ device, deviceChosen, account, accountChosen }: LanguagesAtSignIn): LanguageSettlement {
  const known = isLocale(account) ? account : null;
  if (deviceChosen) return known === device && accountChosen ? {} : { tell: { locale: device, chosen: true } };
  if (known && accountChosen) return known === device ? {} : { switchTo: known };
  return known === device ? {} : { tell: { locale: device, chosen: false } };
}
