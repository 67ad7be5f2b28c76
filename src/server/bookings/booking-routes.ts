// Booking seats on a trip (spec 001 §5, §7) and the passenger's own bookings (`GET /api/my-bookings`).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { bookingRequest } from '../../contract/bookings';
import { messageLabel, sourceWording, type MessageLabel } from '../../contract/message-label';
import { BOOKING_STATUS, TRIP_STATUS, TRIP_STATUS_TEXT } from '../../contract/statuses';
import { refusals } from '../../contract/errors';
import type { ServerContext } from '../context';
import { isUniqueViolation } from '../db/client';
import { bookings, cities, trips, users } from '../db/schema';
import { fieldError, forbidden, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { findTrip, idParam } from '../auth/access';
import { BOOKING_SUBJECT_TYPE, MESSAGE_TYPE, addMessage, conversationAboutTrip, notify, routeLabel } from '../chat/chat';
import { fullName } from '../accounts/person-json';
import { bookingJson, imageUrlOf } from '../trips/trip-json';
import { tripChanged } from '../trips/trip-watchers';
import { tripStopsOf } from '../trips/trip-stops';
import { bookedLegs } from './booked-legs';
import { askedLeg, isPartOfTrip, legRoute } from '../trips/asked-leg';
import { blockedBetween } from '../safety/blocked-people';
import { isWoman, womenOnlyMessages } from '../../contract/women-only';

export const bookingMessages = {
  created: 'Booking created successfully',
  ownTrip: 'You cannot book your own trip.',
  notOpen: 'This trip is not open for booking.',
  departed: 'This trip has already departed.',
  noSeatsLeft: 'Not enough seats left on this trip.',
  tooManySeats: (available: number) => `The seats must not be greater than ${available}.`,
  alreadyBooked: 'You already have a booking on this trip.',
} as const;

/** Seats × price counted in hundredths of a dinar, so 3 × 12.10 is 36.30 and not 36.300000000000004. */
export const totalPriceOf = (seats: number, pricePerSeat: number) => (seats * Math.round(pricePerSeat * 100)) / 100;

/** The booking card's default text: the seats, and the leg when it is not the whole trip ("1 place (Sousse → Sfax)"). */
function bookingRequestText(seats: number, leg: MessageLabel | null): string {
  const seatsText = `${seats} place${seats > 1 ? 's' : ''}`;
  return leg ? `Demande de réservation : ${seatsText} (${sourceWording(leg)})` : `Demande de réservation : ${seatsText}`;
}

const departureCity = alias(cities, 'departure_city');
const arrivalCity = alias(cities, 'arrival_city');

export async function bookingRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const verifiedAccount = requireAccount(context);

  app.post(routePath(endpoints.bookTrip.path), { preHandler: [verifiedAccount, replayStoredMutation(context)] }, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        const trip = await findTrip(tx, id);
        if (trip.status === TRIP_STATUS.rejected && trip.driverId !== user.id) throw notFound();
        if (trip.driverId === user.id) throw forbidden(bookingMessages.ownTrip);
        const form = parseBody(bookingRequest, request.body);
        // A block, whoever made it, reads as a trip not open: the blocked person learns nothing of it.
        const blocked = await blockedBetween(tx, user.id, trip.driverId);
        if (trip.status !== TRIP_STATUS.active || blocked) throw fieldError('trip', bookingMessages.notOpen, refusals.tripUnavailable);
        if (trip.departureTime.getTime() <= now.getTime()) throw fieldError('trip', bookingMessages.departed, refusals.tripUnavailable);
        if (trip.womenOnly && !isWoman(user)) throw fieldError('trip', womenOnlyMessages.tripForWomen);
        const leg = askedLeg(await tripStopsOf(tx, id), form.from_city_id, form.to_city_id);
        if (leg.seats === 0) throw fieldError('seats', bookingMessages.noSeatsLeft);
        if (form.seats > leg.seats) throw fieldError('seats', bookingMessages.tooManySeats(leg.seats));
        const [live] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.tripId, id), eq(bookings.passengerId, user.id), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.accepted])));
        if (live) throw fieldError('trip', bookingMessages.alreadyBooked);

        // A request takes no seats yet: the driver's accept does, atomically (booking-decisions.ts).
        const [booking] = await tx
          .insert(bookings)
          .values({
            tripId: id,
            passengerId: user.id,
            seats: form.seats,
            totalPrice: totalPriceOf(form.seats, leg.pricePerSeat),
            fromCityId: leg.fromCityId,
            toCityId: leg.toCityId,
            status: BOOKING_STATUS.pending,
            notes: form.notes || null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const conversationId = await conversationAboutTrip(tx, trip, [user.id, trip.driverId], now);
        // The driver reads where this passenger gets in and out; the conversation keeps the trip's route as its title.
        const route = await routeLabel(tx, legRoute(trip, leg));
        await addMessage(
          tx,
          {
            conversationId,
            type: MESSAGE_TYPE.bookingRequest,
            senderId: user.id,
            text: form.notes || bookingRequestText(form.seats, isPartOfTrip(leg) ? route : null),
            targetUserId: trip.driverId,
            subject: { type: BOOKING_SUBJECT_TYPE, id: booking!.id },
          },
          now,
        );
        const seats = messageLabel(form.seats > 1 ? '{count} places' : '{count} place', { count: form.seats });
        await notify(
          tx,
          {
            userId: trip.driverId,
            title: messageLabel('Nouvelle demande de réservation'),
            message: messageLabel('{name} demande {seats} sur votre trajet {route}.', { name: fullName(user), seats, route }),
            imageUrl: imageUrlOf(user.image),
            webUrl: `/trips/${id}`,
          },
          now,
        );
        await tripChanged(tx, id);
        return { status: 201, body: { message: bookingMessages.created, data: bookingJson(booking!, user) } };
      });
      return sendOutcome(reply, outcome);
    } catch (error) {
      // Two requests of the same passenger at once: the partial unique index lets one through.
      throw isUniqueViolation(error) ? fieldError('trip', bookingMessages.alreadyBooked) : error;
    }
  });

  app.get(endpoints.myBookings.path, { preHandler: verifiedAccount }, async (request) => {
    const { user } = accountOf(request);
    const rows = await db
      .select({
        booking: bookings,
        trip: {
          id: trips.id,
          departureTime: trips.departureTime,
          pricePerSeat: trips.pricePerSeat,
          status: trips.status,
        },
        driver: { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image },
        departureCity: { id: departureCity.id, name: departureCity.name },
        arrivalCity: { id: arrivalCity.id, name: arrivalCity.name },
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .innerJoin(users, eq(users.id, trips.driverId))
      .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
      .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
      .where(eq(bookings.passengerId, user.id))
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    const legs = await bookedLegs(
      db,
      rows.map(({ booking }) => booking),
    );
    return {
      data: rows.map(({ booking, trip, driver, departureCity: from, arrivalCity: to }, index) => ({
        ...bookingJson(booking, user),
        trip: {
          id: trip.id,
          departure_time: trip.departureTime.toISOString(),
          departure_city: from,
          arrival_city: to,
          price_per_seat: Number(trip.pricePerSeat),
          status: trip.status,
          status_text: TRIP_STATUS_TEXT[trip.status] ?? String(trip.status),
          driver: { id: driver.id, full_name: `${driver.firstName} ${driver.lastName}`.trim(), image_url: imageUrlOf(driver.image) },
          leg: legs[index],
        },
      })),
    };
  });
}
