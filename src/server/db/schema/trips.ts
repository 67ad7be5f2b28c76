// The trips drivers publish.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAndUpdated, money } from './columns';
import { ownedBy } from './accounts';
import { routeCities } from './cities';
import { vehicles } from './documents';

/** Trip status 0..4 as `TRIP_STATUS` of the contract; `available_seats` can never go below zero (no overbooking). */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    driverId: ownedBy('driver_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    ...routeCities(),
    departureLocation: text('departure_location').notNull(),
    arrivalLocation: text('arrival_location'),
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time'),
    availableSeats: integer('available_seats').notNull(),
    totalSeats: integer('total_seats').notNull(),
    pricePerSeat: money('price_per_seat').notNull(),
    description: text('description'),
    status: integer('status').notNull().default(1),
    /** When the driver tapped "Démarrer le trajet" (DESIGN.md §8); kept through a stop and a resume. */
    startedAt: at('started_at'),
    /** When sharing stopped (the driver stopped it, or the started trip was completed or cancelled); a new start clears it. */
    sharingEndedAt: at('sharing_ended_at'),
    /** "J'accepte des colis" (DESIGN.md §9): the sizes, prices and counts are in trip_parcel_offers. */
    acceptsParcels: boolean('accepts_parcels').notNull().default(false),
    /** "Entre femmes" (issue 40): a woman driver's trip only women may book or send a parcel on. */
    womenOnly: boolean('women_only').notNull().default(false),
    /** Accepted bookings (the card's `bookings_count`), kept by the trigger bookings_keep_trip_count (migration 0018). */
    acceptedBookings: integer('accepted_bookings').notNull().default(0),
    ...createdAndUpdated(),
  },
  (table) => [
    check('trips_available_seats_not_negative', sql`${table.availableSeats} >= 0`),
    // The public list: visible statuses ordered by departure, with or without a route.
    index('trips_status_departure_index').on(table.status, table.departureTime),
    // Ride alerts (announcements/ride-alerts.ts): the trips published on a route lately, whatever their status. The list
    // reads routes through trips_listed_route_index below; an index by route and departure was used by no plan.
    index('trips_route_created_index').on(table.departureCityId, table.arrivalCityId, table.createdAt),
    index('trips_driver_id_index').on(table.driverId),
    // `GET /api/trips` without a place reads the listed (pending or active) trips in departure order from each side of
    // now; a search by place reads trip_legs (trip-route.ts), whose indexes replaced those by city of migration 0017.
    index('trips_listed_departure_index')
      .on(table.departureTime, table.id)
      .where(sql`${table.status} in (0, 1)`),
  ],
);

export type TripRow = typeof trips.$inferSelect;
