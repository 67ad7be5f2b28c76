// The trip list's search and filters as Dexie queries over the mirror, so they answer offline. Each picks the
// index that narrows most (both cities, one city, or departure time alone) and filters the rest in memory.
import type { Collection, InsertType } from 'dexie';
import type { TripFilters } from '../contract/trips';
import { TRIP_STATUS } from '../contract/statuses';
import { minutesOf, tunisDayRange, tunisMinutesOfDay } from '../contract/tunis-time';
import type { MechwarDatabase, TripRow } from './database';

export type LocalTripFilters = Omit<TripFilters, 'page'>;

const VISIBLE = new Set<number>([TRIP_STATUS.pending, TRIP_STATUS.active]);
const MAX_TIME = '\uffff';

/** Everything but the index range: status, time of day, price and seats. Pure, so it is tested on its own. */
export function matchesFilters(trip: TripRow, filters: LocalTripFilters): boolean {
  if (trip._deleted || !VISIBLE.has(trip.status)) return false;
  if (filters.departure_city_id && trip.departure_city_id !== filters.departure_city_id) return false;
  if (filters.arrival_city_id && trip.arrival_city_id !== filters.arrival_city_id) return false;
  if (filters.max_price !== undefined && trip.price_per_seat > filters.max_price) return false;
  if (filters.available_seats !== undefined && trip.available_seats < filters.available_seats) return false;
  if (filters.time_from || filters.time_to) {
    const minutes = tunisMinutesOfDay(trip.departure_time);
    if (filters.time_from && minutes < minutesOf(filters.time_from)) return false;
    if (filters.time_to && minutes > minutesOf(filters.time_to)) return false;
  }
  return true;
}

function byDeparture(db: MechwarDatabase, filters: LocalTripFilters, from: string, to: string): Collection<TripRow, number, InsertType<TripRow, 'id'>> {
  const { departure_city_id: d, arrival_city_id: a } = filters;
  if (d && a) return db.trips.where('[departure_city_id+arrival_city_id+departure_time]').between([d, a, from], [d, a, to], true, false);
  if (d) return db.trips.where('[departure_city_id+departure_time]').between([d, from], [d, to], true, false);
  if (a) return db.trips.where('[arrival_city_id+departure_time]').between([a, from], [a, to], true, false);
  return db.trips.where('departure_time').between(from, to, true, false);
}

/**
 * The list as the server orders it: upcoming trips first by departure time, then past ones (latest first), at
 * most `limit`. With a date, only that Tunis day.
 */
export async function searchTrips(db: MechwarDatabase, filters: LocalTripFilters, limit: number, now = Date.now()): Promise<TripRow[]> {
  const nowIso = new Date(now).toISOString();
  const keep = (trip: TripRow) => matchesFilters(trip, filters);
  let from = nowIso;
  let to = MAX_TIME;
  let pastFrom = '';
  let pastTo = nowIso;
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    from = day.start > nowIso ? day.start : nowIso;
    to = day.end;
    pastFrom = day.start;
    pastTo = day.end < nowIso ? day.end : nowIso;
  }
  const upcoming = from < to ? await byDeparture(db, filters, from, to).filter(keep).limit(limit).toArray() : [];
  if (upcoming.length >= limit || pastFrom >= pastTo) return upcoming;
  const past = await byDeparture(db, filters, pastFrom, pastTo).reverse().filter(keep).limit(limit - upcoming.length).toArray();
  return [...upcoming, ...past];
}
