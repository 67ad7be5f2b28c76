// Rates shown on profiles: how a driver answers booking requests and turns up. Completed trips ("Trajets effectués")
// are counted by the database itself (migration 0031's trips_completed_by) on the person's row.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { BOOKING_STATUS, TRIP_STATUS } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { bookings, trips } from '../db/schema';

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((100 * part) / whole));

/**
 * Of the requests made on the driver's trips (cancellations aside), the share answered; and of the passengers the
 * driver accepted, the share who came back for another ride. Null when there is nothing to measure yet.
 */
export async function driverRates(executor: Executor, driverId: number): Promise<{ response_rate: number | null; repeat_rate: number | null }> {
  const requests = await executor
    .select({ status: bookings.status, count: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(trips.driverId, driverId), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.accepted, BOOKING_STATUS.rejected])))
    .groupBy(bookings.status);
  const total = requests.reduce((sum, row) => sum + Number(row.count), 0);
  const answered = requests.filter((row) => row.status !== BOOKING_STATUS.pending).reduce((sum, row) => sum + Number(row.count), 0);
  const riders = await executor
    .select({ passengerId: bookings.passengerId, rides: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(trips.driverId, driverId), eq(bookings.status, BOOKING_STATUS.accepted)))
    .groupBy(bookings.passengerId);
  const returning = riders.filter((row) => Number(row.rides) >= 2).length;
  return { response_rate: percent(answered, total), repeat_rate: percent(returning, riders.length) };
}

/**
 * Whether the driver turns up, as far as the data shows without arrival tracking: of the driver's trips whose departure
 * has passed and that had an accepted passenger, the share the driver completed rather than cancelled. A trip marked
 * neither yet is left out; null when there is no such trip.
 */
export async function onTimeRate(executor: Executor, driverId: number, now: Date): Promise<number | null> {
  const hadPassenger = sql`exists (select 1 from ${bookings} b where b.trip_id = ${trips.id} and b.status = ${BOOKING_STATUS.accepted})`;
  const rows = await executor
    .select({ status: trips.status, count: sql<number>`count(*)::int` })
    .from(trips)
    .where(and(eq(trips.driverId, driverId), lt(trips.departureTime, now), inArray(trips.status, [TRIP_STATUS.completed, TRIP_STATUS.cancelled]), hadPassenger))
    .groupBy(trips.status);
  const completed = Number(rows.find((row) => row.status === TRIP_STATUS.completed)?.count ?? 0);
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return percent(completed, total);
}
