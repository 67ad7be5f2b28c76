// "Arrivée dans ~10 min": told once per passenger and trip, when the estimate first falls within ARRIVAL_SOON_MS.
import { messageLabel } from '../../contract/message-label';
import { ARRIVAL_SOON_MS } from '../../contract/tracking-limits';
import type { Tx } from '../db/client';
import { tripArrivalNotices } from '../db/schema';
import { notify, routeLabel } from '../chat/chat';
import type { Estimate } from './estimate';
import { acceptedPassengers } from './followers';
import type { TrackedTrip } from './tracked-trip';

/**
 * The notice row is inserted before the notification: two batches handled at once by two processes both try, the
 * primary key lets one through and the other's insert does nothing, so each passenger hears it exactly once.
 */
export async function tellArrivalSoon(tx: Tx, trip: TrackedTrip, estimate: Estimate, now: Date): Promise<void> {
  if (estimate.arrivalAt - now.getTime() > ARRIVAL_SOON_MS) return;
  const passengers = await acceptedPassengers(tx, trip.row.id);
  if (passengers.length === 0) return;
  const route = await routeLabel(tx, trip.row);
  for (const passengerId of passengers) {
    const [claimed] = await tx
      .insert(tripArrivalNotices)
      .values({ tripId: trip.row.id, passengerId, notifiedAt: now })
      .onConflictDoNothing()
      .returning({ passengerId: tripArrivalNotices.passengerId });
    if (!claimed) continue;
    await notify(
      tx,
      {
        userId: passengerId,
        title: messageLabel('Arrivée dans ~10 min'),
        message: messageLabel('Le trajet {route} arrive dans une dizaine de minutes.', { route }),
        webUrl: `/trips/${trip.row.id}`,
      },
      now,
    );
  }
}
