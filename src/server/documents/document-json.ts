// Documents, document types and the owner's vehicles as the contract describes them, with the status a reader sees:
// an approved document whose expiry date has passed reads as Expiré (3) without being rewritten.
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { DOCUMENT_KIND, DOCUMENT_STATUS, documentStatusText, type DocumentType, type UserDocument } from '../../contract/documents';
import type { Vehicle } from '../../contract/vehicles';
import { tunisDate } from '../../contract/tunis-time';
import type { Executor } from '../db/client';
import { documentTypes, documents, vehicles, type DocumentRow, type DocumentTypeRow, type VehicleRow } from '../db/schema';
import { storageUrl } from '../storage/files';

/** Today in Tunis (YYYY-MM-DD): a document expiring today is still valid today. */
export const tunisToday = (now: Date) => tunisDate(now.getTime());

export const isExpired = (document: Pick<DocumentRow, 'expiryDate'>, today: string) => document.expiryDate !== null && document.expiryDate < today;

/** The status as read now: an approved document past its expiry date is Expired, and may be replaced again. */
export function effectiveStatus(document: Pick<DocumentRow, 'status' | 'expiryDate'>, today: string): number {
  return document.status === DOCUMENT_STATUS.approved && isExpired(document, today) ? DOCUMENT_STATUS.expired : document.status;
}

export function documentTypeJson(type: DocumentTypeRow): DocumentType {
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    type: type.kind,
    is_required: type.isRequired,
    is_expirable: type.isExpirable,
  };
}

export function documentJson(document: DocumentRow, type: DocumentTypeRow | null, today: string): UserDocument {
  const status = effectiveStatus(document, today);
  return {
    id: document.id,
    document_type_id: document.documentTypeId,
    document_type: type ? documentTypeJson(type) : null,
    vehicle_id: document.vehicleId,
    status,
    status_text: documentStatusText(status),
    // Documents are private: no link that works without a token; the client downloads through the API.
    file_url: null,
    file_path: null,
    mime_type: document.mimeType,
    rejection_reason: document.rejectionReason,
    verified_at: document.verifiedAt?.toISOString() ?? null,
    expiry_date: document.expiryDate,
    updated_at: document.updatedAt.toISOString(),
  };
}

export interface DocumentWithType {
  document: DocumentRow;
  type: DocumentTypeRow;
}

/** Documents matching `where` with their types, by type then id. */
export async function loadDocuments(executor: Executor, where: SQL | undefined): Promise<DocumentWithType[]> {
  return executor
    .select({ document: documents, type: documentTypes })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .where(where)
    .orderBy(asc(documents.documentTypeId), asc(documents.id));
}

/** The user's own documents (identity card, licence), as only their owner receives them. */
export async function userDocumentsJson(executor: Executor, userId: number, now: Date): Promise<UserDocument[]> {
  const today = tunisToday(now);
  const rows = await loadDocuments(executor, and(eq(documents.userId, userId), isNull(documents.vehicleId)));
  return rows.map(({ document, type }) => documentJson(document, type, today));
}

/** Every document type, by id. */
export async function loadDocumentTypes(executor: Executor): Promise<Map<number, DocumentTypeRow>> {
  const rows = await executor.select().from(documentTypes).orderBy(asc(documentTypes.id));
  return new Map(rows.map((row) => [row.id, row]));
}

export const requiredTypesOf = (types: Map<number, DocumentTypeRow>, kind: number) =>
  [...types.values()].filter((type) => type.kind === kind && type.isRequired);

/** Every required document of the kind is there, approved and not expired ("Valide" for a vehicle). */
export function allRequiredApproved(held: readonly DocumentRow[], required: readonly DocumentTypeRow[], today: string): boolean {
  return required.every((type) =>
    held.some((document) => document.documentTypeId === type.id && effectiveStatus(document, today) === DOCUMENT_STATUS.approved),
  );
}

export function vehicleJson(vehicle: VehicleRow, held: readonly DocumentWithType[], required: readonly DocumentTypeRow[], today: string): Vehicle {
  return {
    id: vehicle.id,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    color: vehicle.color,
    plate_number: vehicle.plateNumber,
    comfort_level: vehicle.comfortLevel,
    insurance_number: vehicle.insuranceNumber,
    technical_inspection_expiry: vehicle.technicalInspectionExpiry,
    photo: vehicle.photo,
    photo_url: vehicle.photo ? storageUrl(vehicle.photo) : null,
    is_valid: allRequiredApproved(
      held.map((h) => h.document),
      required,
      today,
    ),
    documents: held.map(({ document, type }) => documentJson(document, type, today)),
    created_at: vehicle.createdAt.toISOString(),
    updated_at: vehicle.updatedAt.toISOString(),
  };
}

/** The vehicles matching `where` with their documents and validity, oldest first. */
export async function vehiclesJson(executor: Executor, where: SQL, now: Date): Promise<Vehicle[]> {
  const rows = await executor.select().from(vehicles).where(where).orderBy(asc(vehicles.id));
  if (rows.length === 0) return [];
  const today = tunisToday(now);
  const required = requiredTypesOf(await loadDocumentTypes(executor), DOCUMENT_KIND.vehicle);
  const held = await loadDocuments(
    executor,
    inArray(
      documents.vehicleId,
      rows.map((v) => v.id),
    ),
  );
  return rows.map((vehicle) =>
    vehicleJson(
      vehicle,
      held.filter((h) => h.document.vehicleId === vehicle.id),
      required,
      today,
    ),
  );
}

/** The short form selects and profiles show (`vehicleSummary`): no documents, but the photo and whether it is valid. */
export async function vehicleSummariesJson(executor: Executor, where: SQL, now: Date) {
  return (await vehiclesJson(executor, where, now)).map((v) => ({
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    color: v.color,
    plate_number: v.plate_number,
    comfort_level: v.comfort_level,
    photo_url: v.photo_url,
    is_valid: v.is_valid,
  }));
}
