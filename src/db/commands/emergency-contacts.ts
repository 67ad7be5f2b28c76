// "Contacts d'urgence" (issue 40): up to three people texted when the person calls for help during a ride. A change
// to the signed-in account; the SOS sheet reads them from the device offline.
import { endpoints } from '../../contract/api';
import type { EmergencyContact } from '../../contract/emergency';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { applyAccountFields, queueAccountChange } from './account-change';
import { newEntryId } from './write-once';

export const EMERGENCY_CONTACTS_LABEL = outboxLabel('Contacts d’urgence');

/** Queues the whole list (canonical phones, as the form checked them); returns the entry id. */
export function saveEmergencyContacts(db: MechwarDatabase, contacts: EmergencyContact[], id: string = newEntryId()): Promise<string> {
  return queueAccountChange(
    db,
    { emergency_contacts: contacts },
    {
      kind: 'saveEmergencyContacts',
      label: EMERGENCY_CONTACTS_LABEL,
      method: 'PUT',
      path: endpoints.saveSafetySettings.path,
      body: { type: 'json', data: { emergency_contacts: contacts } },
    },
    id,
  );
}

export const applyEmergencyContactsAnswer = (db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.saveSafetySettings>) =>
  applyAccountFields(db, entry, { emergency_contacts: data.emergency_contacts });

export const emergencyContactWrites = {
  saveEmergencyContacts: defineWrite({ endpoints: [endpoints.saveSafetySettings], apply: applyEmergencyContactsAnswer }),
};
