// The driver accepts or rejects a pending booking; the passenger cancels theirs. Seats move atomically.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { BOOKING_STATUS, TRIP_STATUS } from '../../contract/statuses';
import { refusals } from '../../contract/errors';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { bookings, trips, type BookingRow, type TripRow } from '../db/schema';
import { fieldError, forbidden } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { rowWriteRoute, writeRoute } from '../write-route';
import { accessMessages, findBooking, findTrip, idParam } from '../auth/access';
import { notify, routeLabel, touchBookingCard } from '../chat/chat';
import { fullName } from '../accounts/person-json';
import { imageUrlOf, loadBookingJson } from '../trips/trip-json';
import { tripChanged } from '../trips/trip-watchers';
import { followingMayHaveEnded } from '../tracking/followers';
import { legOf, tripStopsOf, writeTripRoute } from '../trips/trip-stops';
import { legRoute } from '../trips/asked-leg';
import { blockedBetween } from '../safety/blocked-people';

export const decisionMessages = {
  accepted: 'Réservation acceptée avec succès',
  rejected: 'Réservation rejetée avec succès',
  cancelled: 'Booking cancelled successfully',
  tripNotActive: 'Bookings can only be answered while the trip is active.',
  noSeatsLeft: 'Not enough seats left on this trip.',
  cannotCancel: 'This booking cannot be cancelled.',
  departed: 'This trip has already departed.',
} as const;

/**
 * When the passenger gets in: the trip's departure, or for a leg from a stopover the time the car leaves that stop.
 * She may cancel until then, as a passenger of the whole trip may until the trip leaves.
 */
async function boardingTime(tx: Tx, trip: TripRow, booking: BookingRow): Promise<Date> {
  if (booking.fromCityId === null) return trip.departureTime;
  return legOf(await tripStopsOf(tx, trip.id), booking.fromCityId, booking.toCityId)?.from.time ?? trip.departureTime;
}

/** Why a booking that is no longer pending cannot be decided again, in the words of the chat card's toasts. */
const ALREADY: Record<number, string> = {
  [BOOKING_STATUS.accepted]: 'Cette réservation a déjà été acceptée',
  [BOOKING_STATUS.rejected]: 'Cette réservation a déjà été rejetée',
  [BOOKING_STATUS.cancelled]: 'Cette réservation a été annulée par le passager',
};

const alreadyDecided = (status: number) => fieldError('booking', ALREADY[status] ?? ALREADY[BOOKING_STATUS.cancelled]!, refusals.alreadyDecided);

/** Moves a booking from `from` to `to` only if nobody moved it first; the caller's transaction rolls back otherwise. */
async function moveBooking(tx: Tx, booking: BookingRow, from: number, to: number, now: Date): Promise<BookingRow> {
  const [moved] = await tx
    .update(bookings)
    .set({ status: to, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, from)))
    .returning();
  if (moved) return moved;
  throw alreadyDecided((await findBooking(tx, booking.id)).status);
}

/** The booking and trip behind `{id}`, refused unless the caller drives that trip and it is still active. */
async function bookingToDecide(tx: Tx, request: FastifyRequest) {
  const { user } = accountOf(request);
  const booking = await findBooking(tx, idParam(request));
  const trip = await findTrip(tx, booking.tripId);
  if (trip.driverId !== user.id) throw forbidden(accessMessages.notTripOwner);
  if (trip.status !== TRIP_STATUS.active) throw fieldError('trip', decisionMessages.tripNotActive, refusals.tripUnavailable);
  // A block refused the booking when made; one that raced it in is refused as the block would have.
  if (booking.status === BOOKING_STATUS.pending && (await blockedBetween(tx, user.id, booking.passengerId))) throw alreadyDecided(BOOKING_STATUS.rejected);
  if (booking.status !== BOOKING_STATUS.pending) throw alreadyDecided(booking.status);
  return { booking, trip, driver: user };
}

/** The passenger hears the driver's answer (a refusal too when a block refused the request: the usual words). */
export async function tellPassenger(tx: Tx, trip: TripRow, booking: BookingRow, accepted: boolean, driverImage: string | null, now: Date) {
  const route = await routeLabel(tx, legRoute(trip, booking));
  await touchBookingCard(tx, booking.id, now);
  await tripChanged(tx, trip.id);
  await notify(
    tx,
    {
      userId: booking.passengerId,
      title: messageLabel(accepted ? 'Réservation acceptée' : 'Réservation refusée'),
      message: messageLabel(accepted ? 'Votre réservation pour le trajet {route} a été acceptée.' : 'Votre réservation pour le trajet {route} a été refusée.', {
        route,
      }),
      imageUrl: imageUrlOf(driverImage),
      webUrl: `/trips/${trip.id}`,
    },
    now,
  );
}

export async function bookingDecisionRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.acceptBooking.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      const { booking, trip, driver } = await bookingToDecide(tx, request);
      // The one guard against overbooking: the trip's row lock. Accepts (and cancels, and edits) of one trip queue
      // behind it, so the seats read below are still there when the stops and legs are written anew; a leg spans
      // several stretches, which one conditional update of a single column could not check.
      const [locked] = await tx.select().from(trips).where(eq(trips.id, trip.id)).for('no key update');
      if (!locked || locked.status !== TRIP_STATUS.active) throw fieldError('trip', decisionMessages.tripNotActive, refusals.tripUnavailable);
      const leg = legOf(await tripStopsOf(tx, trip.id), booking.fromCityId, booking.toCityId);
      if (!leg || leg.seats < booking.seats) throw fieldError('seats', decisionMessages.noSeatsLeft);
      const accepted = await moveBooking(tx, booking, BOOKING_STATUS.pending, BOOKING_STATUS.accepted, now);
      await writeTripRoute(tx, trip.id);
      await tx.update(trips).set({ updatedAt: now }).where(eq(trips.id, trip.id));
      await tellPassenger(tx, trip, accepted, true, driver.image, now);
      return { status: 200, body: { message: decisionMessages.accepted, data: await loadBookingJson(tx, accepted) } };
    }),
  );

  app.post(
    routePath(endpoints.rejectBooking.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      const { booking, trip, driver } = await bookingToDecide(tx, request);
      const rejected = await moveBooking(tx, booking, BOOKING_STATUS.pending, BOOKING_STATUS.rejected, now);
      await tellPassenger(tx, trip, rejected, false, driver.image, now);
      await followingMayHaveEnded(tx, trip, rejected.passengerId);
      return { status: 200, body: { message: decisionMessages.rejected, data: await loadBookingJson(tx, rejected) } };
    }),
  );

  app.post(
    routePath(endpoints.cancelBooking.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      const first = await findBooking(tx, id);
      if (first.passengerId !== user.id) throw forbidden(accessMessages.notBookingPassenger);
      // Trip row first, as accepts lock it: then the booking's status read below cannot change until we commit.
      const [trip] = await tx.select().from(trips).where(eq(trips.id, first.tripId)).for('no key update');
      const booking = await findBooking(tx, id);
      if (!trip || (await boardingTime(tx, trip, booking)).getTime() <= now.getTime()) throw fieldError('booking', decisionMessages.departed);
      if (booking.status !== BOOKING_STATUS.pending && booking.status !== BOOKING_STATUS.accepted) {
        throw fieldError('booking', decisionMessages.cannotCancel);
      }
      const cancelled = await moveBooking(tx, booking, booking.status, BOOKING_STATUS.cancelled, now);
      // Its seats come back on the stretches it held.
      if (booking.status === BOOKING_STATUS.accepted) {
        await writeTripRoute(tx, trip.id);
        await tx.update(trips).set({ updatedAt: now }).where(eq(trips.id, trip.id));
      }
      await followingMayHaveEnded(tx, trip, user.id);
      await touchBookingCard(tx, booking.id, now);
      await tripChanged(tx, trip.id);
      await notify(
        tx,
        {
          userId: trip.driverId,
          title: messageLabel('Réservation annulée'),
          message: messageLabel('{name} a annulé sa réservation sur le trajet {route}.', {
            name: fullName(user),
            route: await routeLabel(tx, legRoute(trip, booking)),
          }),
          imageUrl: imageUrlOf(user.image),
          webUrl: `/trips/${trip.id}`,
        },
        now,
      );
      return { status: 200, body: { message: decisionMessages.cancelled, data: await loadBookingJson(tx, cancelled) } };
    }),
  );
}
