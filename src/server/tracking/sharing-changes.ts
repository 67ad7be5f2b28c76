// Starting and stopping a trip's sharing (DESIGN.md §8), each in the caller's transaction with its live event.
import { eq } from 'drizzle-orm';
import { messageLabel } from '../../contract/message-label';
import { SHARING_AFTER_ARRIVAL_MS } from '../../contract/tracking-limits';
import type { Tx } from '../db/client';
import { trips, users } from '../db/schema';
import { notify, routeLabel } from '../chat/chat';
import { tripChanged } from '../trips/trip-watchers';
import { broadcastPosition } from './broadcast';
import { acceptedPassengers } from './followers';
import { loadTrackedTrip, type TrackedTrip } from './tracked-trip';

/**
 * Records the start (the first tap's time is kept) or a resume after a stop; tells the accepted passengers on the
 * first start only. Nothing changes when the trip is already shared.
 */
export async function startSharing(tx: Tx, trip: TrackedTrip, startedAt: Date, now: Date): Promise<TrackedTrip> {
  const first = trip.row.startedAt === null;
  if (!first && trip.row.sharingEndedAt === null) return trip;
  await tx
    .update(trips)
    .set({ startedAt: trip.row.startedAt ?? startedAt, sharingEndedAt: null, updatedAt: now })
    .where(eq(trips.id, trip.row.id));
  const started = await loadTrackedTrip(tx, trip.row.id);
  if (first) await tellPassengersStarted(tx, started, now);
  await tripChanged(tx, trip.row.id);
  broadcastPosition(started, now);
  return started;
}

async function tellPassengersStarted(tx: Tx, trip: TrackedTrip, now: Date): Promise<void> {
  const [driver] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, trip.row.driverId));
  const route = await routeLabel(tx, trip.row);
  for (const passengerId of await acceptedPassengers(tx, trip.row.id)) {
    await notify(
      tx,
      {
        userId: passengerId,
        title: messageLabel('Trajet démarré'),
        message: messageLabel('{name} a démarré le trajet {route}', { name: driver?.firstName ?? messageLabel('Votre conducteur'), route }),
        webUrl: `/trips/${trip.row.id}`,
      },
      now,
    );
  }
}

/**
 * Ends sharing now (the driver stopped it, or completed or cancelled the trip). Past the automatic end it records
 * that end instead: the points accepted afterwards must stay within the time the trip was really shared. The caller
 * tells the trip's people that the trip changed (`tripChanged`), once for everything its write did.
 */
export async function endSharing(tx: Tx, trip: TrackedTrip, now: Date): Promise<TrackedTrip> {
  if (trip.row.startedAt === null || trip.row.sharingEndedAt !== null) return trip;
  const automaticEnd = trip.expected.getTime() + SHARING_AFTER_ARRIVAL_MS;
  await tx
    .update(trips)
    .set({ sharingEndedAt: new Date(Math.min(now.getTime(), automaticEnd)), updatedAt: now })
    .where(eq(trips.id, trip.row.id));
  const ended = await loadTrackedTrip(tx, trip.row.id);
  broadcastPosition(ended, now);
  return ended;
}

/** After a trip was completed or cancelled: its sharing ends with it. */
export async function endSharingOfTrip(tx: Tx, tripId: number, now: Date): Promise<void> {
  await endSharing(tx, await loadTrackedTrip(tx, tripId, 'update'), now);
}
