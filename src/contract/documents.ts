// Identity and vehicle documents (spec 000 §3–§4, §7; 001 §3–§4): types, statuses, the document itself, the upload call.
import { z } from 'zod';

/** Document type kind: 0 belongs to the user (identity card, licence), 1 to a vehicle (registration, insurance…). */
export const DOCUMENT_KIND = { user: 0, vehicle: 1 } as const;
export type DocumentKind = (typeof DOCUMENT_KIND)[keyof typeof DOCUMENT_KIND];

/** The seeded type offered only once the user has a driver application (spec 000 §3: "Type id 2"). */
export const DRIVING_LICENCE_TYPE_ID = 2;

/** 0 En attente, 1 Approuvé, 2 Rejeté, 3 Expiré; anything else reads Inconnu. Approved documents cannot be replaced. */
export const DOCUMENT_STATUS = { pending: 0, approved: 1, rejected: 2, expired: 3 } as const;
export const DOCUMENT_STATUS_TEXT: Record<number, string> = {
  0: 'En attente',
  1: 'Approuvé',
  2: 'Rejeté',
  3: 'Expiré',
};
export const DOCUMENT_STATUS_BADGE: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'secondary',
};
export const documentStatusText = (status: number) => DOCUMENT_STATUS_TEXT[status] ?? 'Inconnu';
export const documentStatusBadge = (status: number) => DOCUMENT_STATUS_BADGE[status] ?? 'light';

/** Spec 000 §9: the formats a document may be, checked by the server on the file's bytes. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.join(',');
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const documentType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The kind: 0 user, 1 vehicle. */
  type: z.coerce.number().int().optional(),
  is_required: z.coerce.boolean(),
  is_expirable: z.coerce.boolean(),
});
export type DocumentType = z.output<typeof documentType>;

/** `GET /api/document-types[?type=0|1]`: `{data: [...]}` or a bare list. */
export const documentTypesResponse = z
  .union([z.object({ data: z.array(documentType) }), z.array(documentType)])
  .transform((body) => (Array.isArray(body) ? body : body.data));

export const documentTypesQuery = z.object({ type: z.coerce.number().int().min(0).max(1).optional() });

export const userDocument = z.object({
  id: z.number().int(),
  document_type_id: z.number().int(),
  document_type: documentType.nullable().optional(),
  /** Set for a vehicle's document. */
  vehicle_id: z.number().int().nullable().optional(),
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  /** A link that needs no token (absent here: documents are private, fetched through the download call). */
  file_url: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  file_path: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The file's own type, so a download can be named. */
  mime_type: z.string().nullable().optional(),
  rejection_reason: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  verified_at: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  expiry_date: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  updated_at: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type UserDocument = z.output<typeof userDocument>;

/** Multipart field names of the upload call: `documents[3]` for a new file, `updates[3]` to replace one. */
export const newDocumentField = (typeId: number) => `documents[${typeId}]`;
export const replacedDocumentField = (typeId: number) => `updates[${typeId}]`;
export const expiryDateField = (typeId: number) => `expiry_dates[${typeId}]`;

export const documentMessages = {
  saved: 'Vos documents ont été soumis avec succès!',
  nothing: 'Aucun document à soumettre',
  fileType: 'The file must be a file of type: pdf, jpg, jpeg, png.',
  fileSize: `The file must not be greater than ${MAX_DOCUMENT_BYTES / 1024} kilobytes.`,
  approvedLocked: 'Ce document a été validé et ne peut plus être modifié',
  required: 'This document is required.',
  unknownType: 'The selected document type is invalid.',
  alreadyUploaded: 'This document was already uploaded: replace it instead.',
  expiryRequired: 'The expiry date is required for this document.',
  expiryPast: 'The expiry date must be a date after today.',
} as const;
