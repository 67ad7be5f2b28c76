// The cities trips and travel requests run between, and the route columns that point to them.
import { doublePrecision, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
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
