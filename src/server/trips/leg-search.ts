// A search between places (issue 39): every trip with a stop near the departure searched before a stop near the
// arrival, each with the leg that matched, ordered by the leg's departure.
import { sql, type SQL } from 'drizzle-orm';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trips';
import type { TripLeg } from '../../contract/trip-route';
import type { Executor } from '../db/client';
import { trips } from '../db/schema';
import type { NearbyPlaces } from '../cities/nearby';
import { cardVersionOf } from './trip-json';

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
  now: string;
  limit: number;
  offset: number;
}

export interface LegSearchResult {
  total: number;
  nextDeparture: number | null;
  page: { id: number; version: string; leg: TripLeg }[];
}

type LegRow = {
  trip_id: number;
  version: string;
  from_city_id: number;
  to_city_id: number;
  departure_time: string | Date;
  arrival_time: string | Date;
  price_per_seat: string | number;
  available_seats: number;
  distance_km: number;
  from_km: number;
  to_km: number;
};

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * One statement: the legs between the places near each end (by the partial indexes of trip_legs: both places, or
 * from one place to the trip's arrival, or from the trip's departure to one place), the best leg of each trip (the
 * stops nearest the places searched, then the longest, then the earliest: contract/trip-legs.ts `matchedLeg`, which the
 * device's mirror answers with), their counts, and the page: the upcoming legs soonest first,
 * then those gone, latest first.
 */
export async function searchLegs(executor: Executor, nearby: NearbyPlaces, query: LegQuery): Promise<LegSearchResult> {
  const result = await executor.execute(legSearchQuery(nearby, query));
  const rows = (result as unknown as { rows: (LegRow & { total: number; next_departure: number | null })[] }).rows;
  const first = rows[0];
  return {
    total: Number(first?.total ?? 0),
    nextDeparture: first?.next_departure == null ? null : Number(first.next_departure),
    page: rows
      .filter((row) => row.trip_id != null)
      .map((row) => ({
        id: row.trip_id,
        version: row.version,
        leg: {
          from_city_id: row.from_city_id,
          to_city_id: row.to_city_id,
          departure_time: iso(row.departure_time),
          arrival_time: iso(row.arrival_time),
          price_per_seat: Number(row.price_per_seat),
          available_seats: row.available_seats,
          distance_km: Number(row.distance_km),
          from_km_away: Number(row.from_km),
          to_km_away: Number(row.to_km),
        },
      })),
  };
}

/** The statement of `searchLegs` (its plan is checked on PostgreSQL: server-query-plans.postgres.test.ts). */
export function legSearchQuery(nearby: NearbyPlaces, query: LegQuery): SQL {
  const froms = query.from === undefined ? null : nearby.of(query.from);
  const tos = query.to === undefined ? null : nearby.of(query.to);
  const where: SQL[] = [sql`l.status in (0, 1)`];
  if (froms) where.push(sql`l.from_city_id = any(${sql.param(froms.map((p) => p.id))}::int[])`);
  else where.push(sql`l.from_departure`);
  if (tos) where.push(sql`l.to_city_id = any(${sql.param(tos.map((p) => p.id))}::int[])`);
  else where.push(sql`l.to_arrival`);
  const wallTime = sql`((l.departure_time at time zone 'UTC') + interval '${sql.raw(String(TUNIS_UTC_OFFSET_MINUTES))} minutes')`;
  const minuteOfDay = sql`(extract(hour from ${wallTime}) * 60 + extract(minute from ${wallTime}))`;
  if (query.dayStart) where.push(sql`l.departure_time >= ${query.dayStart}::timestamptz and l.departure_time < ${query.dayEnd}::timestamptz`);
  if (query.timeFrom !== undefined) where.push(sql`${minuteOfDay} >= ${query.timeFrom}`);
  if (query.timeTo !== undefined) where.push(sql`${minuteOfDay} <= ${query.timeTo}`);
  if (query.maxPrice !== undefined) where.push(sql`l.price_per_seat <= ${query.maxPrice}`);
  if (query.seats !== undefined) where.push(sql`l.available_seats >= ${query.seats}`);
  if (query.parcels) where.push(sql`exists (select 1 from ${trips} where ${trips.id} = l.trip_id and ${trips.acceptsParcels})`);
  const kmOf = (places: { id: number; km: number }[] | null, column: SQL) =>
    places ? sql`coalesce((${sql.param(places.map((p) => p.km))}::int[])[array_position(${sql.param(places.map((p) => p.id))}::int[], ${column})], 0)` : sql`0`;
  const now = sql`${query.now}::timestamptz`;
  const version = cardVersionOf({ rowVersion: sql`${trips}."xmin"`, id: trips.id, acceptsParcels: trips.acceptsParcels });
  return sql`
    with matched as (
      select distinct on (l.trip_id) l.trip_id, l.from_city_id, l.to_city_id, l.departure_time, l.arrival_time, l.price_per_seat,
        l.available_seats, l.distance_km, ${kmOf(froms, sql`l.from_city_id`)} as from_km, ${kmOf(tos, sql`l.to_city_id`)} as to_km
      from trip_legs l
      where ${sql.join(where, sql` and `)}
      order by l.trip_id, ${kmOf(froms, sql`l.from_city_id`)} + ${kmOf(tos, sql`l.to_city_id`)}, l.to_position - l.from_position desc, l.from_position
    ),
    counted as (
      select count(*)::int as total, (count(*) filter (where departure_time >= ${now}))::int as upcoming,
        (extract(epoch from min(departure_time) filter (where departure_time >= ${now})) * 1000)::float8 as next_departure
      from matched
    ),
    page as (
      (select m.*, 0 as part from matched m where m.departure_time >= ${now} order by m.departure_time, m.trip_id limit ${query.limit} offset ${query.offset})
      union all
      (select m.*, 1 as part from matched m where m.departure_time < ${now} order by m.departure_time desc, m.trip_id
        limit greatest(0, ${query.limit} - greatest(0, (select upcoming from counted) - ${query.offset}))
        offset greatest(0, ${query.offset} - (select upcoming from counted)))
    )
    select (select total from counted) as total, (select next_departure from counted) as next_departure, page.trip_id, ${version} as version,
      page.from_city_id, page.to_city_id, page.departure_time, page.arrival_time, page.price_per_seat, page.available_seats, page.distance_km,
      page.from_km, page.to_km
    from (select 1) as one
    left join page on true
    left join ${trips} on ${trips.id} = page.trip_id
    left join users on users.id = ${trips.driverId}
    left join vehicles on vehicles.id = ${trips.vehicleId}
    order by page.part, case when page.part = 0 then page.departure_time end, case when page.part = 1 then page.departure_time end desc, page.trip_id`;
}
