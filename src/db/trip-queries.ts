// The trip list's search and filters as Dexie queries over the mirror, so they answer offline. Without a place, the
// departure index, read only for the hours asked for; between places, the trips stopping near the place searched
// (index of their stops' cities), each with the leg it matches as the server's search matches it (trip-legs.ts).
import type { Collection, InsertType } from 'dexie';
import type { TripFilters } from '../contract/trips';
import type { TripLeg } from '../contract/trip-route';
import { matchedLeg } from '../contract/trip-legs';
import { placesNear, type NearbyPlace, type Placed } from '../contract/nearby-places';
import { TRIP_FILTER_KEYS } from '../contract/trip-limits';
import { OPEN_TRIP_STATUSES } from '../contract/statuses';
import { minutesOf, tunisDate, tunisDayRange, tunisMinutesOfDay } from '../contract/tunis-time';
import type { MechwarDatabase, TripRow } from './database';
import { hiddenPeople } from './blocks-mirror';

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

const VISIBLE = new Set<number>(OPEN_TRIP_STATUSES);
const MAX_TIME = '\uffff';

/** A trip as a list shows it: between places, with the leg the search matched. */
export type ListedTrip = TripRow & { leg?: TripLeg };

/** The places near each end of a search between places (the place itself first); null for an end not searched. */
export interface Nearness {
  from: NearbyPlace[] | null;
  to: NearbyPlace[] | null;
}

/** Whether a search is between places (one of them, or both). */
export const searchesPlaces = (filters: LocalTripFilters) => Boolean(filters.departure_city_id || filters.arrival_city_id);

/** What a search between places matches a stop with, from the mirror's places (`places`: db.cities). */
export function nearnessOf(places: Placed[], filters: LocalTripFilters): Nearness {
  return {
    from: filters.departure_city_id ? placesNear(places, filters.departure_city_id) : null,
    to: filters.arrival_city_id ? placesNear(places, filters.arrival_city_id) : null,
  };
}

/**
 * Whether the list shows this trip, and when it leaves for the one searching (its leg's departure between places):
 * status, then the leg, then time of day, price and seats of the leg. Pure, so it is tested on its own.
 */
export function listingOf(trip: TripRow, filters: LocalTripFilters, near: Nearness | null): { time: string; leg?: TripLeg } | null {
  if (trip._deleted || !VISIBLE.has(trip.status)) return null;
  const leg = near ? matchedLeg(trip, near.from, near.to) : undefined;
  if (leg === null) return null;
  const time = leg?.departure_time ?? trip.departure_time;
  if (filters.max_price !== undefined && (leg?.price_per_seat ?? trip.price_per_seat) > filters.max_price) return null;
  if (filters.available_seats !== undefined && (leg?.available_seats ?? trip.available_seats) < filters.available_seats) return null;
  if (filters.accepts_parcels === 1 && trip.accepts_parcels !== true) return null;
  if (filters.women_only === 1 && trip.women_only !== true) return null;
  if (filters.time_from || filters.time_to) {
    const minutes = tunisMinutesOfDay(time);
    if (filters.time_from && minutes < minutesOf(filters.time_from)) return null;
    if (filters.time_to && minutes > minutesOf(filters.time_to)) return null;
  }
  return leg ? { time, leg } : { time };
}

/** The list's filters but the index range (status, time of day, price and seats) on a trip searched without a place. */
export const matchesFilters = (trip: TripRow, filters: LocalTripFilters): boolean => listingOf(trip, filters, null) !== null;

/** The mirror's trips stopping at one of these places. */
export const tripsStoppingAt = (db: MechwarDatabase, places: NearbyPlace[]) =>
  db.trips
    .where('stop_city_ids')
    .anyOf(places.map((place) => place.id))
    .distinct();

type TripCollection = Collection<TripRow, number, InsertType<TripRow, 'id'>>;

function byDeparture(db: MechwarDatabase, from: string, to: string): TripCollection {
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
async function inRange(
  db: MechwarDatabase,
  filters: LocalTripFilters,
  from: string,
  to: string,
  backwards: boolean,
  limit: number,
  hidden: Set<number>,
): Promise<TripRow[]> {
  const keep = (trip: TripRow) => !hidden.has(trip.driver_id) && matchesFilters(trip, filters);
  const range = (start: string, end: string) => () => (backwards ? byDeparture(db, start, end).reverse() : byDeparture(db, start, end));
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
 * Between places: every trip stopping near the place searched, with its leg, as the server lists them (upcoming legs
 * soonest first, then those gone, latest first; ties by id). A town's trips are a few hundred at most: read whole.
 */
async function searchBetweenPlaces(db: MechwarDatabase, filters: LocalTripFilters, limit: number, now: number, hidden: Set<number>): Promise<ListedTrip[]> {
  // Dexie's own promises only, awaited in turn: a live query follows what it read through them.
  const near = nearnessOf(await db.cities.toArray(), filters);
  const nowIso = new Date(now).toISOString();
  const day = filters.date ? tunisDayRange(filters.date) : null;
  const found = (await tripsStoppingAt(db, (near.from ?? near.to)!).toArray()).flatMap((trip) => {
    const listing = hidden.has(trip.driver_id) ? null : listingOf(trip, filters, near);
    if (!listing || (day && (listing.time < day.start || listing.time >= day.end))) return [];
    return [{ trip: listing.leg ? { ...trip, leg: listing.leg } : trip, time: listing.time }];
  });
  const upcoming = found.filter((f) => f.time >= nowIso).sort((a, b) => a.time.localeCompare(b.time) || a.trip.id - b.trip.id);
  const past = found.filter((f) => f.time < nowIso).sort((a, b) => b.time.localeCompare(a.time) || a.trip.id - b.trip.id);
  return [...upcoming, ...past].slice(0, limit).map((f) => f.trip);
}

/**
 * The list as the server orders it: upcoming trips first by departure time (their leg's between places), then past
 * ones (latest first), at most `limit`. With a date, only that Tunis day. The trips of people the signed-in person
 * blocked are left out, as the server leaves them out.
 */
export async function searchTrips(db: MechwarDatabase, filters: LocalTripFilters, limit: number, now = Date.now()): Promise<ListedTrip[]> {
  const hidden = await hiddenPeople(db);
  if (searchesPlaces(filters)) return searchBetweenPlaces(db, filters, limit, now, hidden);
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
  const upcoming = from < to ? await inRange(db, filters, from, to, false, limit, hidden) : [];
  if (upcoming.length >= limit || pastFrom >= pastTo) return upcoming;
  const past = await inRange(db, filters, pastFrom, pastTo, true, limit - upcoming.length, hidden);
  return [...upcoming, ...past];
}
