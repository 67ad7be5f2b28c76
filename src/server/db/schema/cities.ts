// The places trips and travel requests run between (src/server/db/places.ts), and the route columns that point to them.
import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  /** The French spelling signs show, which trips and notifications keep. */
  name: text('name').notNull().unique(),
  nameAr: text('name_ar'),
  /** The governorate, by its capital's name. */
  governorate: text('governorate'),
  /** Other spellings a search finds it by (never shown). */
  aliases: text('aliases').array(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** The two ends of a route (a trip, a travel request), both required. */
export const routeCities = () => ({
  departureCityId: integer('departure_city_id')
    .notNull()
    .references(() => cities.id),
  arrivalCityId: integer('arrival_city_id')
    .notNull()
    .references(() => cities.id),
});
