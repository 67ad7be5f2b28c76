// The language of this device, kept on the signed-in account too (so notifications, push messages and texts reach the
// person in it), saying whether the person chose it: shown at once, queued like every write, sent once.
import { endpoints } from '../../contract/api';
import type { Locale } from '../../contract/locales';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, putServerRow } from '../row-marks';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

export const ACCOUNT_LOCALE_LABEL = outboxLabel('Langue du compte');

/**
 * Queues the language for the signed-in account; null (nothing queued) when no one is signed in. `chosen` false: the
 * device's own language, which informs the account without following the person to their other devices.
 */
export function setAccountLocale(db: MechwarDatabase, locale: Locale, id: string = newEntryId(), chosen = true): Promise<string | null> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) return null;
    const current = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(current);
    const touch = await changeRow(db, 'me', session.user.id, { locale });
    await enqueue(db, {
      id,
      kind: 'setAccountLocale',
      label: ACCOUNT_LOCALE_LABEL,
      method: 'PUT',
      path: endpoints.setAccountLocale.path,
      body: { type: 'json', data: { locale, chosen } },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

export async function applyAccountLocaleAnswer(db: MechwarDatabase, entry: OutboxEntry, { locale }: AnswerOf<typeof endpoints.setAccountLocale>) {
  const current = await db.me.get(entry.userId);
  if (!current) return;
  const { _pending, ...local } = current;
  void _pending;
  await putServerRow(db, 'me', { ...local, locale } as never, entry.id);
}

export const accountLocaleWrites = {
  setAccountLocale: defineWrite({ endpoints: [endpoints.setAccountLocale], apply: applyAccountLocaleAnswer }),
};
