// The public trip list (`GET /api/trips`): filters in Tunis time, upcoming-first order and Laravel's paginator.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TRIP_STATUS } from '../../contract/statuses';
import { minutesOf, tunisDayRange } from '../../contract/tunis-time';
import { TRIP_FILTER_KEYS, TRIPS_PER_PAGE, TUNIS_UTC_OFFSET_MINUTES, tripFilters, type Trip, type TripFilters } from '../../contract/trips';
import type { Executor } from '../db/client';
import { trips } from '../db/schema';
import { parseBody } from '../errors';
import { loadTrips } from './trip-json';
import { laravelPage } from '../paginate';

/** Paused trips stay visible (not bookable); cancelled, rejected and completed ones leave the list. */
const LISTED_STATUSES = [TRIP_STATUS.pending, TRIP_STATUS.active];

const timestamp = (iso: string) => sql`${iso}::timestamptz`;
/** The departure as Tunis wall-clock time: UTC+1 all year, so a fixed offset is exact. */
const tunisWallTime = sql`((${trips.departureTime} at time zone 'UTC') + interval '${sql.raw(String(TUNIS_UTC_OFFSET_MINUTES))} minutes')`;
const tunisMinuteOfDay = sql`(extract(hour from ${tunisWallTime}) * 60 + extract(minute from ${tunisWallTime}))`;

/**
 * The query's filters, with empty values dropped first: a search form sends `date=` for "any day", as Laravel's
 * ConvertEmptyStringsToNull middleware reads it.
 */
export function readTripFilters(request: FastifyRequest): { filters: TripFilters; given: Record<string, string> } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === 'string' && single.trim() !== '') given[key] = single.trim();
  }
  return { filters: parseBody(tripFilters, given), given };
}

function conditions(filters: TripFilters): SQL {
  const all: (SQL | undefined)[] = [inArray(trips.status, LISTED_STATUSES)];
  if (filters.departure_city_id) all.push(eq(trips.departureCityId, filters.departure_city_id));
  if (filters.arrival_city_id) all.push(eq(trips.arrivalCityId, filters.arrival_city_id));
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    all.push(gte(trips.departureTime, sql`${timestamp(day.start)}`), lt(trips.departureTime, sql`${timestamp(day.end)}`));
  }
  if (filters.time_from) all.push(sql`${tunisMinuteOfDay} >= ${minutesOf(filters.time_from)}`);
  if (filters.time_to) all.push(sql`${tunisMinuteOfDay} <= ${minutesOf(filters.time_to)}`);
  if (filters.max_price !== undefined) all.push(lte(trips.pricePerSeat, filters.max_price));
  if (filters.available_seats !== undefined) all.push(gte(trips.availableSeats, filters.available_seats));
  return and(...all)!;
}

/** Upcoming trips first, soonest first; then those already gone, latest first. */
function upcomingFirst(now: Date): SQL[] {
  const nowSql = timestamp(now.toISOString());
  return [
    sql`(${trips.departureTime} < ${nowSql}) asc`,
    sql`case when ${trips.departureTime} >= ${nowSql} then ${trips.departureTime} end asc`,
    desc(trips.departureTime),
    asc(trips.id),
  ];
}

export interface TripListPage {
  current_page: number;
  data: Trip[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

/** One page of the list; the page URLs are absolute and keep the filters, so "Voir Plus" just follows them. */
export async function listTrips(executor: Executor, request: FastifyRequest, now: Date): Promise<TripListPage> {
  const { filters, given } = readTripFilters(request);
  const page = filters.page ?? 1;
  const where = conditions(filters);
  const [{ total } = { total: 0 }] = await executor.select({ total: count() }).from(trips).where(where);
  const data = await loadTrips(executor, {
    where,
    orderBy: upcomingFirst(now),
    limit: TRIPS_PER_PAGE,
    offset: (page - 1) * TRIPS_PER_PAGE,
  });
  const kept = TRIP_FILTER_KEYS.filter((key) => given[key] !== undefined).map((key): [string, string] => [key, given[key]!]);
  return laravelPage(request, page, TRIPS_PER_PAGE, total, data, new URLSearchParams(kept));
}
