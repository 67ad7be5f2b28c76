// What a trip form and a travel request form check against the database alike: both cities of the route exist.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cities } from '../db/schema';

export const routeCityMessages = {
  departureCityUnknown: 'The selected departure city is invalid.',
  arrivalCityUnknown: 'The selected arrival city is invalid.',
} as const;

/** Adds a field error for each city of the route the database does not have (Laravel's `exists:cities,id`). */
export async function checkRouteCities(tx: Tx, form: { departure_city_id: number; arrival_city_id: number }, errors: Record<string, string[]>) {
  const known = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(inArray(cities.id, [form.departure_city_id, form.arrival_city_id]));
  if (!known.some((c) => c.id === form.departure_city_id)) errors.departure_city_id = [routeCityMessages.departureCityUnknown];
  if (!known.some((c) => c.id === form.arrival_city_id)) errors.arrival_city_id = [routeCityMessages.arrivalCityUnknown];
}
