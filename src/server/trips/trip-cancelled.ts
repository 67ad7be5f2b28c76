// What follows a trip's cancellation, by its driver or by staff suspending them: its position stops being shared,
// everyone holding or asking for a seat is told, and its parcels are cancelled with their usual notices.
import { and, eq, inArray } from 'drizzle-orm';
import { messageLabel } from '../../contract/message-label';
import { BOOKING_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { bookings, type TripRow } from '../db/schema';
import { notify, routeLabel } from '../chat/chat';
import { endSharingOfTrip } from '../tracking/sharing-changes';
import { cancelParcelsOfTrip } from '../parcels/trip-cancel';

export async function tellOfCancelledTrip(tx: Tx, trip: TripRow, parcelCodeSecret: string, origin: string, now: Date): Promise<void> {
  // A cancelled trip is no longer under way (DESIGN.md §8).
  await endSharingOfTrip(tx, trip.id, now);
  const route = await routeLabel(tx, trip);
  // A cancelled ride must not surprise its passengers at the meeting point.
  const live = await tx
    .select({ passengerId: bookings.passengerId })
    .from(bookings)
    .where(and(eq(bookings.tripId, trip.id), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.accepted])));
  for (const { passengerId } of live) {
    await notify(
      tx,
      {
        userId: passengerId,
        title: messageLabel('Trajet annulé'),
        message: messageLabel('Le trajet {route} a été annulé par le conducteur.', { route }),
        webUrl: `/trips/${trip.id}`,
      },
      now,
    );
  }
  // And its parcels: none must wait at a pickup place for a car that will not come (DESIGN.md §9).
  await cancelParcelsOfTrip(tx, trip, route, parcelCodeSecret, origin, now);
}
