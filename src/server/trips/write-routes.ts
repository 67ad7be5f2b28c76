// Publishing, editing and deleting trips (spec 001 §5, §7): approved drivers only, on their own vehicles.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { BOOKING_STATUS, PARCEL_STATUS, TRIP_STATUS } from '../../contract/statuses';
import { TRIP_SEATS, tripRequest } from '../../contract/trips';
import { clientDate } from '../../contract/tunis-time';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { bookings, parcels, tripParcelOffers, trips, vehicles } from '../db/schema';
import { PARCEL_SIZE_INFO, type ParcelSize } from '../../contract/parcel-sizes';
import { fieldError, parseBody, validationFailed } from '../errors';
import { requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { rowWriteRoute, writeRoute } from '../write-route';
import { findOwnTrip, requireApprovedDriver } from '../auth/access';
import { notify, routeLabel } from '../chat/chat';
import { checkRouteCities, routeCityMessages } from '../cities/route-form';
import { loadTrip } from './trip-json';
import { tripChanged } from './trip-watchers';

export const tripMessages = {
  created: 'Trip created successfully',
  updated: 'Trip updated successfully',
  deleted: 'Trip deleted successfully',
  departureInPast: 'The departure time must be a date after now.',
  vehicleNotOwn: 'The selected vehicle is invalid.',
  ...routeCityMessages,
  notEditable: 'This trip can no longer be edited.',
  hasAcceptedBookings: 'This trip has accepted bookings and cannot be deleted: cancel it instead.',
  hasAcceptedParcels: 'This trip carries accepted parcels and cannot be deleted: cancel it instead.',
  parcelsTaken: (size: ParcelSize, taken: number) => `The ${PARCEL_SIZE_INFO[size].label} parcels must be at least ${taken} (${taken} already accepted).`,
} as const;

type ParcelOfferForm = { size: ParcelSize; price: number; capacity: number };

/**
 * Replaces a trip's parcel sizes with the form's. A size whose parcels were accepted cannot go below them (nor
 * away): those senders keep their space. `taken` stays with its size.
 */
async function saveParcelOffers(tx: Tx, tripId: number, offers: ParcelOfferForm[]) {
  const current = await tx.select().from(tripParcelOffers).where(eq(tripParcelOffers.tripId, tripId));
  for (const row of current) {
    const kept = offers.find((offer) => offer.size === row.size);
    if (row.taken > 0 && (!kept || kept.capacity < row.taken)) {
      throw fieldError('parcel_offers', tripMessages.parcelsTaken(row.size as ParcelSize, row.taken));
    }
  }
  const sizes = offers.map((offer) => offer.size);
  const gone = current.filter((row) => !sizes.includes(row.size as ParcelSize)).map((row) => row.size);
  if (gone.length) await tx.delete(tripParcelOffers).where(and(eq(tripParcelOffers.tripId, tripId), inArray(tripParcelOffers.size, gone)));
  if (offers.length === 0) return;
  await tx
    .insert(tripParcelOffers)
    .values(offers.map((offer) => ({ tripId, ...offer })))
    .onConflictDoUpdate({
      target: [tripParcelOffers.tripId, tripParcelOffers.size],
      set: { price: sql`excluded.price`, capacity: sql`excluded.capacity` },
    });
}

/** Reads the Add/Edit Trip form: the contract's rules, then what only the database and the clock can tell. */
async function readTripForm(tx: Tx, body: unknown, driverId: number, now: Date) {
  const form = parseBody(tripRequest, body);
  const errors: Record<string, string[]> = {};
  await checkRouteCities(tx, form, errors);
  const departureTime = clientDate(form.departure_time);
  if (departureTime.getTime() <= now.getTime()) errors.departure_time = [tripMessages.departureInPast];
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, form.vehicle_id), eq(vehicles.userId, driverId)));
  if (!vehicle) errors.vehicle_id = [tripMessages.vehicleNotOwn];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const parcelOffers: ParcelOfferForm[] = form.parcel_offers.map((offer) => ({
    size: offer.size,
    price: Math.round(offer.price_per_parcel * 100) / 100,
    capacity: offer.parcels,
  }));
  return {
    parcelOffers,
    acceptsParcels: form.accepts_parcels,
    departureCityId: form.departure_city_id,
    arrivalCityId: form.arrival_city_id,
    departureLocation: form.departure_location,
    arrivalLocation: form.arrival_location || null,
    departureTime,
    pricePerSeat: Math.round(form.price_per_seat * 100) / 100,
    description: form.description || null,
    vehicleId: form.vehicle_id,
    availableSeats: form.available_seats,
  };
}

/**
 * Locks the trip row, so the bookings read next cannot change under an accept running at the same time (accepts
 * lock the trip before the booking). Deleting needs the full lock; editing only the no-key one, which lets new
 * booking requests (their foreign key takes a key-share lock) keep coming in.
 */
async function lockOwnTrip(tx: Tx, id: number, userId: number, strength: 'update' | 'no key update') {
  await findOwnTrip(tx, id, userId);
  const [trip] = await tx.select().from(trips).where(eq(trips.id, id)).for(strength);
  return trip!;
}

export async function tripWriteRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    endpoints.createTrip.path,
    mutation,
    writeRoute(context, async (tx, { user, request, now }) => {
      await requireApprovedDriver(tx, user.id);
      const { parcelOffers, ...form } = await readTripForm(tx, request.body, user.id, now);
      const [created] = await tx
        .insert(trips)
        .values({ ...form, driverId: user.id, totalSeats: form.availableSeats, status: TRIP_STATUS.active, createdAt: now, updatedAt: now })
        .returning({ id: trips.id });
      await saveParcelOffers(tx, created!.id, parcelOffers);
      return { status: 201, body: { message: tripMessages.created, data: await loadTrip(tx, created!.id, now) } };
    }),
  );

  app.put(
    routePath(endpoints.updateTrip.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const trip = await lockOwnTrip(tx, id, user.id, 'no key update');
      await requireApprovedDriver(tx, user.id);
      // Moderation's refusal and a finished ride are final (DESIGN.md §7).
      if (trip.status === TRIP_STATUS.rejected || trip.status === TRIP_STATUS.completed) throw fieldError('trip', tripMessages.notEditable);
      const { parcelOffers, ...form } = await readTripForm(tx, request.body, user.id, now);
      const [taken] = await tx
        .select({ seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int` })
        .from(bookings)
        .where(and(eq(bookings.tripId, id), eq(bookings.status, BOOKING_STATUS.accepted)));
      // The form says how many seats are still offered; those already given to passengers come on top. A car has
      // at most 8 seats, passengers included.
      const accepted = Number(taken?.seats ?? 0);
      if (form.availableSeats + accepted > TRIP_SEATS.max) {
        throw fieldError('available_seats', `The available seats must not be greater than ${TRIP_SEATS.max - accepted} (${accepted} already booked).`);
      }
      await tx
        .update(trips)
        .set({ ...form, totalSeats: form.availableSeats + Number(taken?.seats ?? 0), updatedAt: now })
        .where(eq(trips.id, id));
      await saveParcelOffers(tx, id, parcelOffers);
      await tripChanged(tx, id);
      return { status: 200, body: { message: tripMessages.updated, trip: await loadTrip(tx, id, now) } };
    }),
  );

  app.delete(
    routePath(endpoints.deleteTrip.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      const trip = await lockOwnTrip(tx, id, user.id, 'update');
      const live = await tx
        .select({ passengerId: bookings.passengerId, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.tripId, id), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.accepted])));
      // Passengers holding seats must be told through a cancellation, not lose their ride silently.
      if (live.some((b) => b.status === BOOKING_STATUS.accepted)) throw fieldError('trip', tripMessages.hasAcceptedBookings);
      // Parcels the driver took on have a sender and a recipient waiting: the trip's cancel tells and texts them.
      const parcelsTaken = await tx
        .select({ id: parcels.id })
        .from(parcels)
        .where(and(eq(parcels.tripId, id), inArray(parcels.status, [PARCEL_STATUS.accepted, PARCEL_STATUS.pickedUp, PARCEL_STATUS.problem])));
      if (parcelsTaken.length) throw fieldError('trip', tripMessages.hasAcceptedParcels);
      const route = await routeLabel(tx, trip);
      for (const { passengerId } of live) {
        await notify(
          tx,
          {
            userId: passengerId,
            title: messageLabel('Trajet supprimé'),
            message: messageLabel('Le trajet {route} a été supprimé par le conducteur.', { route }),
            webUrl: '/trips',
          },
          now,
        );
      }
      await tripChanged(tx, id);
      await tx.delete(trips).where(eq(trips.id, id));
      return { status: 200, body: { message: tripMessages.deleted } };
    }),
  );
}
