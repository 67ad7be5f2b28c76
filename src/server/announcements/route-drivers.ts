// The drivers a travel request's ride alert goes to (issue 39): those who published a trip between places near its two
// ends lately, and those whose listed trip has a leg from a stop near its departure to a stop near its arrival.
import { sql, type SQL } from 'drizzle-orm';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { Executor } from '../db/client';
import type { AnnouncementRow } from '../db/schema';
import type { NearbyPlaces } from '../cities/nearby';

/** Drivers who published a trip on the route within this window are the ones likely to drive it again. */
export const RIDE_ALERT_WINDOW_DAYS = 60;
/** The most recent publishers only: a popular route must not turn one request into thousands of pushes. */
export const RIDE_ALERT_MAX_DRIVERS = 100;

/**
 * Approved drivers (the request's owner aside), most recent publisher first. Two reads, each by its index: every trip
 * of the last 60 days whose own ends are near the request's, whatever its status (a driver who completed the route is
 * the best one to tell), through trips_route_created_index; and the legs of listed trips (Tunis → Sfax via Sousse for a
 * request Sousse → Sfax) through trip_legs_listed_route_index, which holds only listed trips' legs.
 */
export async function routeDrivers(executor: Executor, nearby: NearbyPlaces, row: RouteRequest, now: Date): Promise<number[]> {
  const result = await executor.execute(routeDriversQuery(nearby, row, now));
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** What a request's route is for its alert: its two ends and whose it is. */
export type RouteRequest = Pick<AnnouncementRow, 'departureCityId' | 'arrivalCityId' | 'userId'> & { womenOnly?: boolean };

/** The statement of `routeDrivers` (its plan is checked on PostgreSQL: server-query-plans.postgres.test.ts). */
export function routeDriversQuery(nearby: NearbyPlaces, row: RouteRequest, now: Date): SQL {
  const since = new Date(now.getTime() - RIDE_ALERT_WINDOW_DAYS * 24 * 60 * 60_000).toISOString();
  const froms = nearby.of(row.departureCityId).map((place) => place.id);
  const tos = nearby.of(row.arrivalCityId).map((place) => place.id);
  return sql`
    select published.driver_id as id
    from (
      select t.driver_id, t.created_at from trips t
      where t.departure_city_id = any(${sql.param(froms)}::int[]) and t.arrival_city_id = any(${sql.param(tos)}::int[])
        and t.created_at >= ${since}::timestamptz
      union all
      select t.driver_id, t.created_at from trip_legs l join trips t on t.id = l.trip_id
      where l.status in (0, 1) and l.from_city_id = any(${sql.param(froms)}::int[]) and l.to_city_id = any(${sql.param(tos)}::int[])
        and t.created_at >= ${since}::timestamptz
    ) published
    join driver_verifications dv on dv.user_id = published.driver_id
    where dv.status = ${DRIVER_VERIFICATION.approved} and published.driver_id <> ${row.userId}${
      // Asking for a woman driver: only women drivers are told (issue 40).
      row.womenOnly ? sql` and exists (select 1 from users u where u.id = published.driver_id and u.gender = 'female')` : sql``
    }
    group by published.driver_id
    order by max(published.created_at) desc, published.driver_id
    limit ${RIDE_ALERT_MAX_DRIVERS}`;
}
