// The document files of a multipart form (`documents[3]`, `user_documents[1]`, `vehicle_documents[4]` with
// `expiry_dates[4]`): checked against their type and the calendar, stored, then put in place of any
// earlier file of the same type. Errors use Laravel's dot keys (`documents.3`, `expiry_dates.4`).
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DOCUMENT_STATUS, documentMessages, expiryDateField } from '../../contract/documents';
import type { Tx } from '../db/client';
import { documents, users, vehicles, type DocumentRow, type DocumentTypeRow } from '../db/schema';
import { validationFailed } from '../errors';
import type { FormBody, UploadedFile } from '../multipart';
import type { FileStore } from '../storage/file-store';
import { prepareDocument, removeFiles, storeDocument, type PreparedFile, type StoredFile } from '../storage/uploads';
import { effectiveStatus } from './document-json';

export const expiryInvalid = 'The expiry date must be a valid date.';

const INDEXED = /^([a-z_]+)\[([^\]]*)\]$/;

/** `documents[3]` → `3` when the name's prefix is `prefix`; null otherwise. */
export function indexOf(name: string, prefix: string): string | null {
  const match = INDEXED.exec(name);
  return match && match[1] === prefix ? match[2]! : null;
}

/** The entries of `record` named `prefix[key]`, as [key, value]. */
export function indexedEntries<T>(record: Record<string, T>, prefix: string): [string, T][] {
  return Object.entries(record).flatMap(([name, value]) => {
    const key = indexOf(name, prefix);
    return key === null ? [] : [[key, value] as [string, T]];
  });
}

/** A multipart test for `readForm`: file fields named `prefix[…]` for any of `prefixes`, or one of `plain`. */
export const fileFieldTest =
  (prefixes: readonly string[], plain: readonly string[] = []) =>
  (name: string) =>
    plain.includes(name) || prefixes.some((prefix) => indexOf(name, prefix) !== null);

/** One accepted document of a form, its file prepared but not yet written. */
export interface CheckedDocument {
  /** The form's key for errors, e.g. `vehicle_documents.4`. */
  field: string;
  type: DocumentTypeRow;
  file: PreparedFile;
  expiryDate: string | null;
}

/**
 * Checks every `prefix[typeId]` file of the form: a known type of `kind` (and allowed by `offered`), acceptable bytes,
 * and for an expirable type an `expiry_dates[typeId]` after today. Refusals go into `errors`.
 */
export async function checkDocumentFiles(
  form: FormBody,
  prefix: string,
  options: { kind: number; types: Map<number, DocumentTypeRow>; today: string; offered?: (type: DocumentTypeRow) => boolean },
  errors: Record<string, string[]>,
): Promise<CheckedDocument[]> {
  const checked: CheckedDocument[] = [];
  for (const [key, upload] of indexedEntries<UploadedFile>(form.files, prefix)) {
    const field = `${prefix}.${key}`;
    const type = /^\d{1,6}$/.test(key) ? options.types.get(Number(key)) : undefined;
    if (!type || type.kind !== options.kind || (options.offered && !options.offered(type))) {
      errors[field] = [documentMessages.unknownType];
      continue;
    }
    const prepared = await prepareDocument(upload);
    const expiry = expiryOf(form, type, options.today);
    if (prepared.error) errors[field] = [prepared.error];
    if (expiry.error) errors[`expiry_dates.${key}`] = [expiry.error];
    if (prepared.file && !expiry.error) checked.push({ field, type, file: prepared.file, expiryDate: expiry.date });
  }
  return checked;
}

/** The expiry date an expirable type needs (YYYY-MM-DD, after today); other types keep none. */
function expiryOf(form: FormBody, type: DocumentTypeRow, today: string): { date: string | null; error?: string } {
  if (!type.isExpirable) return { date: null };
  const raw = form.fields[expiryDateField(type.id)];
  if (raw === undefined || raw === null || String(raw).trim() === '') return { date: null, error: documentMessages.expiryRequired };
  const parsed = z.iso.date().safeParse(String(raw).trim());
  if (!parsed.success) return { date: null, error: expiryInvalid };
  if (parsed.data <= today) return { date: null, error: documentMessages.expiryPast };
  return { date: parsed.data };
}

/** `field` → required message for each required type of `required` the form does not bring and `held` does not cover. */
export function missingRequired(
  required: readonly DocumentTypeRow[],
  brought: readonly CheckedDocument[],
  prefix: string,
  errors: Record<string, string[]>,
  alreadyHeld: (type: DocumentTypeRow) => boolean = () => false,
): void {
  for (const type of required) {
    const field = `${prefix}.${type.id}`;
    // A file that came but was refused (itself or its date) is already named; "required" would only confuse.
    if (errors[field] || errors[`expiry_dates.${type.id}`]) continue;
    if (!brought.some((d) => d.type.id === type.id) && !alreadyHeld(type)) errors[field] = [documentMessages.required];
  }
}

/** A checked document whose file is stored, waiting for its row. */
export interface WrittenDocument extends CheckedDocument {
  stored: StoredFile;
}

/** Writes the files before the transaction; if one write fails, the others are removed again. */
export async function writeDocumentFiles(files: FileStore, checked: readonly CheckedDocument[]): Promise<WrittenDocument[]> {
  const written: WrittenDocument[] = [];
  try {
    for (const document of checked) written.push({ ...document, stored: await storeDocument(files, document.file) });
    return written;
  } catch (error) {
    await removeFiles(
      files,
      written.map((w) => w.stored.path),
    );
    throw error;
  }
}

/** The document a user holds of a type: their own (vehicleId null) or one of a vehicle's. */
export async function heldDocument(tx: Tx, owner: { userId: number; vehicleId: number | null }, typeId: number): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      owner.vehicleId === null
        ? and(eq(documents.userId, owner.userId), isNull(documents.vehicleId), eq(documents.documentTypeId, typeId))
        : and(eq(documents.vehicleId, owner.vehicleId), eq(documents.documentTypeId, typeId)),
    )
    .for('update');
  return row ?? null;
}

/** True when the held document may not be replaced: it was approved and has not expired. */
export const isLocked = (held: DocumentRow | null, today: string) => held !== null && effectiveStatus(held, today) === DOCUMENT_STATUS.approved;

/**
 * Stores a written file as the owner's document of its type: a new row, or the held one with its new file, back to
 * pending with its decision cleared. Returns the replaced file's path, to remove once the write commits.
 */
export async function putDocument(
  tx: Tx,
  owner: { userId: number; vehicleId: number | null },
  document: WrittenDocument,
  held: DocumentRow | null,
  now: Date,
): Promise<string | null> {
  const file = { filePath: document.stored.path, mimeType: document.stored.mimeType, expiryDate: document.expiryDate };
  if (held) {
    await tx
      .update(documents)
      .set({ ...file, status: DOCUMENT_STATUS.pending, rejectionReason: null, verifiedAt: null, verifiedBy: null, updatedAt: now })
      .where(eq(documents.id, held.id));
    return held.filePath;
  }
  await tx.insert(documents).values({
    ...file,
    userId: owner.userId,
    vehicleId: owner.vehicleId,
    documentTypeId: document.type.id,
    status: DOCUMENT_STATUS.pending,
    createdAt: now,
    updatedAt: now,
  });
  return null;
}

/**
 * Stores each written document as the owner's of its type, refusing with 422 (`approvedLocked` on its field) any that
 * would replace an approved, unexpired one. Returns the replaced files' paths.
 */
export async function putDocuments(
  tx: Tx,
  owner: { userId: number; vehicleId: number | null },
  written: readonly WrittenDocument[],
  today: string,
  now: Date,
): Promise<string[]> {
  // Two uploads of a type not held yet would both insert: locking the owner (the user, or the vehicle) makes the
  // second wait and then replace the first's document instead of failing on the unique index.
  if (owner.vehicleId === null) await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  else await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, owner.vehicleId)).for('update');
  const held: (DocumentRow | null)[] = [];
  for (const document of written) held.push(await heldDocument(tx, owner, document.type.id));
  const locked = written.filter((_d, i) => isLocked(held[i] ?? null, today));
  if (locked.length) throw validationFailed(Object.fromEntries(locked.map((d) => [d.field, [documentMessages.approvedLocked]])));
  const replaced: string[] = [];
  for (const [i, document] of written.entries()) {
    const old = await putDocument(tx, owner, document, held[i] ?? null, now);
    if (old) replaced.push(old);
  }
  return replaced;
}
