// Trip detail (who sees which bookings), the driver's trips, own vehicles, public profiles and conversation start.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myBookingsResponse } from '../../src/contract/bookings';
import { startConversationResponse } from '../../src/contract/conversations';
import { myTripsResponse, tripResponse } from '../../src/contract/trips';
import { publicProfileResponse } from '../../src/contract/users';
import { vehiclesResponse } from '../../src/contract/vehicles';
import { conversations, messages, trips } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, decide, expectFieldErrors, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let amel: SignedInUser;
let bilel: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger: amel } = await startServerWith(driverAndPassenger));
  bilel = await createVerifiedUser(server, { first_name: 'Bilel', last_name: 'Ouni' });
});
afterAll(async () => server?.close());

const detail = async (id: number, token?: string) => {
  const answer = await call(server, 'GET', `/api/trips/${id}`, { token });
  expect(answer.status).toBe(200);
  return tripResponse.parse(answer.body).data;
};

describe('GET /api/trips/{id}', () => {
  it('shows the driver every booking, a passenger only theirs, a visitor none', async () => {
    const trip = await publishTrip(server, driver);
    const amels = await requestSeats(server, amel, trip.id, 2);
    const bilels = await requestSeats(server, bilel, trip.id, 1);
    await decide(server, driver, amels, 'accept');

    const owner = await detail(trip.id, driver.token);
    expect(owner.bookings!.map((b) => [b.id, b.status, b.passenger?.full_name])).toEqual([
      [amels, 1, 'Amel Sassi'],
      [bilels, 0, 'Bilel Ouni'],
    ]);
    expect(owner).toMatchObject({ available_seats: 1, total_seats: 3, bookings_count: 1 });
    expect((await detail(trip.id, bilel.token)).bookings!.map((b) => b.id)).toEqual([bilels]);
    expect((await detail(trip.id)).bookings).toEqual([]);
    // A stale token reads the public page rather than failing it.
    expect((await detail(trip.id, 'expired-or-unknown')).bookings).toEqual([]);
  });

  it('is 404 for unknown ids, and for a rejected trip except to its driver', async () => {
    expect((await call(server, 'GET', '/api/trips/999999')).body).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await call(server, 'GET', '/api/trips/0')).status).toBe(404);
    const trip = await publishTrip(server, driver);
    await server.database.db.update(trips).set({ status: 3 }).where(eq(trips.id, trip.id));
    expect((await call(server, 'GET', `/api/trips/${trip.id}`, { token: amel.token })).status).toBe(404);
    expect((await detail(trip.id, driver.token)).status_text).toBe('Rejected');
  });
});

describe('GET /api/my-trips, /api/my-bookings, /api/vehicles/all', () => {
  it('lists the driver’s trips in every status, latest departure first, with bookings', async () => {
    const other = await createDriver(server);
    const soon = await publishTrip(server, other, { departure_time: new Date(server.clock.now().getTime() + 3_600_000).toISOString() });
    const later = await publishTrip(server, other);
    await call(server, 'PATCH', `/api/trips/${soon.id}/cancel`, { token: other.token });
    await requestSeats(server, amel, later.id);
    const answer = await call(server, 'GET', '/api/my-trips', { token: other.token });
    const mine = myTripsResponse.parse(answer.body);
    expect(mine.map((t) => [t.id, t.status])).toEqual([
      [later.id, 1],
      [soon.id, 2],
    ]);
    expect(mine[0]!.bookings![0]!.passenger).toMatchObject({ id: amel.user.id, full_name: 'Amel Sassi', image_url: null });
    expect((await call(server, 'GET', '/api/my-trips')).status).toBe(401);
  });

  it('lists the passenger’s bookings newest first with their trip and driver', async () => {
    const rider = await createVerifiedUser(server);
    const first = await publishTrip(server, driver, { price_per_seat: 12 });
    const second = await publishTrip(server, driver);
    const older = await requestSeats(server, rider, first.id, 2);
    server.clock.advance(60_000);
    const newer = await requestSeats(server, rider, second.id);
    const answer = await call(server, 'GET', '/api/my-bookings', { token: rider.token });
    const mine = myBookingsResponse.parse(answer.body);
    expect(mine.map((b) => b.id)).toEqual([newer, older]);
    expect(mine[1]).toMatchObject({
      seats: 2,
      total_price: 24,
      trip: {
        id: first.id,
        price_per_seat: 12,
        status: 1,
        status_text: 'Active',
        departure_city: { name: 'Tunis' },
        driver: { id: driver.user.id, full_name: 'Mourad Driss' },
      },
    });
    const anonymous = await call(server, 'GET', '/api/my-bookings');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });

  it('lists only one’s own vehicles', async () => {
    const answer = await call(server, 'GET', '/api/vehicles/all', { token: driver.token });
    expect(vehiclesResponse.parse(answer.body).map((v) => v.id)).toEqual([driver.vehicleId]);
    expect(vehiclesResponse.parse((await call(server, 'GET', '/api/vehicles/all', { token: amel.token })).body)).toEqual([]);
    expect((await call(server, 'GET', '/api/vehicles/all')).status).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the public profile with stars, or nulls when nobody rated yet', async () => {
    const answer = await call(server, 'GET', `/api/users/${driver.user.id}`);
    const profile = publicProfileResponse.parse(answer.body);
    expect(profile).toMatchObject({
      user: { id: driver.user.id, full_name: 'Mourad Driss', is_verified: true, trips_count: 0, vehicles: [{ id: driver.vehicleId }] },
      star_counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      average_rating: null,
      reviews_this_week: 0,
      total_reviews: 0,
    });
    expect(answer.body.user).not.toHaveProperty('phone');
    expect((await call(server, 'GET', '/api/users/999999')).status).toBe(404);
  });
});

describe('POST /api/conversations/start', () => {
  const start = (account: SignedInUser, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(server, 'POST', '/api/conversations/start', { token: account.token, json, headers });

  it('opens one conversation per passenger and trip, adding a message each time', async () => {
    const trip = await publishTrip(server, driver);
    const first = await start(amel, { content: 'Bonjour, il reste de la place ?', context_type: 'App\\Models\\Trip', context_id: trip.id });
    expect(first.status).toBe(201);
    const body = startConversationResponse.parse(first.body);
    expect(body.message).toBe('Message sent successfully');
    const second = await start(amel, { content: 'Je serai à la station.', context_id: trip.id });
    expect(second.body.data.conversation_id).toBe(body.data!.conversation_id);
    const texts = await server.database.db.select().from(messages).where(eq(messages.conversationId, body.data!.conversation_id));
    expect(texts.map((m) => [m.type, m.content.text])).toEqual([
      [0, 'Bonjour, il reste de la place ?'],
      [0, 'Je serai à la station.'],
    ]);
    const [conversation] = await server.database.db.select().from(conversations).where(eq(conversations.id, body.data!.conversation_id));
    expect(conversation!.title).toBe('Tunis → Sousse');
  });

  it('refuses short messages, one’s own trip and unknown trips; replays once', async () => {
    const trip = await publishTrip(server, driver);
    expectFieldErrors(await start(amel, { content: 'a', context_id: trip.id }), { content: ['The content must be at least 2 characters.'] });
    expectFieldErrors(await start(driver, { content: 'Salut', context_id: trip.id }), { context_id: ['You cannot start a conversation about your own trip.'] });
    expect((await start(amel, { content: 'Salut', context_id: 999_999 })).status).toBe(404);
    const headers = { 'Idempotency-Key': randomUUID() };
    const once = await start(bilel, { content: 'Salut', context_id: trip.id }, headers);
    const again = await start(bilel, { content: 'Salut', context_id: trip.id }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(once.body);
    const sent = await server.database.db.select().from(messages).where(eq(messages.conversationId, once.body.data.conversation_id));
    expect(sent).toHaveLength(1);
  });
});
