// The gender a person states (issue 40): private, only for rides between women. Kept on the signed-in account: shown
// at once, queued like every write, sent once.
import { endpoints } from '../../contract/api';
import type { Gender } from '../../contract/women-only';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, putServerRow } from '../row-marks';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { requireSession } from './session-guard';
import { newEntryId } from './write-once';

export const GENDER_LABEL = outboxLabel('Genre');

/** Queues the stated gender (null: not stated); returns the entry id. */
export function setGender(db: MechwarDatabase, gender: Gender | null, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await requireSession(db);
    const current = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(current);
    const touch = await changeRow(db, 'me', session.user.id, { gender });
    await enqueue(db, {
      id,
      kind: 'setGender',
      label: GENDER_LABEL,
      method: 'PUT',
      path: endpoints.saveSafetySettings.path,
      body: { type: 'json', data: { gender } },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

export async function applyGenderAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.saveSafetySettings>) {
  const current = await db.me.get(entry.userId);
  if (!current) return;
  const { _pending, ...local } = current;
  void _pending;
  await putServerRow(db, 'me', { ...local, gender: data.gender } as never, entry.id);
}

export const genderWrites = {
  setGender: defineWrite({ endpoints: [endpoints.saveSafetySettings], apply: applyGenderAnswer }),
};
