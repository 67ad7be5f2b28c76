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
import { bookings, cities, parcels, tripParcelOffers, trips, vehicles } from '../db/schema';
import { priceSuggestion, priceWithin } from '../../contract/road-distance';
import { legPositions } from '../../contract/trip-legs';
import { plannedStops, savedStopovers, writeTripRoute, type StopoverPlan } from './trip-stops';

type PlannedStop = Awaited<ReturnType<typeof plannedStops>>[number];
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
import { isWoman, womenOnlyMessages } from '../../contract/women-only';

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
  stopoverCityUnknown: 'The selected stopover city is invalid.',
  stopoverInPast: 'The stopover departure time must be after the trip departure time.',
  priceOutOfRange: (min: number, max: number, km: number) => `The price per seat must be between ${min} and ${max} TND for ${km} km.`,
  stopoverPriceOutOfRange: (min: number, max: number, km: number) => `The price from departure must be between ${min} and ${max} TND for ${km} km.`,
  stopoverPriceAboveTrip: 'The price from departure must not be greater than the price per seat.',
  stopoverBooked: 'A passenger or a parcel gets in or out at a stop this change removes or reorders.',
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
async function readTripForm(tx: Tx, body: unknown, driver: { id: number; gender: string | null }, now: Date) {
  const driverId = driver.id;
  const form = parseBody(tripRequest, body);
  const errors: Record<string, string[]> = {};
  // "Entre femmes" is a woman driver's promise: only she may make it (issue 40).
  if (form.women_only && !isWoman(driver)) errors.women_only = [womenOnlyMessages.driverNotWoman];
  await checkRouteCities(tx, form, errors);
  const departureTime = clientDate(form.departure_time);
  if (departureTime.getTime() <= now.getTime()) errors.departure_time = [tripMessages.departureInPast];
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, form.vehicle_id), eq(vehicles.userId, driverId)));
  if (!vehicle) errors.vehicle_id = [tripMessages.vehicleNotOwn];
  const stopovers = form.stopovers?.map((stop) => ({
    cityId: stop.city_id,
    time: clientDate(stop.departure_time),
    priceFromDeparture: stop.price_from_departure === undefined ? null : Math.round(stop.price_from_departure * 100) / 100,
  }));
  if (stopovers?.length) {
    const known = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(
        inArray(
          cities.id,
          stopovers.map((s) => s.cityId),
        ),
      );
    stopovers.forEach((stop, index) => {
      if (!known.some((c) => c.id === stop.cityId)) errors[`stopovers.${index}.city_id`] = [tripMessages.stopoverCityUnknown];
    });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const parcelOffers: ParcelOfferForm[] = form.parcel_offers.map((offer) => ({
    size: offer.size,
    price: Math.round(offer.price_per_parcel * 100) / 100,
    capacity: offer.parcels,
  }));
  return {
    parcelOffers,
    stopovers,
    row: {
      acceptsParcels: form.accepts_parcels,
      ...(form.women_only === undefined ? {} : { womenOnly: form.women_only }),
      departureCityId: form.departure_city_id,
      arrivalCityId: form.arrival_city_id,
      departureLocation: form.departure_location,
      arrivalLocation: form.arrival_location || null,
      departureTime,
      pricePerSeat: Math.round(form.price_per_seat * 100) / 100,
      description: form.description || null,
      vehicleId: form.vehicle_id,
      availableSeats: form.available_seats,
    },
  };
}

/**
 * A fair price (issue 39): the trip's price within the range its road suggests, and each price a driver set for a
 * stopover within the range of the road to it and not above the trip's. Cities without coordinates suggest nothing.
 */
function checkPrices(stops: PlannedStop[], pricePerKm: number) {
  const errors: Record<string, string[]> = {};
  const arrival = stops[stops.length - 1]!;
  const range = priceSuggestion(arrival.kmFromDeparture, pricePerKm);
  if (arrival.kmFromDeparture > 0 && !priceWithin(arrival.priceFromDeparture, range)) {
    errors.price_per_seat = [tripMessages.priceOutOfRange(range.min, range.max, range.distance_km)];
  }
  stops.slice(1, -1).forEach((stop, index) => {
    if (!stop.priceFixed) return;
    const field = `stopovers.${index}.price_from_departure`;
    const own = priceSuggestion(stop.kmFromDeparture, pricePerKm);
    if (stop.priceFromDeparture > arrival.priceFromDeparture) errors[field] = [tripMessages.stopoverPriceAboveTrip];
    else if (stop.kmFromDeparture > 0 && !priceWithin(stop.priceFromDeparture, own))
      errors[field] = [tripMessages.stopoverPriceOutOfRange(own.min, own.max, own.distance_km)];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** A trip's stopovers leave after its departure. */
function checkStopoverTimes(stopovers: StopoverPlan[] | undefined, departureTime: Date) {
  const errors: Record<string, string[]> = {};
  stopovers?.forEach((stop, index) => {
    if (stop.time.getTime() <= departureTime.getTime()) errors[`stopovers.${index}.departure_time`] = [tripMessages.stopoverInPast];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Parcels still to carry: asked for, accepted, on board, or held by a problem. */
const LIVE_PARCELS = [PARCEL_STATUS.requested, PARCEL_STATUS.accepted, PARCEL_STATUS.pickedUp, PARCEL_STATUS.problem];

/** An edit keeps every live booking's and parcel's leg: its stops stay stops of the trip, in the same order. */
async function checkBookedLegsKept(tx: Tx, tripId: number, stops: PlannedStop[]) {
  const live = [
    ...(await tx
      .select({ from: bookings.fromCityId, to: bookings.toCityId })
      .from(bookings)
      .where(and(eq(bookings.tripId, tripId), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.accepted])))),
    ...(await tx
      .select({ from: parcels.fromCityId, to: parcels.toCityId })
      .from(parcels)
      .where(and(eq(parcels.tripId, tripId), inArray(parcels.status, LIVE_PARCELS)))),
  ];
  const cityIds = stops.map((s) => s.cityId);
  if (live.some((b) => !legPositions(cityIds, b.from, b.to))) throw fieldError('stopovers', tripMessages.stopoverBooked);
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
      const { parcelOffers, stopovers, row: form } = await readTripForm(tx, request.body, user, now);
      checkStopoverTimes(stopovers, form.departureTime);
      const [created] = await tx
        .insert(trips)
        .values({ ...form, driverId: user.id, totalSeats: form.availableSeats, status: TRIP_STATUS.active, createdAt: now, updatedAt: now })
        .returning();
      checkPrices(await plannedStops(tx, created!, stopovers ?? []), context.pricePerKm);
      await writeTripRoute(tx, created!.id, stopovers ?? []);
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
      const { parcelOffers, stopovers, row: form } = await readTripForm(tx, request.body, user, now);
      // The seats given to passengers on the busiest stretch come on top of those the form still offers. A car has
      // at most 8 seats, passengers included.
      const accepted = trip.totalSeats - trip.availableSeats;
      if (form.availableSeats + accepted > TRIP_SEATS.max) {
        throw fieldError('available_seats', `The available seats must not be greater than ${TRIP_SEATS.max - accepted} (${accepted} already booked).`);
      }
      // Without stopovers in the form, the saved ones stay, moved with the departure (the trigger of migration 0026).
      const [updated] = await tx
        .update(trips)
        .set({ ...form, totalSeats: form.availableSeats + accepted, updatedAt: now })
        .where(eq(trips.id, id))
        .returning();
      // A price the driver set for a stop stays through an edit of the trip's price, unless that edit goes below it.
      const plan =
        stopovers ??
        (await savedStopovers(tx, id)).map((stop) =>
          stop.priceFromDeparture !== null && stop.priceFromDeparture > form.pricePerSeat ? { ...stop, priceFromDeparture: null } : stop,
        );
      checkStopoverTimes(plan, form.departureTime);
      const stops = await plannedStops(tx, updated!, plan);
      // A trip priced before fair prices keeps its price through an edit that changes neither it nor the route.
      const repriced =
        Number(trip.pricePerSeat) !== form.pricePerSeat ||
        stopovers !== undefined ||
        trip.departureCityId !== form.departureCityId ||
        trip.arrivalCityId !== form.arrivalCityId;
      if (repriced) checkPrices(stops, context.pricePerKm);
      await checkBookedLegsKept(tx, id, stops);
      await writeTripRoute(tx, id, plan);
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
