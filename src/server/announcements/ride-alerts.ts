// Ride alerts (beyond the spec): a new travel request reaches the drivers who drive that route, or a trip through it,
// so it gets answers.
import { messageLabel } from '../../contract/message-label';
import type { Tx } from '../db/client';
import type { AnnouncementRow } from '../db/schema';
import type { NearbyPlaces } from '../cities/nearby';
import { notify, routeLabel } from '../chat/chat';
import { accountLocale } from '../i18n/account-locale';
import { tunisTimeIn } from './announcement-chat';
import { routeDrivers } from './route-drivers';
import { hiddenPeopleOf } from '../safety/blocked-people';

export { RIDE_ALERT_MAX_DRIVERS, RIDE_ALERT_WINDOW_DAYS } from './route-drivers';

/**
 * Tells every approved driver of the request's route (route-drivers.ts: a trip between places near its ends in the
 * last 60 days, or a listed trip with a leg between them; the owner aside) that a passenger is looking for a ride
 * there. Runs in the creating transaction, so the alerts go out only if the announcement is stored. A driver in a block
 * with the passenger, whoever made it, hears nothing of it.
 */
export async function sendRideAlerts(tx: Tx, nearby: NearbyPlaces, row: AnnouncementRow, now: Date): Promise<number[]> {
  const hidden = new Set(await hiddenPeopleOf(tx, row.userId));
  const drivers = (await routeDrivers(tx, nearby, row, now)).filter((driverId) => !hidden.has(driverId));
  if (drivers.length === 0) return [];
  const route = await routeLabel(tx, row);
  const seats = messageLabel(row.seatsNeeded > 1 ? '{count} places' : '{count} place', { count: row.seatsNeeded });
  for (const driverId of drivers) {
    // The sentence is worded for each driver when read; the date is written in the driver's language here.
    const when = tunisTimeIn(await accountLocale(tx, driverId), row.desiredDepartureTime);
    const message = messageLabel('Un passager cherche {route} le {when} ({seats}).', { route, when, seats });
    await notify(tx, { userId: driverId, title: messageLabel('Alerte trajet'), message, webUrl: `/announcements/${row.id}` }, now);
  }
  return drivers;
}
