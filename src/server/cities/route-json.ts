// What every listing of things moving between two cities (trips, travel requests, later parcels) reads the same way:
// its two cities joined under their own names, its places as JSON, and a list's where / order / page.
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { cities } from '../db/schema';

// The cities table joined twice, once per end of the route; the names are the JSON's.
export const departureCity = alias(cities, 'departure_city');
export const arrivalCity = alias(cities, 'arrival_city');

type CityRow = { id: number; name: string; latitude: number | null; longitude: number | null };
export const cityJson = (c: CityRow) => ({ id: c.id, name: c.name, latitude: c.latitude, longitude: c.longitude });

interface RoutePlacesRow {
  departureCityId: number;
  arrivalCityId: number;
  departureLocation: string | null;
  arrivalLocation: string | null;
}

/** The contract's route places (route-places.ts), from the row and its two joined cities. */
export const routePlacesJson = (row: RoutePlacesRow, from: CityRow, to: CityRow) => ({
  departure_city_id: row.departureCityId,
  arrival_city_id: row.arrivalCityId,
  departure_city: cityJson(from),
  arrival_city: cityJson(to),
  departure_location: row.departureLocation,
  arrival_location: row.arrivalLocation,
});

/** Which rows of a listing, in which order, and which page of them. */
export interface ListQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

export function applyListQuery<S extends PgSelect>(select: S, query: ListQuery): S {
  let narrowed = select;
  if (query.where) narrowed = narrowed.where(query.where);
  if (query.orderBy?.length) narrowed = narrowed.orderBy(...query.orderBy);
  if (query.limit !== undefined) narrowed = narrowed.limit(query.limit);
  if (query.offset) narrowed = narrowed.offset(query.offset);
  return narrowed;
}
