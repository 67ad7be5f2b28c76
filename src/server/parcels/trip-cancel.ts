// A trip cancelled by its driver takes its parcels with it (DESIGN.md §9): each one asked for or accepted is cancelled
// in the same transaction, its place given back, its sender told, and the recipient of an accepted one texted.
import { and, eq, inArray } from 'drizzle-orm';
import { messageLabel, sourceWording, type MessageLabel } from '../../contract/message-label';
import { PARCEL_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { parcels, tripParcelOffers, type TripRow } from '../db/schema';
import { notify } from '../chat/chat';
import { freeSpace, moveParcel, parcelLabel, parcelMessages, textRecipient } from './parcel-moves';

/** Called after the trip row was moved to cancelled (and so locked), the order every parcel write takes its rows in. */
export async function cancelParcelsOfTrip(tx: Tx, trip: TripRow, route: MessageLabel, secret: string, origin: string, now: Date): Promise<void> {
  await tx.select({ size: tripParcelOffers.size }).from(tripParcelOffers).where(eq(tripParcelOffers.tripId, trip.id)).for('no key update');
  const live = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.tripId, trip.id), inArray(parcels.status, [PARCEL_STATUS.requested, PARCEL_STATUS.accepted])))
    .for('update');
  if (live.length === 0) return;
  for (const parcel of live) {
    const cancelled = await moveParcel(tx, parcel, trip, { transition: 'cancel', by: trip.driverId, note: parcelMessages.tripCancelled }, now);
    await notify(
      tx,
      {
        userId: parcel.senderId,
        title: messageLabel('Colis annulé'),
        message: messageLabel('Le trajet {route} a été annulé par le conducteur : votre {parcel} est annulé.', { route, parcel: parcelLabel(parcel.size) }),
        webUrl: `/parcels/${parcel.id}`,
      },
      now,
    );
    if (parcel.status === PARCEL_STATUS.accepted) {
      await freeSpace(tx, parcel);
      await textRecipient(
        tx,
        cancelled,
        secret,
        origin,
        () => `Mechwar : le trajet ${sourceWording(route)} a été annulé ; le colis qui vous était destiné ne sera pas livré.`,
      );
    }
  }
}
