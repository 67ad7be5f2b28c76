// The language a person chose on their account, for what the server writes to them outside a request of theirs
// (notifications, push messages, texts); French until they choose.
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export async function accountLocale(executor: Executor, userId: number): Promise<Locale> {
  const [row] = await executor.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
