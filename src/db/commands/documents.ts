// Personal documents ("Documents personnels"): files chosen here show at once as "En attente" and are queued with the
// files themselves (Blobs survive reloads), sent once in one multipart call; the answer's user replaces the row.
import { DOCUMENT_STATUS, DOCUMENT_STATUS_TEXT, expiryDateField, newDocumentField, replacedDocumentField } from '../../contract/documents';
import type { UserDocument } from '../../contract/documents';
import { endpoints } from '../../contract/api';
import type { MechwarDatabase } from '../database';
import type { OutboxPart } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow } from '../row-marks';
import { requireSession } from './session-guard';
import { temporaryId } from './temp-id';
import { applyProfileAnswer } from './profile';
import { defineWrite } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

/** A file the user chose for one document type: a new document, or the replacement of one they have. */
export interface DocumentChoice {
  typeId: number;
  file: Blob;
  filename: string;
  /** `YYYY-MM-DD`, for types that expire. */
  expiryDate?: string;
}

/** A document as it shows before the server has it: pending, named by the file chosen. */
export type LocalDocument = UserDocument & { _localFile?: string };

export const UPLOAD_DOCUMENTS_LABEL = outboxLabel('Envoi de documents personnels');

/** The document list after these choices: replacements reset to pending, new types added (with temporary ids). */
export async function documentsAfter(db: MechwarDatabase, current: LocalDocument[], choices: DocumentChoice[], now = new Date()) {
  const documents = [...current];
  for (const choice of choices) {
    const type = await db.documentTypes.get(choice.typeId);
    const pending = {
      status: DOCUMENT_STATUS.pending,
      status_text: DOCUMENT_STATUS_TEXT[DOCUMENT_STATUS.pending],
      rejection_reason: null,
      verified_at: null,
      expiry_date: choice.expiryDate ?? null,
      updated_at: now.toISOString(),
      _localFile: choice.filename,
    };
    const index = documents.findIndex((document) => document.document_type_id === choice.typeId);
    if (index >= 0) documents[index] = { ...documents[index]!, ...pending };
    else
      documents.push({
        id: temporaryId(),
        document_type_id: choice.typeId,
        document_type: type ? { ...type, _syncedAt: undefined } : null,
        file_url: null,
        file_path: null,
        ...pending,
      } as LocalDocument);
  }
  return documents;
}

/** The multipart parts of the choices: `documents[typeId]` for a type not held yet, `updates[typeId]` to replace. */
export function documentParts(choices: DocumentChoice[], held: ReadonlySet<number>, name?: (typeId: number) => string): OutboxPart[] {
  return choices.flatMap((choice) => {
    const field = name ? name(choice.typeId) : held.has(choice.typeId) ? replacedDocumentField(choice.typeId) : newDocumentField(choice.typeId);
    const parts: OutboxPart[] = [{ name: field, file: choice.file, filename: choice.filename }];
    if (choice.expiryDate) parts.push({ name: expiryDateField(choice.typeId), value: choice.expiryDate });
    return parts;
  });
}

/** Queues the chosen personal documents (one call for all of them); returns the entry id. */
export async function uploadDocuments(db: MechwarDatabase, choices: DocumentChoice[], id: string = newEntryId()): Promise<string> {
  if (choices.length === 0) throw new Error('Aucun document à soumettre');
  return db.transaction('rw', [db.session, db.me, db.documentTypes, db.outbox], async () => {
    const session = await requireSession(db);
    const me = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(me);
    // Only a document the server has (positive id) is replaced; one still waiting here is sent again as new.
    const held = new Set(me.documents.filter((document) => document.id > 0).map((document) => document.document_type_id));
    const touch = await changeRow(db, 'me', me.id, { documents: await documentsAfter(db, me.documents, choices) });
    await enqueue(db, {
      id,
      kind: 'uploadDocuments',
      label: UPLOAD_DOCUMENTS_LABEL,
      method: 'POST',
      path: endpoints.uploadDocuments.path,
      body: { type: 'multipart', parts: documentParts(choices, held) },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

export const documentWrites = {
  // The answer is the user with their documents, as for a profile edit; the vehicles follow from the server.
  uploadDocuments: defineWrite({ endpoints: [endpoints.uploadDocuments], apply: applyProfileAnswer, afterAnswer: ['account'] }),
};
