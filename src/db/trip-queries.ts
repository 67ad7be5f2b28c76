// The trip list's search and filters as Dexie queries over the mirror, so they answer offline. Each picks the
// index that narrows most (both cities, one city, or departure time alone), reads only the hours asked for, and
// filters the rest in memory.
import type { Collection, InsertType } from 'dexie';
import type { TripFilters } from '../contract/trips';
import { TRIP_FILTER_KEYS } from '../contract/trip-limits';
import { TRIP_STATUS } from '../contract/statuses';
import { minutesOf, tunisDate, tunisDayRange, tunisMinutesOfDay } from '../contract/tunis-time';
import type { MechwarDatabase, TripRow } from './database';

export type LocalTripFilters = Omit<TripFilters, 'page'>;

/**
 * The bookkeeping key of one search (filters in a fixed order, no page): its own "last synced", so a search made
 * offline that was never fetched online says so instead of borrowing another search's time.
 */
export function tripSearchKey(filters: LocalTripFilters & { page?: number }): string {
  const parts = TRIP_FILTER_KEYS.filter((name) => filters[name] !== undefined && filters[name] !== null && filters[name] !== '').map(
    (name) => `${name}=${filters[name]}`,
  );
  return `trips?${parts.join('&')}`;
}

const VISIBLE = new Set<number>([TRIP_STATUS.pending, TRIP_STATUS.active]);
const MAX_TIME = '\uffff';

/** Everything but the index range: status, time of day, price and seats. Pure, so it is tested on its own. */
export function matchesFilters(trip: TripRow, filters: LocalTripFilters): boolean {
  if (trip._deleted || !VISIBLE.has(trip.status)) return false;
  if (filters.departure_city_id && trip.departure_city_id !== filters.departure_city_id) return false;
  if (filters.arrival_city_id && trip.arrival_city_id !== filters.arrival_city_id) return false;
  if (filters.max_price !== undefined && trip.price_per_seat > filters.max_price) return false;
  if (filters.available_seats !== undefined && trip.available_seats < filters.available_seats) return false;
  if (filters.accepts_parcels === 1 && trip.accepts_parcels !== true) return false;
  if (filters.time_from || filters.time_to) {
    const minutes = tunisMinutesOfDay(trip.departure_time);
    if (filters.time_from && minutes < minutesOf(filters.time_from)) return false;
    if (filters.time_to && minutes > minutesOf(filters.time_to)) return false;
  }
  return true;
}

type TripCollection = Collection<TripRow, number, InsertType<TripRow, 'id'>>;

function byDeparture(db: MechwarDatabase, filters: LocalTripFilters, from: string, to: string): TripCollection {
  const { departure_city_id: d, arrival_city_id: a } = filters;
  if (d && a) return db.trips.where('[departure_city_id+arrival_city_id+departure_time]').between([d, a, from], [d, a, to], true, false);
  if (d) return db.trips.where('[departure_city_id+departure_time]').between([d, from], [d, to], true, false);
  if (a) return db.trips.where('[arrival_city_id+departure_time]').between([a, from], [a, to], true, false);
  return db.trips.where('departure_time').between(from, to, true, false);
}

/**
 * The first `limit` rows of an index range that pass `keep`. Reads in chunks through IndexedDB's getAll (the
 * offset is a native skip) rather than a cursor step per row through Dexie's filter, each chunk sized from how
 * many rows the previous ones kept, so a selective filter reads little more than it must.
 */
async function firstMatching(range: () => TripCollection, keep: (trip: TripRow) => boolean, limit: number): Promise<TripRow[]> {
  const found: TripRow[] = [];
  let read = 0;
  let chunk = limit + 10;
  while (found.length < limit) {
    const rows = await range().offset(read).limit(chunk).toArray();
    for (const row of rows) {
      if (keep(row) && found.push(row) === limit) break;
    }
    read += rows.length;
    if (rows.length < chunk) break;
    const kept = found.length / read;
    chunk = kept > 0 ? Math.min(2000, Math.ceil(((limit - found.length) / kept) * 1.25) + 10) : Math.min(2000, chunk * 2);
  }
  return found;
}

/**
 * With a time of day, the [start, end) instants of that window on each Tunis day inside [from, to), soonest
 * first (latest first `backwards`): the departure index then reads only trips at the right hour.
 */
function* timeWindows(filters: LocalTripFilters, from: string, to: string, backwards: boolean): Generator<[string, string]> {
  const startMinute = filters.time_from ? minutesOf(filters.time_from) : 0;
  const endMinute = (filters.time_to ? minutesOf(filters.time_to) : 23 * 60 + 59) + 1;
  if (startMinute >= endMinute || from >= to) return;
  const days = [tunisDate(from), tunisDate(Date.parse(to) - 1)];
  const step = backwards ? -86_400_000 : 86_400_000;
  let day = Date.parse(tunisDayRange(backwards ? days[1]! : days[0]!).start);
  const lastDay = Date.parse(tunisDayRange(backwards ? days[0]! : days[1]!).start);
  for (; backwards ? day >= lastDay : day <= lastDay; day += step) {
    const start = new Date(day + startMinute * 60_000).toISOString();
    const end = new Date(day + endMinute * 60_000).toISOString();
    const clippedStart = start > from ? start : from;
    const clippedEnd = end < to ? end : to;
    if (clippedStart < clippedEnd) yield [clippedStart, clippedEnd];
  }
}

/** Matching trips of [from, to) in departure order (reversed `backwards`), at most `limit`. */
async function inRange(db: MechwarDatabase, filters: LocalTripFilters, from: string, to: string, backwards: boolean, limit: number): Promise<TripRow[]> {
  const keep = (trip: TripRow) => matchesFilters(trip, filters);
  const range = (start: string, end: string) => () => (backwards ? byDeparture(db, filters, start, end).reverse() : byDeparture(db, filters, start, end));
  if (!filters.time_from && !filters.time_to) return firstMatching(range(from, to), keep, limit);
  // Days beyond the mirror's first and last departures hold nothing: no need to visit them.
  const [first, last] = await Promise.all([db.trips.orderBy('departure_time').first(), db.trips.orderBy('departure_time').last()]);
  if (!first || !last) return [];
  const lower = first.departure_time > from ? first.departure_time : from;
  const upper = last.departure_time < to ? new Date(Date.parse(last.departure_time) + 1).toISOString() : to;
  const found: TripRow[] = [];
  for (const [start, end] of timeWindows(filters, lower, upper, backwards)) {
    found.push(...(await firstMatching(range(start, end), keep, limit - found.length)));
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The list as the server orders it: upcoming trips first by departure time, then past ones (latest first), at
 * most `limit`. With a date, only that Tunis day.
 */
export async function searchTrips(db: MechwarDatabase, filters: LocalTripFilters, limit: number, now = Date.now()): Promise<TripRow[]> {
  const nowIso = new Date(now).toISOString();
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
  const upcoming = from < to ? await inRange(db, filters, from, to, false, limit) : [];
  if (upcoming.length >= limit || pastFrom >= pastTo) return upcoming;
  const past = await inRange(db, filters, pastFrom, pastTo, true, limit - upcoming.length);
  return [...upcoming, ...past];
}
