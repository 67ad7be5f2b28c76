// The gender a person states (issue 40): private, only for rides between women. A change to the signed-in account.
import { endpoints } from '../../contract/api';
import type { Gender } from '../../contract/women-only';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { applyAccountFields, queueAccountChange } from './account-change';
import { newEntryId } from './write-once';

export const GENDER_LABEL = outboxLabel('Genre');

/** Queues the stated gender (null: not stated); returns the entry id. */
export function setGender(db: MechwarDatabase, gender: Gender | null, id: string = newEntryId()): Promise<string> {
  return queueAccountChange(
    db,
    { gender },
    { kind: 'setGender', label: GENDER_LABEL, method: 'PUT', path: endpoints.saveSafetySettings.path, body: { type: 'json', data: { gender } } },
    id,
  );
}

export const applyGenderAnswer = (db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.saveSafetySettings>) =>
  applyAccountFields(db, entry, { gender: data.gender });

export const genderWrites = {
  setGender: defineWrite({ endpoints: [endpoints.saveSafetySettings], apply: applyGenderAnswer }),
};
