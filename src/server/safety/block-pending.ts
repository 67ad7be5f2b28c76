// What a block ends at once: the requests still waiting between the two people are refused by whoever answers them
// (the driver refuses a booking or a parcel, the request's owner declines a proposal), with the usual notices, so
// the blocked person reads an ordinary refusal and never a block.
import { and, eq } from 'drizzle-orm';
import { messageLabel } from '../../contract/message-label';
import { BOOKING_STATUS, PARCEL_STATUS, PROPOSAL_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { announcements, bookings, parcels, proposals, trips, type UserRow } from '../db/schema';
import { notify, routeLabel } from '../chat/chat';
import { tellPassenger } from '../bookings/decision-routes';
import { followingMayHaveEnded } from '../tracking/followers';
import { legRoute } from '../trips/asked-leg';
import { moveParcel, parcelLabel } from '../parcels/parcel-moves';
import { movePending } from '../announcements/proposal-rules';
import { aboutProposal } from '../announcements/proposal-answer';
import { announcementChanged } from '../announcements/announcement-watchers';
import { fullName } from '../accounts/person-json';

/** Refuses every pending booking, parcel and proposal between `a` and `b`, in either direction. */
export async function refusePendingBetween(tx: Tx, a: UserRow, b: UserRow, now: Date): Promise<void> {
  for (const [driver, other] of [
    [a, b],
    [b, a],
  ] as const) {
    await refuseBookings(tx, driver, other, now);
    await refuseParcels(tx, driver, other, now);
    await declineProposals(tx, driver, other, now);
  }
}

async function refuseBookings(tx: Tx, driver: UserRow, passenger: UserRow, now: Date) {
  const pending = await tx
    .select({ booking: bookings, trip: trips })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(trips.driverId, driver.id), eq(bookings.passengerId, passenger.id), eq(bookings.status, BOOKING_STATUS.pending)));
  for (const { booking, trip } of pending) {
    // Only if still pending: a decision that committed first stands.
    const [refused] = await tx
      .update(bookings)
      .set({ status: BOOKING_STATUS.rejected, updatedAt: now })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, BOOKING_STATUS.pending)))
      .returning();
    if (!refused) continue;
    await tellPassenger(tx, trip, refused, false, driver.image, now);
    await followingMayHaveEnded(tx, trip, passenger.id);
  }
}

async function refuseParcels(tx: Tx, driver: UserRow, sender: UserRow, now: Date) {
  const pending = await tx
    .select({ parcel: parcels, trip: trips })
    .from(parcels)
    .innerJoin(trips, eq(trips.id, parcels.tripId))
    .where(and(eq(trips.driverId, driver.id), eq(parcels.senderId, sender.id), eq(parcels.status, PARCEL_STATUS.requested)));
  for (const { parcel, trip } of pending) {
    const refused = await moveParcel(tx, parcel, trip, { transition: 'refuse', by: driver.id }, now);
    await notify(
      tx,
      {
        userId: sender.id,
        title: messageLabel('Colis refusé'),
        message: messageLabel('Votre {parcel} sur le trajet {route} a été refusé.', {
          parcel: parcelLabel(refused.size),
          route: await routeLabel(tx, legRoute(trip, refused)),
        }),
        webUrl: `/parcels/${refused.id}`,
      },
      now,
    );
  }
}

async function declineProposals(tx: Tx, driver: UserRow, owner: UserRow, now: Date) {
  const pending = await tx
    .select({ proposal: proposals, announcement: announcements })
    .from(proposals)
    .innerJoin(announcements, eq(announcements.id, proposals.announcementId))
    .where(and(eq(proposals.driverId, driver.id), eq(announcements.userId, owner.id), eq(proposals.status, PROPOSAL_STATUS.pending)));
  for (const { proposal, announcement } of pending) {
    const declined = await movePending(tx, proposal, PROPOSAL_STATUS.rejected, now);
    await notify(
      tx,
      {
        userId: declined.driverId,
        title: messageLabel('Proposition déclinée'),
        message: messageLabel('{name} a décliné votre proposition pour {route}.', { name: fullName(owner), route: await routeLabel(tx, announcement) }),
        ...aboutProposal(announcement.id, owner),
      },
      now,
    );
    await announcementChanged(tx, announcement.id);
  }
}
