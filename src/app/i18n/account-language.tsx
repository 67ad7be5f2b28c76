// Keeps the device's language and the account's in step. The workers that send the outbox learn the language (they
// cannot read localStorage); at sign-in, a device where no language was ever chosen takes the account's, and otherwise
// the account learns this device's (queued like any write, so offline too).
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { db } from '../../db/database';
import { keepReadingLanguage } from '../../db/reading-language';
import { runCommand } from '../../sync/client';
import { useSession } from '../hooks/use-session';
import { switchLanguage } from './i18n';
import { isLocale, type Locale } from './locales';
import { storedLocale } from './stored-locale';

/** Queues the language for the signed-in account (nothing when no one is). */
export async function tellAccount(locale: Locale): Promise<void> {
  // Loaded when needed: the command brings the contract's schemas, which the first page does without.
  const { setAccountLocale } = await import('../../db/commands/account-locale');
  const id = await setAccountLocale(db, locale);
  if (id) await runCommand(Promise.resolve(id));
}

export function AccountLanguage() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { session } = useSession();
  const userId = session?.user.id;
  const accountLocale = session?.user.locale;
  const settled = useRef<number | null>(null);

  useEffect(() => {
    if (isLocale(locale)) void keepReadingLanguage(db, locale);
  }, [locale]);

  useEffect(() => {
    if (userId === undefined || settled.current === userId || !isLocale(locale)) return;
    settled.current = userId;
    if (isLocale(accountLocale) && !storedLocale()) {
      if (accountLocale !== locale) void switchLanguage(accountLocale);
      return;
    }
    if (accountLocale !== locale) void tellAccount(locale);
  }, [userId, accountLocale, locale]);

  return null;
}
