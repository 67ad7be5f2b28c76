// "Contacts d'urgence" (issue 40): up to three people texted when the person calls for help during a ride. Kept on the
// signed-in account: shown at once, queued like every write, sent once; the SOS sheet reads them from here offline.
import { endpoints } from '../../contract/api';
import type { EmergencyContact } from '../../contract/emergency';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, putServerRow } from '../row-marks';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { requireSession } from './session-guard';
import { newEntryId } from './write-once';

export const EMERGENCY_CONTACTS_LABEL = outboxLabel('Contacts d’urgence');

/** Queues the whole list (canonical phones, as the form checked them); returns the entry id. */
export function saveEmergencyContacts(db: MechwarDatabase, contacts: EmergencyContact[], id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await requireSession(db);
    const current = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(current);
    const touch = await changeRow(db, 'me', session.user.id, { emergency_contacts: contacts });
    await enqueue(db, {
      id,
      kind: 'saveEmergencyContacts',
      label: EMERGENCY_CONTACTS_LABEL,
      method: 'PUT',
      path: endpoints.saveSafetySettings.path,
      body: { type: 'json', data: { emergency_contacts: contacts } },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

export async function applyEmergencyContactsAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.saveSafetySettings>) {
  const current = await db.me.get(entry.userId);
  if (!current) return;
  const { _pending, ...local } = current;
  void _pending;
  await putServerRow(db, 'me', { ...local, emergency_contacts: data.emergency_contacts } as never, entry.id);
}

export const emergencyContactWrites = {
  saveEmergencyContacts: defineWrite({ endpoints: [endpoints.saveSafetySettings], apply: applyEmergencyContactsAnswer }),
};
