// Travel requests (announcements) and the drivers' proposals that answer them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAndUpdated, money } from './columns';
import { ownedBy } from './accounts';
import { routeCities } from './cities';
import { vehicles } from './documents';

/**
 * A passenger's travel request (spec 001 §3). Status 0..3 as `ANNOUNCEMENT_STATUS`; an open one whose desired time has
 * passed reads as Expired without being rewritten (see announcements/announcement-access.ts).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    ...routeCities(),
    departureLocation: text('departure_location').notNull(),
    arrivalLocation: text('arrival_location').notNull(),
    desiredDepartureTime: at('desired_departure_time').notNull(),
    seatsNeeded: integer('seats_needed').notNull(),
    maxPricePerSeat: money('max_price_per_seat'),
    description: text('description'),
    /** The passenger asks for a woman driver (issue 40): only women drivers see the request and may propose. */
    womenOnly: boolean('women_only').notNull().default(false),
    additionalNotes: text('additional_notes'),
    luggageSize: text('luggage_size').notNull().default('Standard'),
    status: integer('status').notNull().default(1),
    ...createdAndUpdated(),
  },
  (table) => [
    check('announcements_seats_needed_range', sql`${table.seatsNeeded} between 1 and 8`),
    // The public list reads one status in desired-time order (keyset-friendly); with a route, the route index.
    index('announcements_status_desired_index').on(table.status, table.desiredDepartureTime, table.id),
    index('announcements_route_desired_index').on(table.departureCityId, table.arrivalCityId, table.desiredDepartureTime),
    index('announcements_user_id_index').on(table.userId),
  ],
);

/**
 * A driver's answer to an announcement; status 0..3 as `PROPOSAL_STATUS`. One live (pending or accepted) proposal per
 * driver and announcement, and at most one accepted per announcement, whatever races the routes lose.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    driverId: ownedBy('driver_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    proposedPrice: money('proposed_price').notNull(),
    proposedDepartureTime: at('proposed_departure_time').notNull(),
    message: text('message'),
    status: integer('status').notNull().default(0),
    ...createdAndUpdated(),
  },
  (table) => [
    check('proposals_price_at_least_one', sql`${table.proposedPrice} >= 1`),
    index('proposals_announcement_id_index').on(table.announcementId),
    index('proposals_driver_id_index').on(table.driverId),
    uniqueIndex('proposals_live_per_driver_unique')
      .on(table.announcementId, table.driverId)
      .where(sql`${table.status} in (0, 1)`),
    uniqueIndex('proposals_accepted_per_announcement_unique')
      .on(table.announcementId)
      .where(sql`${table.status} = 1`),
  ],
);
export type AnnouncementRow = typeof announcements.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
