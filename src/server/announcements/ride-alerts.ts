// Ride alerts (beyond the spec): a new travel request reaches the drivers who drive that route, so it gets answers.
import { and, desc, eq, gte, max, ne } from 'drizzle-orm';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { Tx } from '../db/client';
import { driverVerifications, trips, type AnnouncementRow } from '../db/schema';
import { messageLabel } from '../../contract/message-label';
import { notify, routeLabel } from '../chat/chat';
import { accountLocale } from '../i18n/account-locale';
import { tunisTimeIn } from './announcement-chat';

/** Drivers who published a trip on the route within this window are the ones likely to drive it again. */
export const RIDE_ALERT_WINDOW_DAYS = 60;
/** The most recent publishers only: a popular route must not turn one request into thousands of pushes. */
export const RIDE_ALERT_MAX_DRIVERS = 100;

/**
 * Tells every approved driver who published a trip on the same city pair, in the same direction, in the last 60
 * days (the owner aside) that a passenger is looking for a ride there. Runs in the creating transaction, so the
 * alerts go out only if the announcement is stored.
 */
export async function sendRideAlerts(tx: Tx, row: AnnouncementRow, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - RIDE_ALERT_WINDOW_DAYS * 24 * 60 * 60_000);
  const drivers = await tx
    .select({ id: trips.driverId, last: max(trips.createdAt) })
    .from(trips)
    .innerJoin(driverVerifications, eq(driverVerifications.userId, trips.driverId))
    .where(
      and(
        eq(trips.departureCityId, row.departureCityId),
        eq(trips.arrivalCityId, row.arrivalCityId),
        gte(trips.createdAt, since),
        ne(trips.driverId, row.userId),
        eq(driverVerifications.status, DRIVER_VERIFICATION.approved),
      ),
    )
    .groupBy(trips.driverId)
    .orderBy(desc(max(trips.createdAt)), trips.driverId)
    .limit(RIDE_ALERT_MAX_DRIVERS);
  if (drivers.length === 0) return [];
  const route = await routeLabel(tx, row);
  const seats = messageLabel(row.seatsNeeded > 1 ? '{count} places' : '{count} place', { count: row.seatsNeeded });
  for (const driver of drivers) {
    // The sentence is worded for each driver when read; the date is written in the driver's language here.
    const when = tunisTimeIn(await accountLocale(tx, driver.id), row.desiredDepartureTime);
    const message = messageLabel('Un passager cherche {route} le {when} ({seats}).', { route, when, seats });
    await notify(tx, { userId: driver.id, title: messageLabel('Alerte trajet'), message, webUrl: `/announcements/${row.id}` }, now);
  }
  return drivers.map((d) => d.id);
}
