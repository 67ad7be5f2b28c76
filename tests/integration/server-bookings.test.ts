// Booking seats and answering requests: rules, the conversation and notifications left behind, replays.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponse } from '../../src/contract/bookings';
import { TRIP_CONTEXT_TYPE } from '../../src/contract/conversations';
import { conversations, messages, notifications } from '../../src/server/db/schema';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import { bookSeats, decide, expectFieldErrors, hoursFromNow, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const notificationsOf = (userId: number) => server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const tripOf = async (id: number) => (await call(server, 'GET', `/api/trips/${id}`)).body.data;

describe('POST /api/trips/{id}/bookings', () => {
  it('requests seats at seats × price, opens the conversation with its booking card and tells the driver', async () => {
    const trip = await publishTrip(server, driver, { price_per_seat: 12.1 });
    const answer = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger.token, json: { seats: 3, notes: 'Deux valises' } });
    expect(answer.status).toBe(201);
    const { message, data } = bookingResponse.parse(answer.body);
    expect(message).toBe('Booking created successfully');
    expect(data).toMatchObject({
      trip_id: trip.id,
      passenger_id: passenger.user.id,
      seats: 3,
      total_price: 36.3,
      status: 0,
      status_text: 'En attente',
      notes: 'Deux valises',
    });
    // Requests take no seats: the driver's accept does.
    expect((await tripOf(trip.id)).available_seats).toBe(3);

    const { db } = server.database;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.contextType, TRIP_CONTEXT_TYPE), eq(conversations.contextId, trip.id)));
    expect(conversation!.title).toBe('Tunis → Sousse');
    const [card] = await db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
    expect(card).toMatchObject({ type: 2, senderId: passenger.user.id, targetUserId: driver.user.id, subjectId: data.id, content: { text: 'Deux valises' } });
    const [notice] = await notificationsOf(driver.user.id);
    expect(notice).toMatchObject({ title: 'Nouvelle demande de réservation', webUrl: `/trips/${trip.id}` });
    expect(notice!.message).toContain('Amel Sassi');
  });

  it('checks seats against what is left', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 2 });
    expectFieldErrors(await bookSeats(server, passenger, trip.id, 3), { seats: ['The seats must not be greater than 2.'] });
    expectFieldErrors(await bookSeats(server, passenger, trip.id, 0), { seats: ['The seats must be at least 1.'] });
    const missing = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger.token, json: {} });
    expectFieldErrors(missing, { seats: ['The seats field is required.'] });
  });

  it('refuses one’s own trip, closed or departed trips, a second live booking, strangers and unknown trips', async () => {
    const trip = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 2) });
    const own = await bookSeats(server, driver, trip.id);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'You cannot book your own trip.', code: 'forbidden' });
    await requestSeats(server, passenger, trip.id);
    expectFieldErrors(await bookSeats(server, passenger, trip.id), { trip: ['You already have a booking on this trip.'] }, 'validation_failed');
    const late = await createVerifiedUser(server);
    server.clock.advance(3 * 60 * 60_000);
    try {
      expectFieldErrors(await bookSeats(server, late, trip.id), { trip: ['This trip has already departed.'] }, 'trip_unavailable');
    } finally {
      server.clock.advance(-3 * 60 * 60_000);
    }
    await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token });
    expectFieldErrors(await bookSeats(server, late, trip.id), { trip: ['This trip is not open for booking.'] }, 'trip_unavailable');
    expect((await bookSeats(server, late, 999_999)).status).toBe(404);
    expect((await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { json: { seats: 1 } })).status).toBe(401);
    const unverified = await registerUser(server);
    expect((await bookSeats(server, unverified, trip.id)).body.code).toBe('account_not_verified');
  });

  it('books once for a replayed Idempotency-Key', async () => {
    const trip = await publishTrip(server, driver);
    const rider = await createVerifiedUser(server);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await bookSeats(server, rider, trip.id, 1, headers);
    const again = await bookSeats(server, rider, trip.id, 1, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const owner = await call(server, 'GET', `/api/trips/${trip.id}`, { token: driver.token });
    expect(owner.body.data.bookings).toHaveLength(1);
  });
});

describe('POST /api/bookings/{id}/accept|reject', () => {
  it('accepts: seats are taken, the passenger is told, the card moves', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const rider = await createVerifiedUser(server);
    const bookingId = await requestSeats(server, rider, trip.id, 2);
    // A minute later, so the booking card's change shows in its timestamps.
    server.clock.advance(60_000);
    const answer = await decide(server, driver, bookingId, 'accept');
    expect(answer.status).toBe(200);
    expect(bookingResponse.parse(answer.body)).toMatchObject({
      message: 'Réservation acceptée avec succès',
      data: { id: bookingId, status: 1, status_text: 'Acceptée' },
    });
    expect(answer.body.data.passenger).toMatchObject({ id: rider.user.id, full_name: 'Yassine Gharbi' });
    expect(await tripOf(trip.id)).toMatchObject({ available_seats: 1, total_seats: 3, bookings_count: 1 });
    expect(await notificationsOf(rider.user.id)).toMatchObject([{ title: 'Réservation acceptée', webUrl: `/trips/${trip.id}` }]);
    const [card] = await server.database.db.select().from(messages).where(eq(messages.subjectId, bookingId));
    expect(card!.updatedAt.getTime() - card!.createdAt.getTime()).toBe(60_000);
    expectFieldErrors(await decide(server, driver, bookingId, 'accept'), { booking: ['Cette réservation a déjà été acceptée'] });
    expectFieldErrors(await decide(server, driver, bookingId, 'reject'), { booking: ['Cette réservation a déjà été acceptée'] });
  });

  it('rejects: no seats move and the passenger is told', async () => {
    const trip = await publishTrip(server, driver);
    const rider = await createVerifiedUser(server);
    const bookingId = await requestSeats(server, rider, trip.id, 2);
    const answer = await decide(server, driver, bookingId, 'reject');
    expect(bookingResponse.parse(answer.body)).toMatchObject({ message: 'Réservation rejetée avec succès', data: { status: 2, status_text: 'Refusée' } });
    expect((await tripOf(trip.id)).available_seats).toBe(3);
    expect(await notificationsOf(rider.user.id)).toMatchObject([{ title: 'Réservation refusée' }]);
    expectFieldErrors(await decide(server, driver, bookingId, 'accept'), { booking: ['Cette réservation a déjà été rejetée'] });
    // A rejected passenger may ask again.
    expect((await bookSeats(server, rider, trip.id)).status).toBe(201);
  });

  it('refuses when seats ran out, when the trip is not active, and for anyone but the driver', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 2 });
    const [first, second] = [await createVerifiedUser(server), await createVerifiedUser(server)];
    const big = await requestSeats(server, first, trip.id, 2);
    const small = await requestSeats(server, second, trip.id, 1);
    expect((await decide(server, first, small, 'accept')).status).toBe(403);
    expect((await decide(server, second, small, 'reject')).status).toBe(403);
    expect((await decide(server, driver, 999_999, 'accept')).status).toBe(404);
    await decide(server, driver, big, 'accept');
    expectFieldErrors(await decide(server, driver, small, 'accept'), { seats: ['Not enough seats left on this trip.'] });
    await call(server, 'PUT', `/api/trips/${trip.id}/status`, { token: driver.token, json: { status: 0 } });
    expectFieldErrors(await decide(server, driver, small, 'reject'), { trip: ['Bookings can only be answered while the trip is active.'] });
  });

  it('accepts once for a replayed Idempotency-Key', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const bookingId = await requestSeats(server, await createVerifiedUser(server), trip.id, 1);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await decide(server, driver, bookingId, 'accept', headers);
    const again = await decide(server, driver, bookingId, 'accept', headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await tripOf(trip.id)).available_seats).toBe(2);
  });
});

describe('POST /api/bookings/{id}/cancel', () => {
  it('cancels an accepted booking and gives its seats back; a pending one just ends', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const rider = await createVerifiedUser(server);
    const accepted = await requestSeats(server, rider, trip.id, 2);
    await decide(server, driver, accepted, 'accept');
    expect((await decide(server, driver, accepted, 'cancel')).body).toEqual({
      message: 'Only the passenger of this booking can cancel it.',
      code: 'forbidden',
    });
    const answer = await decide(server, rider, accepted, 'cancel');
    expect(bookingResponse.parse(answer.body)).toMatchObject({ message: 'Booking cancelled successfully', data: { status: 3, status_text: 'Annulée' } });
    expect(await tripOf(trip.id)).toMatchObject({ available_seats: 3, bookings_count: 0 });
    expect((await notificationsOf(driver.user.id)).some((n) => n.title === 'Réservation annulée')).toBe(true);
    expectFieldErrors(await decide(server, rider, accepted, 'cancel'), { booking: ['This booking cannot be cancelled.'] });

    const pending = await requestSeats(server, rider, trip.id, 1);
    expect((await decide(server, rider, pending, 'cancel')).body.data.status).toBe(3);
    expect((await tripOf(trip.id)).available_seats).toBe(3);
  });

  it('answers 404 for an unknown booking and 401 without a token', async () => {
    const unknown = await call(server, 'POST', '/api/bookings/999999/cancel', { token: passenger.token });
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.message).toBe('string');
    const trip = await publishTrip(server, driver);
    const bookingId = await requestSeats(server, passenger, trip.id);
    expect((await call(server, 'POST', `/api/bookings/${bookingId}/cancel`)).status).toBe(401);
  });

  it('refuses after departure', async () => {
    const trip = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 1) });
    const rider = await createVerifiedUser(server);
    const bookingId = await requestSeats(server, rider, trip.id);
    server.clock.advance(2 * 60 * 60_000);
    try {
      expectFieldErrors(await decide(server, rider, bookingId, 'cancel'), { booking: ['This trip has already departed.'] });
    } finally {
      server.clock.advance(-2 * 60 * 60_000);
    }
  });
});
