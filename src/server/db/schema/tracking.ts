// Live tracking of a trip under way: the driver's positions, share links and arrival notices.
import { doublePrecision, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownedBy } from './accounts';
import { trips } from './trips';

/** The driver's positions while a trip is under way (DESIGN.md §8), keyed by their own time: a resent point is a no-op. */
export const tripPositions = pgTable(
  'trip_positions',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    recordedAt: at('recorded_at').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * Metres, as the phone reported it. Double, not real: a real gives 12.3 back as 12.300000190734863, and the
     * device's copy of a point must equal the server's.
     */
    accuracy: doublePrecision('accuracy'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.recordedAt] })],
);
export type TripPositionRow = typeof tripPositions.$inferSelect;

/** A read-only link to a trip's live position, made by a passenger (or the driver) for a relative; only the token's SHA-256 is kept. */
export const tripShareLinks = pgTable(
  'trip_share_links',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('trip_share_links_trip_user_index').on(table.tripId, table.userId)],
);
export type TripShareLinkRow = typeof tripShareLinks.$inferSelect;

/**
 * "Arrivée dans ~10 min" told to a passenger of a trip: the primary key makes it once per (trip, passenger), even when
 * two batches of points reach two processes at once (the second insert does nothing).
 */
export const tripArrivalNotices = pgTable(
  'trip_arrival_notices',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    passengerId: ownedBy('passenger_id'),
    notifiedAt: at('notified_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.passengerId] })],
);
