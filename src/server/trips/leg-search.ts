// A search between places (issue 39): every trip with a stop near the departure searched before a stop near the
// arrival, each with the leg that matched, ordered by the leg's departure.
import { sql, type SQL } from 'drizzle-orm';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trips';
import type { Executor } from '../db/client';
import { preparedPer, prepareSql, type PreparedSql } from '../db/prepared';
import { trips } from '../db/schema';
import type { NearbyPlaces } from '../cities/nearby';
import { OPEN_TRIP_STATUSES } from '../../contract/statuses';
import { listedCardVersion, openCardVersionOf, tunisTodayText } from './trip-json';
import type { ListedTrip } from './trip-card-cache';

/** What a search between places asks, its filters read as `GET /api/trips` reads them. */
export interface LegQuery {
  from?: number;
  to?: number;
  dayStart?: string;
  dayEnd?: string;
  timeFrom?: number;
  timeTo?: number;
  maxPrice?: number;
  seats?: number;
  parcels?: boolean;
  /** Only trips "Entre femmes" (issue 40). */
  womenOnly?: boolean;
  /** Drivers a block keeps from the viewer; such an answer is the viewer's alone (never in the shared cache). */
  hidden?: number[];
  now: string;
  limit: number;
  offset: number;
}

export interface LegSearchResult {
  total: number;
  nextDeparture: number | null;
  /** The page's trips in order: each with its card's version and its leg, as the JSON member `"leg":{…}` of its card. */
  page: ListedTrip[];
}

interface LegSearchRow {
  total: number;
  next_departure: number | null;
  /** One line per trip of the page, in order: its id, its open card's version and its leg (positions, km away), between tabs; null for none. */
  page: string | null;
  /** Today in Tunis, by the database's clock: the first part of the cards' versions. */
  day: string;
}

/**
 * One statement and one row: the legs between the places near each end (by the partial indexes of trip_legs: both
 * places, or from one place to the trip's arrival, or from the trip's departure to one place), the best leg of each
 * trip (the stops nearest the places searched, then the longest, then the earliest: contract/trip-legs.ts
 * `matchedLeg`, which the device's mirror answers with), their counts, and the page: the upcoming legs soonest first,
 * then those gone, latest first, in one sort (the page of each part in a union of its own made a larger plan, which
 * PostgreSQL sets up at every call, found or not). Prepared once per shape of filters and connection, on connections
 * that keep its generic plan (`Database.genericPlans`): planned anew at each call, it cost PostgreSQL twice what it
 * runs for.
 * The thousand legs a search between two capitals matches are carried through the choice, the counts and the order as
 * narrow rows (trip, positions, departure, kilometres), and the page's legs are not read again: their times, price and
 * seats come from the stops of the trips' kept cards (trip-card-cache.ts), as the device's mirror works them out.
 */
export async function searchLegs(executor: Executor, nearby: NearbyPlaces, query: LegQuery): Promise<LegSearchResult> {
  const shape = shapeOf(query);
  const { rows } = await statement(executor, shape).execute(legSearchValues(nearby, query));
  const found = rows[0];
  return {
    total: Number(found?.total ?? 0),
    nextDeparture: found?.next_departure == null ? null : Number(found.next_departure),
    page: found?.page ? found.page.split('\n').map((line) => listedTrip(line, found.day)) : [],
  };
}

/**
 * A line of the page (see `LegSearchRow`): its card's version as `cardVersionOf` writes it (it holds no tab), and its
 * leg, whose times, price, seats and kilometres the card cache works out from the card's stops.
 */
function listedTrip(line: string, day: string): ListedTrip {
  const [id, version, from, to, fromKm, toKm] = line.split('\t');
  return {
    id: Number(id),
    version: listedCardVersion(day, version!),
    leg: { from: Number(from), to: Number(to), fromKm: Number(fromKm), toKm: Number(toKm) },
  };
}

/**
 * The filters given, a letter each (f from, t to, d day, a/b times, p price, s seats, c parcels, w between women, h
 * drivers hidden by a block): they alone decide the statement's text, the places and values being parameters.
 */
export function shapeOf(query: LegQuery): string {
  const letters: [unknown, string][] = [
    [query.from, 'f'],
    [query.to, 't'],
    [query.dayStart, 'd'],
    [query.timeFrom, 'a'],
    [query.timeTo, 'b'],
    [query.maxPrice, 'p'],
    [query.seats, 's'],
    [query.parcels || undefined, 'c'],
    [query.womenOnly || undefined, 'w'],
    [query.hidden?.length ? query.hidden : undefined, 'h'],
  ];
  return letters.map(([value, letter]) => (value === undefined ? '' : letter)).join('');
}

/** The values `legSearch`'s placeholders take for this query. */
export function legSearchValues(nearby: NearbyPlaces, query: LegQuery): Record<string, unknown> {
  const froms = query.from === undefined ? undefined : nearby.arraysOf(query.from);
  const tos = query.to === undefined ? undefined : nearby.arraysOf(query.to);
  return {
    fromIds: froms?.ids,
    fromKmById: froms?.kmById,
    toIds: tos?.ids,
    toKmById: tos?.kmById,
    dayStart: query.dayStart,
    dayEnd: query.dayEnd,
    timeFrom: query.timeFrom,
    timeTo: query.timeTo,
    maxPrice: query.maxPrice,
    seats: query.seats,
    hidden: query.hidden,
    now: query.now,
    limit: query.limit,
    offset: query.offset,
  };
}

/** The statement of `searchLegs` for one shape, with placeholders (its plan is checked: server-query-plans.postgres.test.ts). */
export function legSearch(shape: string): SQL {
  const value = (name: string) => sql.placeholder(name);
  const given = (letter: string) => shape.includes(letter);
  const where: SQL[] = [sql`l.status in (${sql.raw(OPEN_TRIP_STATUSES.join(', '))})`];
  where.push(given('f') ? sql`l.from_city_id = any(${value('fromIds')}::int[])` : sql`l.from_departure`);
  where.push(given('t') ? sql`l.to_city_id = any(${value('toIds')}::int[])` : sql`l.to_arrival`);
  const wallTime = sql`((l.departure_time at time zone 'UTC') + interval '${sql.raw(String(TUNIS_UTC_OFFSET_MINUTES))} minutes')`;
  const minuteOfDay = sql`(extract(hour from ${wallTime}) * 60 + extract(minute from ${wallTime}))`;
  if (given('d')) where.push(sql`l.departure_time >= ${value('dayStart')}::timestamptz and l.departure_time < ${value('dayEnd')}::timestamptz`);
  if (given('a')) where.push(sql`${minuteOfDay} >= ${value('timeFrom')}::int`);
  if (given('b')) where.push(sql`${minuteOfDay} <= ${value('timeTo')}::int`);
  if (given('p')) where.push(sql`l.price_per_seat <= ${value('maxPrice')}::numeric`);
  if (given('s')) where.push(sql`l.available_seats >= ${value('seats')}::int`);
  if (given('c')) where.push(sql`exists (select 1 from ${trips} where ${trips.id} = l.trip_id and ${trips.acceptsParcels})`);
  if (given('w')) where.push(sql`exists (select 1 from ${trips} where ${trips.id} = l.trip_id and ${trips.womenOnly})`);
  if (given('h')) where.push(sql`not exists (select 1 from ${trips} where ${trips.id} = l.trip_id and ${trips.driverId} = any(${value('hidden')}::int[]))`);
  const kmOf = (end: 'from' | 'to') => (given(end[0]!) ? sql`(${value(`${end}KmById`)}::int[])[l.${sql.raw(end)}_city_id]` : sql`0`);
  const now = sql`${value('now')}::timestamptz`;
  // The page's order, kept by its rows and then by the text they are joined into: upcoming soonest first, then gone
  // latest first.
  const pageOrder = (rows: 'm' | 'page') => {
    const departure = sql.raw(`${rows}.departure_time`);
    return sql`${departure} < ${now}, case when ${departure} >= ${now} then ${departure} end, ${departure} desc, ${sql.raw(rows)}.trip_id`;
  };
  const limit = sql`${value('limit')}::int`;
  const offset = sql`${value('offset')}::int`;
  const version = openCardVersionOf({ rowVersion: sql`${trips}."xmin"`, id: trips.id, acceptsParcels: trips.acceptsParcels });
  return sql`
    with matched as (
      select distinct on (l.trip_id) l.trip_id, l.from_position, l.to_position, l.departure_time, ${kmOf('from')} as from_km, ${kmOf('to')} as to_km
      from trip_legs l
      where ${sql.join(where, sql` and `)}
      order by l.trip_id, ${kmOf('from')} + ${kmOf('to')}, l.to_position - l.from_position desc, l.from_position
    ),
    counted as (
      select count(*)::int as total,
        (extract(epoch from min(departure_time) filter (where departure_time >= ${now})) * 1000)::float8 as next_departure,
        ${tunisTodayText} as day
      from matched
    ),
    page as (
      select m.* from matched m
      order by ${pageOrder('m')}
      limit ${limit} offset ${offset}
    ),
    listed as (
      select string_agg(concat_ws(E'\t', page.trip_id, ${version}, page.from_position, page.to_position, page.from_km, page.to_km), E'\n'
        order by ${pageOrder('page')}) as page
      from page
      join ${trips} on ${trips.id} = page.trip_id
    )
    select counted.total, counted.next_departure, counted.day, listed.page from counted, listed`;
}

type Statement = PreparedSql<LegSearchRow>;
/** Per database handle, as prepared statements belong to its connections: at most 2^10 shapes each. */
const shapesOf = preparedPer(() => new Map<string, Statement>());

function statement(executor: Executor, shape: string): Statement {
  const byShape = shapesOf(executor);
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = prepareSql<LegSearchRow>(executor, `trip_legs_search_${shape}`, legSearch(shape))));
  return prepared;
}
