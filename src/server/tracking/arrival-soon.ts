// "Arrivée dans ~10 min": told once per passenger and trip, when the estimate to where they get out (their own stop
// for a leg, else the trip's arrival) first falls within ARRIVAL_SOON_MS.
import { and, asc, eq } from 'drizzle-orm';
import { messageLabel, type MessageLabel } from '../../contract/message-label';
import { BOOKING_STATUS } from '../../contract/statuses';
import { ARRIVAL_SOON_MS } from '../../contract/tracking-limits';
import type { Tx } from '../db/client';
import { bookings, tripArrivalNotices, type TripPositionRow } from '../db/schema';
import { notify, routeLabel } from '../chat/chat';
import { legRoute, type StoredLeg } from '../trips/asked-leg';
import type { Estimate } from './estimate';
import { stopoverAt } from './own-stop';
import { estimateFor, estimateTo, type TrackedTrip } from './tracked-trip';

/**
 * Passengers holding an accepted seat, each with their leg, in id order: the notices are claimed one by one, so every
 * transaction takes their locks in the same order and two never wait on each other.
 */
async function acceptedLegs(tx: Tx, tripId: number) {
  return tx
    .select({ passengerId: bookings.passengerId, fromCityId: bookings.fromCityId, toCityId: bookings.toCityId })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.status, BOOKING_STATUS.accepted)))
    .orderBy(asc(bookings.passengerId));
}

/**
 * The notice row is inserted before the notification: two batches handled at once by two processes both try, the
 * primary key lets one through and the other's insert does nothing, so each passenger hears it exactly once. Nothing
 * is read while no stop is within reach, as for most batches of a trip.
 */
export async function tellArrivalSoon(tx: Tx, trip: TrackedTrip, points: readonly TripPositionRow[], now: Date): Promise<void> {
  const soon = (estimate: Estimate | null) => estimate !== null && estimate.arrivalAt - now.getTime() <= ARRIVAL_SOON_MS;
  const arriving = soon(estimateFor(trip, points));
  const stopsSoon = new Set(trip.stopovers.filter((stop) => soon(estimateTo(stop.city, points))).map((stop) => stop.cityId));
  if (!arriving && stopsSoon.size === 0) return;
  const routes = new Map<string, MessageLabel>();
  const routeOfLeg = async (leg: StoredLeg) => {
    const key = `${leg.fromCityId}:${leg.toCityId}`;
    if (!routes.has(key)) routes.set(key, await routeLabel(tx, legRoute(trip.row, leg)));
    return routes.get(key)!;
  };
  for (const passenger of await acceptedLegs(tx, trip.row.id)) {
    const ownStop = stopoverAt(trip, passenger.toCityId);
    if (ownStop ? !stopsSoon.has(ownStop.cityId) : !arriving) continue;
    const [claimed] = await tx
      .insert(tripArrivalNotices)
      .values({ tripId: trip.row.id, passengerId: passenger.passengerId, notifiedAt: now })
      .onConflictDoNothing()
      .returning({ passengerId: tripArrivalNotices.passengerId });
    if (!claimed) continue;
    await notify(
      tx,
      {
        userId: passenger.passengerId,
        title: messageLabel('Arrivée dans ~10 min'),
        // The passenger's own leg: "Le trajet Tunis → Sousse arrive…" for one who gets out at Sousse.
        message: messageLabel('Le trajet {route} arrive dans une dizaine de minutes.', { route: await routeOfLeg(passenger) }),
        webUrl: `/trips/${trip.row.id}`,
      },
      now,
    );
  }
}
