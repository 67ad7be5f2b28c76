// The seats passengers book on trips.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAndUpdated, money } from './columns';
import { ownedBy } from './accounts';
import { trips } from './trips';

/** Booking status 0..3 as `BOOKING_STATUS`; one live (pending or accepted) booking per passenger and trip. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    passengerId: ownedBy('passenger_id'),
    seats: integer('seats').notNull(),
    totalPrice: money('total_price').notNull(),
    status: integer('status').notNull().default(0),
    notes: text('notes'),
    /** The leg booked: the stops where the passenger gets in and out (the trip's ends for the whole trip). */
    fromCityId: integer('from_city_id'),
    toCityId: integer('to_city_id'),
    ...createdAndUpdated(),
  },
  (table) => [
    check('bookings_seats_positive', sql`${table.seats} > 0`),
    index('bookings_trip_id_index').on(table.tripId),
    index('bookings_passenger_id_index').on(table.passengerId),
    uniqueIndex('bookings_live_per_passenger_unique')
      .on(table.tripId, table.passengerId)
      .where(sql`${table.status} in (0, 1)`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
