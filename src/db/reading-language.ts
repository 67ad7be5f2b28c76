// The language this device reads the product in, kept in IndexedDB too (beside localStorage, which the page reads
// first), because the sync worker and the service worker, which send the outbox, cannot read localStorage: every
// request they make says it, so the server answers (and words its refusals) in that language.
import type { MechwarDatabase } from './database';

const KEY = 'locale';

export async function keepReadingLanguage(db: MechwarDatabase, locale: string): Promise<void> {
  await db.meta.put({ key: KEY, value: locale });
}

export async function readingLanguage(db: MechwarDatabase): Promise<string | null> {
  const value = (await db.meta.get(KEY))?.value;
  return typeof value === 'string' ? value : null;
}
