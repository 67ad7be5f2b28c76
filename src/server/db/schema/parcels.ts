// Parcels sent along trips: the trunk space a trip offers, the parcels and their timeline.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAndUpdated, money } from './columns';
import { users } from './accounts';
import { trips } from './trips';

/**
 * A driver's trunk space per parcel size (DESIGN.md §9): a price and a count. `taken` grows by one per accepted
 * parcel, in one `update … set taken = taken + 1 where taken < capacity`, so a size is never overbooked.
 */
export const tripParcelOffers = pgTable(
  'trip_parcel_offers',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.size] }),
    check('trip_parcel_offers_taken_within_capacity', sql`${table.taken} >= 0 and ${table.taken} <= ${table.capacity}`),
  ],
);

/**
 * A parcel sent along a trip (DESIGN.md §9): a booking of trunk space. Status 0..6 as `PARCEL_STATUS`. The handover
 * codes and the recipient's tracking token are derived from `code_nonce` (parcels/codes.ts), so only their SHA-256 is
 * kept; `code_tries` and `code_locked_until` stop a driver guessing a code.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    size: text('size').notNull(),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    declaredValue: money('declared_value'),
    pickupPlace: text('pickup_place').notNull(),
    dropoffPlace: text('dropoff_place').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    /** The leg carried: the stops where the driver takes the parcel and hands it over (null: the trip's own end). */
    fromCityId: integer('from_city_id'),
    toCityId: integer('to_city_id'),
    /** Relative path in the private `parcels` folder, never served under /storage/. */
    photo: text('photo'),
    /** The trip's price for the size when the parcel was sent. */
    price: money('price').notNull(),
    status: integer('status').notNull().default(0),
    problem: text('problem'),
    problemReportedAt: at('problem_reported_at'),
    problemReportedBy: integer('problem_reported_by').references(() => users.id, { onDelete: 'set null' }),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    codeNonce: text('code_nonce').notNull(),
    pickupCodeHash: text('pickup_code_hash'),
    deliveryCodeHash: text('delivery_code_hash'),
    trackingTokenHash: text('tracking_token_hash').unique(),
    codeTries: integer('code_tries').notNull().default(0),
    codeLockedUntil: at('code_locked_until'),
    ...createdAndUpdated(),
  },
  (table) => [index('parcels_trip_id_index').on(table.tripId), index('parcels_sender_id_index').on(table.senderId)],
);
export type ParcelRow = typeof parcels.$inferSelect;

/** A parcel's timeline: one row per status reached, the first "Demandé" included, with the reason when there is one. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    at: at('at').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [index('parcel_events_parcel_id_index').on(table.parcelId)],
);
export type ParcelEventRow = typeof parcelEvents.$inferSelect;
