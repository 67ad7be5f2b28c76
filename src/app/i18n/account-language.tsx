// Keeps the device's language and the account's in step. The workers that send the outbox learn the language (they
// cannot read localStorage). At sign-in, a language the person chose wins: this device's choice is kept on the account,
// or, where nothing was chosen here, the one chosen on another device is taken. A language nobody chose never moves:
// each device keeps its own, and the account only learns the latest (queued like any write, so offline too).
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { db } from '../../db/database';
import { keepReadingLanguage } from '../../db/reading-language';
import { runCommand } from '../../sync/client';
import { useSession } from '../hooks/use-session';
import { switchLanguage } from './i18n';
import { isLocale, type Locale } from './locales';
import { settleLanguage } from './settle-language';
import { storedLocale } from './stored-locale';

/** Queues the language for the signed-in account (nothing when no one is); `chosen` false for the device's own. */
export async function tellAccount(locale: Locale, chosen = true): Promise<void> {
  // Loaded when needed: the command brings the contract's schemas, which the first page does without.
  const loaded = await import('../../db/commands/account-locale').catch(() => null);
  // Not loadable (a first visit whose network went before the app was stored): the device keeps the language, and
  // the account learns it at the next sign-in, when this device's choice is settled with it.
  if (!loaded) return;
  const { setAccountLocale } = loaded;
  const id = await setAccountLocale(db, locale, undefined, chosen);
  if (id) await runCommand(Promise.resolve(id));
}

export function AccountLanguage() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { session } = useSession();
  const userId = session?.user.id;
  const accountLocale = session?.user.locale;
  const accountChosen = session?.user.locale_chosen === true;
  const settled = useRef<number | null>(null);

  useEffect(() => {
    if (isLocale(locale)) void keepReadingLanguage(db, locale);
  }, [locale]);

  useEffect(() => {
    if (userId === undefined || settled.current === userId || !isLocale(locale)) return;
    settled.current = userId;
    const choice = settleLanguage({ device: locale, deviceChosen: storedLocale() !== null, account: accountLocale, accountChosen });
    if (choice.switchTo) void switchLanguage(choice.switchTo);
    if (choice.tell) void tellAccount(choice.tell.locale, choice.tell.chosen);
  }, [userId, accountLocale, accountChosen, locale]);

  return null;
}
