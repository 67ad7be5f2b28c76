// The public trip list (`GET /api/trips`): filters in Tunis time, upcoming-first order and Laravel's paginator.
import { and, asc, desc, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TRIP_STATUS } from '../../contract/statuses';
import { minutesOf, tunisDayRange } from '../../contract/tunis-time';
import { TRIP_FILTER_KEYS, TRIPS_PER_PAGE, TUNIS_UTC_OFFSET_MINUTES, tripFilters, type TripFilters } from '../../contract/trips';
import type { Database, Executor } from '../db/client';
import { preparedPer } from '../db/prepared';
import { trips } from '../db/schema';
import { parseBody } from '../errors';
import { cardVersionOf } from './trip-json';
import type { ListedTrip, TripCardCache } from './trip-card-cache';
import type { NearbyPlaces } from '../cities/nearby';
import { searchLegs } from './leg-search';
import { laravelPage, laravelPageBody } from '../paginate';

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

/** A search's shape (a letter per filter given, which alone decides the statement's text) and its filters' values. */
interface SearchShape {
  shape: string;
  values: Record<string, unknown>;
}

/**
 * The search's shape and values, in plain code: each shape's statement is built and prepared once per connection (no
 * parsing, and a plan PostgreSQL may keep), and a search only binds its values.
 */
function shapeOf(filters: TripFilters, hidden: number[]): SearchShape {
  let shape = '';
  const values: Record<string, unknown> = {};
  const given = (letter: string, name: string, value: unknown) => {
    shape += letter;
    values[name] = value;
  };
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    given('d', 'dayStart', day.start);
    values.dayEnd = day.end;
  }
  if (filters.time_from) given('a', 'timeFrom', minutesOf(filters.time_from));
  if (filters.time_to) given('b', 'timeTo', minutesOf(filters.time_to));
  if (filters.max_price !== undefined) given('p', 'maxPrice', filters.max_price);
  if (filters.available_seats !== undefined) given('s', 'seats', filters.available_seats);
  if (filters.accepts_parcels === 1) shape += 'c';
  if (filters.women_only === 1) shape += 'w';
  // The drivers a block keeps from this viewer (safety/blocked-people.ts): one statement for any number of them.
  if (hidden.length) given('h', 'hidden', hidden);
  return { shape, values };
}

/** The filters of a shape (`shapeOf`), with placeholders for their values. */
function whereOf(shape: string): SQL {
  const value = (name: string) => sql.placeholder(name);
  const all: (SQL | undefined)[] = [isListed];
  if (shape.includes('d')) all.push(gte(trips.departureTime, timestamp(value('dayStart'))), lt(trips.departureTime, timestamp(value('dayEnd'))));
  if (shape.includes('a')) all.push(sql`${tunisMinuteOfDay} >= ${value('timeFrom')}`);
  if (shape.includes('b')) all.push(sql`${tunisMinuteOfDay} <= ${value('timeTo')}`);
  if (shape.includes('p')) all.push(lte(trips.pricePerSeat, value('maxPrice')));
  if (shape.includes('s')) all.push(gte(trips.availableSeats, value('seats')));
  if (shape.includes('c')) all.push(sql`${trips.acceptsParcels}`);
  if (shape.includes('w')) all.push(sql`${trips.womenOnly}`);
  if (shape.includes('h')) all.push(sql`${trips.driverId} <> all(${value('hidden')}::int[])`);
  return and(...all)!;
}

/**
 * Upcoming trips first, soonest first; then those already gone, latest first. Read as two index scans (one each
 * side of `now`) rather than one `order by case …`, which no index serves: every list would sort all its matches.
 */
const upcomingOrder = [asc(trips.departureTime), asc(trips.id)];
const departedOrder = [desc(trips.departureTime), asc(trips.id)];

export interface TripList {
  /** The page as Laravel's paginator writes it, `data` being the contract's `Trip` cards, in UTF-8. */
  body: Buffer;
  /**
   * When this answer stops being true without any write: the next matching departure, after which that trip
   * moves from the upcoming part to the departed one, or the end of a shown trip's sharing (3 h past its expected
   * arrival), after which its card says `sharing: false`. Null when neither comes.
   */
  changesAt: Date | null;
}

/** Drizzle renders any SQL as a limit or an offset, but types them as numbers or placeholders only. */
const computed = (value: SQL) => value as unknown as Placeholder;

/**
 * A search as one statement and one row, so an uncached search waits for one round trip to the database: its counts
 * (how many in all, how many still to come, the soonest) and its page as `[id, card version]` pairs in order. The
 * page's trips are chosen by their ids (an index range each side of now: the upcoming ones soonest first, then the
 * departed ones latest first, cut where the counts say the upcoming part ends), each with the version of its card:
 * the cards themselves come from the card cache, and only those it lacks at that version are read
 * (trip-card-cache.ts). One row rather than one per trip: mapping each row's fields cost the server more than the
 * search cost PostgreSQL (npm run bench:server, uncached mix).
 */
export function tripSearch(executor: Executor, shape: string) {
  const where = whereOf(shape);
  const upcomingCount = sql`(select upcoming from counted)`;
  const counted = executor.$with('counted').as(
    executor
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        upcoming: sql<number>`(count(*) filter (where ${trips.departureTime} >= ${now}))::int`.as('upcoming'),
        nextDeparture: sql<number | null>`(extract(epoch from min(${trips.departureTime}) filter (where ${trips.departureTime} >= ${now})) * 1000)::float8`.as(
          'next_departure',
        ),
      })
      .from(trips)
      .where(where),
  );
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  // Each page row carries what its card's version needs from the trip (read in the same index scan, so the trip is
  // not looked up again): its own row version, driver, vehicle, whether it takes parcels and its status.
  const pageRow = (part: 0 | 1) => ({
    id: trips.id,
    part: sql<number>`${sql.raw(String(part))}`.as('part'),
    departureTime: trips.departureTime,
    rowVersion: sql<string>`${trips}."xmin"::text`.as('row_version'),
    driverId: trips.driverId,
    vehicleId: trips.vehicleId,
    acceptsParcels: trips.acceptsParcels,
    status: trips.status,
  });
  const upcomingIds = executor
    .select(pageRow(0))
    .from(trips)
    .where(and(where, gte(trips.departureTime, now)))
    .orderBy(...upcomingOrder)
    .limit(limit)
    .offset(offset);
  const departedIds = executor
    .select(pageRow(1))
    .from(trips)
    .where(and(where, lt(trips.departureTime, now)))
    .orderBy(...departedOrder)
    .limit(computed(sql`greatest(0, ${limit} - greatest(0, ${upcomingCount} - ${offset}))`))
    .offset(computed(sql`greatest(0, ${offset} - ${upcomingCount})`));
  const page = executor.$with('page').as(unionAll(upcomingIds, departedIds));
  const version = cardVersionOf({
    rowVersion: page.rowVersion,
    id: page.id,
    acceptsParcels: page.acceptsParcels,
    status: page.status,
    driverId: page.driverId,
    vehicleId: page.vehicleId,
  });
  // One JSON array of the page's `[id, version]` pairs, in order; null for an empty page (no match, or past the end).
  const listed = executor.$with('listed').as(
    executor
      .select({
        cards: sql<[number, string][] | null>`json_agg(json_build_array(${page.id}, ${version}) order by ${page.part},
          case when ${page.part} = 0 then ${page.departureTime} end, case when ${page.part} = 1 then ${page.departureTime} end desc, ${page.id})`.as('cards'),
      })
      .from(page),
  );
  return executor
    .with(counted, page, listed)
    .select({ total: counted.total, nextDeparture: counted.nextDeparture, cards: listed.cards })
    .from(counted)
    .leftJoin(listed, sql`true`);
}

const statementOf = (executor: Executor, shape: string) => tripSearch(executor, shape).prepare(`trips_search_${shape}`);

type Statement = ReturnType<typeof statementOf>;
/** Per database handle, as prepared statements belong to its connections: at most 2^9 shapes each. */
const shapesOf = preparedPer(() => new Map<string, Statement>());

function statement(executor: Executor, shape: string) {
  const byShape = shapesOf(executor);
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = statementOf(executor, shape)));
  return prepared;
}

/**
 * One page of the list; the page URLs are absolute and keep the filters, so "Voir Plus" just follows them. A search
 * by place runs on `genericPlans` (leg-search.ts), the others on `db`. `hidden`: the drivers a block keeps from this
 * viewer (an answer for this viewer alone, never for the shared cache).
 */
export async function listTrips(
  database: Pick<Database, 'db' | 'genericPlans'>,
  cards: TripCardCache,
  nearby: NearbyPlaces,
  request: FastifyRequest,
  at: Date,
  hidden: number[] = [],
): Promise<TripList> {
  const { filters, given } = readTripFilters(request);
  const page = filters.page ?? 1;
  const { total, nextDeparture, listed } =
    filters.departure_city_id || filters.arrival_city_id
      ? await legsPage(database.genericPlans, nearby, filters, page, at, hidden)
      : await tripsPage(database.db, filters, page, at, hidden);
  const { cards: data, sharingEndsAt } = await cards.json(listed, at);
  const kept = TRIP_FILTER_KEYS.filter((key) => given[key] !== undefined).map((key): [string, string] => [key, given[key]!]);
  return {
    body: laravelPageBody(laravelPage(request, page, TRIPS_PER_PAGE, total, data, new URLSearchParams(kept))),
    changesAt: earliest(nextDeparture === null ? null : new Date(nextDeparture), sharingEndsAt),
  };
}

/** A page of the list without a place searched: the trips themselves, by their own departure. */
async function tripsPage(executor: Executor, filters: TripFilters, page: number, at: Date, hidden: number[]) {
  const { shape, values } = shapeOf(filters, hidden);
  const [found] = await statement(executor, shape).execute({ ...values, now: at.toISOString(), limit: TRIPS_PER_PAGE, offset: (page - 1) * TRIPS_PER_PAGE });
  return {
    total: Number(found?.total ?? 0),
    nextDeparture: found?.nextDeparture == null ? null : Number(found.nextDeparture),
    listed: (found?.cards ?? []).map(([id, version]): ListedTrip => ({ id, version })),
  };
}

/** A page of the list searched by place: every trip passing there, with the leg it matched (leg-search.ts). */
async function legsPage(executor: Executor, nearby: NearbyPlaces, filters: TripFilters, page: number, at: Date, hidden: number[]) {
  const day = filters.date ? tunisDayRange(filters.date) : null;
  const found = await searchLegs(executor, nearby, {
    from: filters.departure_city_id,
    to: filters.arrival_city_id,
    dayStart: day?.start,
    dayEnd: day?.end,
    timeFrom: filters.time_from ? minutesOf(filters.time_from) : undefined,
    timeTo: filters.time_to ? minutesOf(filters.time_to) : undefined,
    maxPrice: filters.max_price,
    seats: filters.available_seats,
    parcels: filters.accepts_parcels === 1,
    womenOnly: filters.women_only === 1,
    hidden: hidden.length ? hidden : undefined,
    now: at.toISOString(),
    limit: TRIPS_PER_PAGE,
    offset: (page - 1) * TRIPS_PER_PAGE,
  });
  return {
    total: found.total,
    nextDeparture: found.nextDeparture,
    listed: found.page,
  };
}

/** The earlier of two moments a page changes with no write; null when neither comes. */
const earliest = (a: Date | null, b: Date | null) => (a === null ? b : b === null ? a : a < b ? a : b);
