// The public trip list (`GET /api/trips`): filters in Tunis time, upcoming-first order and Laravel's paginator.
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TRIP_STATUS } from '../../contract/statuses';
import { minutesOf, tunisDayRange } from '../../contract/tunis-time';
import { TRIP_FILTER_KEYS, TRIPS_PER_PAGE, TUNIS_UTC_OFFSET_MINUTES, tripFilters, type Trip, type TripFilters } from '../../contract/trips';
import type { Executor } from '../db/client';
import { trips } from '../db/schema';
import { parseBody } from '../errors';
import { tripCards, tripsQuery } from './trip-json';
import { laravelPage } from '../paginate';

/**
 * Paused trips stay visible (not bookable); cancelled, rejected and completed ones leave the list. Written as
 * literals, as the partial indexes trips_listed_* state it: with bound parameters the planner cannot use them.
 */
const isListed = sql`${trips.status} in (${sql.raw(String(TRIP_STATUS.pending))}, ${sql.raw(String(TRIP_STATUS.active))})`;

const timestamp = (value: unknown) => sql`${value}::timestamptz`;
const now = sql`${sql.placeholder('now')}::timestamptz`;
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

/**
 * The search's filters with placeholders for their values: the statement's text depends only on which filters are
 * given, so each such shape is prepared once per connection (no parsing, and a plan PostgreSQL may keep) and its
 * values bound at each search. `shape` names it.
 */
function conditions(filters: TripFilters): { where: SQL; values: Record<string, unknown>; shape: string } {
  const all: (SQL | undefined)[] = [isListed];
  const values: Record<string, unknown> = {};
  let shape = '';
  const given = (letter: string, name: string, value: unknown) => {
    shape += letter;
    values[name] = value;
    return sql.placeholder(name);
  };
  if (filters.departure_city_id) all.push(eq(trips.departureCityId, given('f', 'from', filters.departure_city_id)));
  if (filters.arrival_city_id) all.push(eq(trips.arrivalCityId, given('t', 'to', filters.arrival_city_id)));
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    all.push(gte(trips.departureTime, timestamp(given('d', 'dayStart', day.start))), lt(trips.departureTime, timestamp(given('', 'dayEnd', day.end))));
  }
  if (filters.time_from) all.push(sql`${tunisMinuteOfDay} >= ${given('a', 'timeFrom', minutesOf(filters.time_from))}`);
  if (filters.time_to) all.push(sql`${tunisMinuteOfDay} <= ${given('b', 'timeTo', minutesOf(filters.time_to))}`);
  if (filters.max_price !== undefined) all.push(lte(trips.pricePerSeat, given('p', 'maxPrice', filters.max_price)));
  if (filters.available_seats !== undefined) all.push(gte(trips.availableSeats, given('s', 'seats', filters.available_seats)));
  if (filters.accepts_parcels === 1) {
    shape += 'c';
    all.push(sql`${trips.acceptsParcels}`);
  }
  return { where: and(...all)!, values, shape };
}

/**
 * Upcoming trips first, soonest first; then those already gone, latest first. Read as two index scans (one each
 * side of `now`) rather than one `order by case …`, which no index serves: every list would sort all its matches.
 */
const upcomingOrder = [asc(trips.departureTime), asc(trips.id)];
const departedOrder = [desc(trips.departureTime), asc(trips.id)];

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

export interface TripList {
  page: TripListPage;
  /**
   * When this answer stops being true without any write: the next matching departure, after which that trip
   * moves from the upcoming part to the departed one. Null when no matching trip is upcoming.
   */
  changesAt: Date | null;
}

export interface TripCounts {
  total: number;
  upcoming: number;
  /** The soonest upcoming departure (epoch ms): after it, `upcoming` is one less. */
  nextDeparture: number | null;
}

/** Computes the search's counts, or takes them from where the other pages of the search left them. */
export type CountsOf = (compute: () => Promise<TripCounts>) => Promise<TripCounts>;

/** The three statements of a search's shape: its counts, and a page of its upcoming part and of its departed one. */
function statementsOf(executor: Executor, where: SQL, shape: string) {
  const page = (side: 'up' | 'gone') =>
    tripsQuery(executor)
      .where(and(where, side === 'up' ? gte(trips.departureTime, now) : lt(trips.departureTime, now)))
      .orderBy(...(side === 'up' ? upcomingOrder : departedOrder))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`trips_${side}_${shape}`);
  return {
    // One pass over the matches (an index range for a route): how many in all, how many still to come, the soonest.
    counts: executor
      .select({
        total: count(),
        upcoming: sql<number>`(count(*) filter (where ${trips.departureTime} >= ${now}))::int`,
        nextDeparture: sql<number | null>`(extract(epoch from min(${trips.departureTime}) filter (where ${trips.departureTime} >= ${now})) * 1000)::float8`,
      })
      .from(trips)
      .where(where)
      .prepare(`trips_count_${shape}`),
    upcoming: page('up'),
    departed: page('gone'),
  };
}

type Statements = ReturnType<typeof statementsOf>;
/** Per database handle, as prepared statements belong to its connections: at most 2^8 shapes each. */
const preparedOf = new WeakMap<Executor, Map<string, Statements>>();

function statements(executor: Executor, filters: TripFilters) {
  const { where, values, shape } = conditions(filters);
  let byShape = preparedOf.get(executor);
  if (!byShape) preparedOf.set(executor, (byShape = new Map()));
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = statementsOf(executor, where, shape)));
  return { prepared, values };
}

/** One page of the list; the page URLs are absolute and keep the filters, so "Voir Plus" just follows them. */
export async function listTrips(executor: Executor, request: FastifyRequest, at: Date, countsOf: CountsOf = (compute) => compute()): Promise<TripList> {
  const { filters, given } = readTripFilters(request);
  const page = filters.page ?? 1;
  const { prepared, values } = statements(executor, filters);
  const bound = { ...values, now: at.toISOString() };
  const offset = (page - 1) * TRIPS_PER_PAGE;
  // The counts and the upcoming part of the page at once: most pages lie there (a page among the departed ones
  // wastes one short index scan).
  const [counts, upcomingRows] = await Promise.all([
    countsOf(async () => {
      const [row] = await prepared.counts.execute(bound);
      return { total: Number(row?.total ?? 0), upcoming: Number(row?.upcoming ?? 0), nextDeparture: row?.nextDeparture == null ? null : Number(row.nextDeparture) };
    }),
    prepared.upcoming.execute({ ...bound, limit: TRIPS_PER_PAGE, offset }).then((rows) => tripCards(executor, rows, at)),
  ]);
  const { total, upcoming } = counts;
  // Read together with the counts, the rows may be of a write the counts missed (or the other way round): the
  // part each side of now is cut at the counted number, so the page stays consistent with `total`.
  const data: Trip[] = offset < upcoming ? upcomingRows.slice(0, upcoming - offset) : [];
  if (data.length < TRIPS_PER_PAGE && offset + data.length < total) {
    const rows = await prepared.departed.execute({ ...bound, limit: TRIPS_PER_PAGE - data.length, offset: Math.max(0, offset - upcoming) });
    data.push(...(await tripCards(executor, rows, at)));
  }
  const kept = TRIP_FILTER_KEYS.filter((key) => given[key] !== undefined).map((key): [string, string] => [key, given[key]!]);
  return {
    page: laravelPage(request, page, TRIPS_PER_PAGE, total, data, new URLSearchParams(kept)),
    changesAt: counts.nextDeparture === null ? null : new Date(counts.nextDeparture),
  };
}
