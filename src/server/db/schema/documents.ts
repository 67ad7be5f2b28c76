// The tables of drivers' papers: driver applications, vehicles, document types and uploaded documents.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAndUpdated } from './columns';
import { users, ownedBy } from './accounts';

/** Driver application: 0 pending, 1 approved, 2 rejected (contract DRIVER_VERIFICATION); one per user, resubmitted in place. */
export const driverVerifications = pgTable('driver_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: integer('status').notNull().default(0),
  /** The vehicle the user applied with; its documents are part of the application. */
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  rejectionReason: text('rejection_reason'),
  verifiedAt: at('verified_at'),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    /** Upper case with single spaces ("185 TU 4521"), so one plate cannot be registered twice in two spellings. */
    plateNumber: text('plate_number').notNull().unique(),
    seats: integer('seats').notNull().default(4),
    /** `COMFORT_LEVELS` of the contract: basic, comfort, luxury. */
    comfortLevel: text('comfort_level').notNull().default('basic'),
    insuranceNumber: text('insurance_number'),
    technicalInspectionExpiry: date('technical_inspection_expiry', { mode: 'string' }),
    /** Path of the photo under the files directory (`vehicles/…jpg`), public like avatars. */
    photo: text('photo'),
    /**
     * Until when every required vehicle document is approved (migration 0031's trigger): null while one is missing,
     * pending, rejected or expired; the earliest expiry date among them, or 'infinity'. The trip card's badge reads it.
     */
    papersVerifiedUntil: date('papers_verified_until', { mode: 'string' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('vehicles_user_id_index').on(table.userId)],
);

/** Kinds of documents (contract DOCUMENT_KIND: 0 user, 1 vehicle); fixed ids, seeded in every database. */
export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  kind: integer('kind').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  isExpirable: boolean('is_expirable').notNull().default(false),
});

/**
 * An uploaded document: the user's own (vehicle_id null) or one of their vehicle's. Status 0..3 as DOCUMENT_STATUS.
 * One per (user, type) for the user's own and one per (vehicle, type); a new file replaces the old in place.
 * The file is private (under `documents/`), served only to its owner and to staff.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    status: integer('status').notNull().default(0),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    rejectionReason: text('rejection_reason'),
    verifiedAt: at('verified_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    ...createdAndUpdated(),
  },
  (table) => [
    check('documents_status_known', sql`${table.status} between 0 and 3`),
    uniqueIndex('documents_user_type_unique')
      .on(table.userId, table.documentTypeId)
      .where(sql`${table.vehicleId} is null`),
    uniqueIndex('documents_vehicle_type_unique').on(table.vehicleId, table.documentTypeId),
    // The staff desk reads what is pending.
    index('documents_status_index').on(table.status),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type DriverVerificationRow = typeof driverVerifications.$inferSelect;
