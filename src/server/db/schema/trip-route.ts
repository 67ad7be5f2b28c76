// A trip's stops in order (its departure, its stopovers, its arrival) and every leg between two of them, as searched.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real } from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { cities } from './cities';
import { trips } from './trips';

/**
 * Position 0 is the departure, the last one the arrival, the ones between the stopovers. Prices and kilometres count
 * from the departure, so a leg's are a difference. `seats_onward`: free seats from this stop to the next (0 on the
 * arrival); the trip's `available_seats` is their minimum, the seats free all the way.
 */
export const tripStops = pgTable(
  'trip_stops',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** When the car leaves this stop (arrives, for the arrival). */
    time: at('time').notNull(),
    kmFromDeparture: real('km_from_departure').notNull(),
    priceFromDeparture: money('price_from_departure').notNull(),
    seatsOnward: integer('seats_onward').notNull(),
    /** The driver set this stop's price; otherwise it follows the trip's price by distance. */
    priceFixed: boolean('price_fixed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.position] }), check('trip_stops_seats_onward_not_negative', sql`${table.seatsOnward} >= 0`)],
);

/**
 * Every leg of a trip (any stop to any later one), rewritten with its stops and seats (trips/trip-stops.ts): a search
 * between two places reads the legs between the places near each, by index, as it read routes before stopovers.
 * `status` and the times follow the trip's (trigger of migration 0026), so a moderation or a direct update keeps them.
 */
export const tripLegs = pgTable(
  'trip_legs',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    fromPosition: integer('from_position').notNull(),
    toPosition: integer('to_position').notNull(),
    fromCityId: integer('from_city_id').notNull(),
    toCityId: integer('to_city_id').notNull(),
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time').notNull(),
    pricePerSeat: money('price_per_seat').notNull(),
    distanceKm: real('distance_km').notNull(),
    availableSeats: integer('available_seats').notNull(),
    /** The trip's status, for the partial indexes of listed trips. */
    status: integer('status').notNull(),
    /** Whether the leg runs from the trip's departure, or to its arrival: a search by one city alone reads those. */
    fromDeparture: boolean('from_departure').notNull(),
    toArrival: boolean('to_arrival').notNull(),
  },
  (table) => {
    // What a search reads of each leg, after the keys it looks up by: the search is read from the index alone (no
    // visit to the table for the thousand legs a search around Tunis matches). Drizzle states no INCLUDE: trailing
    // key columns do the same.
    const read = [table.tripId, table.fromPosition, table.toPosition, table.arrivalTime, table.pricePerSeat, table.availableSeats, table.distanceKm] as const;
    return [
      primaryKey({ columns: [table.tripId, table.fromPosition, table.toPosition] }),
      index('trip_legs_listed_route_index')
        .on(table.fromCityId, table.toCityId, table.departureTime, ...read)
        .where(sql`${table.status} in (0, 1)`),
      index('trip_legs_listed_from_index')
        .on(table.fromCityId, table.departureTime, table.toCityId, ...read)
        .where(sql`${table.status} in (0, 1) and ${table.toArrival}`),
      index('trip_legs_listed_to_index')
        .on(table.toCityId, table.departureTime, table.fromCityId, ...read)
        .where(sql`${table.status} in (0, 1) and ${table.fromDeparture}`),
    ];
  },
);
