// The Avis tab: reviews received (written ones) and written (the asked ones too), ten a page, newest first, a deleted
// trip shown as none; the reviewer alone deletes, after which the profile's counts drop it and the chat card still
// loads; and the public profile's rates, measured on real trips and bookings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesResponse } from '../../src/contract/conversations';
import { reviewsPage } from '../../src/contract/reviews';
import { publicProfileResponse } from '../../src/contract/users';
import { ratings } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let amel: SignedInUser;
let walid: SignedInUser;
let amelRatingId: number;
let walidRatingId: number;
let tripId: number;
beforeAll(async () => {
  ({ server, driver, passenger: amel } = await startServerWith(driverAndPassenger));
  walid = await createVerifiedUser(server, { first_name: 'Walid', last_name: 'Ben Ali' });
  const trip = await publishTrip(server, driver);
  tripId = trip.id;
  for (const passenger of [amel, walid]) await decide(server, driver, await requestSeats(server, passenger, trip.id), 'accept');
  await call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token });
  const asked = await server.database.db.select().from(ratings);
  amelRatingId = asked.find((r) => r.reviewerId === amel.user.id)!.id;
  walidRatingId = asked.find((r) => r.reviewerId === walid.user.id)!.id;
  const given = await call(server, 'PUT', `/api/ratings/${amelRatingId}`, {
    token: amel.token,
    json: { rating: 5, comment: 'Super trajet, très ponctuel et agréable' },
  });
  expect(given.status).toBe(200);
});
afterAll(async () => server?.close());

const reviews = async (who: SignedInUser, query = '') => {
  const answer = await call(server, 'GET', `/api/ratings${query}`, { token: who.token });
  expect(answer.status).toBe(200);
  return reviewsPage.parse(answer.body);
};
const publicProfile = async (id: number) => publicProfileResponse.parse((await call(server, 'GET', `/api/users/${id}`)).body);

describe('GET /api/ratings', () => {
  it('lists the reviews received, written ones only, with trip and reviewer', async () => {
    const page = await reviews(driver, '?direction=received');
    expect(page.data).toEqual([
      {
        id: amelRatingId,
        trip: { id: tripId, departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' } },
        reviewer: { id: amel.user.id, first_name: 'Amel', last_name: 'Sassi', email: null, image_url: null },
        rated_user: expect.objectContaining({ id: driver.user.id }),
        rating: 5,
        comment: 'Super trajet, très ponctuel et agréable',
        created_at: expect.any(String),
        status: 1,
        status_text: 'Approved',
      },
    ]);
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 1, next_page_url: null });
    // Received is the tab's first side.
    expect((await reviews(driver)).data.map((r) => r.id)).toEqual([amelRatingId]);
  });

  it('lists the reviews written, the asked ones included', async () => {
    expect((await reviews(walid, '?direction=written')).data).toEqual([
      expect.objectContaining({ id: walidRatingId, rating: null, comment: null, status: 0, status_text: 'Pending' }),
    ]);
    expect((await reviews(walid, '?direction=received')).data).toEqual([]);
  });

  it('pages by ten, newest id first, and shows a deleted trip as none', async () => {
    const reviewer = await createVerifiedUser(server);
    const now = server.clock.now();
    const rows = Array.from({ length: 12 }, (_, i) => ({
      reviewerId: driver.user.id,
      ratedUserId: reviewer.user.id,
      tripId: null,
      rating: (i % 5) + 1,
      comment: `Avis ${i + 1}`,
      status: 1,
      createdAt: now,
    }));
    const ids = (await server.database.db.insert(ratings).values(rows).returning({ id: ratings.id })).map((r) => r.id).sort((a, b) => b - a);
    const first = await reviews(reviewer, '?direction=received');
    expect(first.data.map((r) => r.id)).toEqual(ids.slice(0, 10));
    expect(first.total).toBe(12);
    expect(first.last_page).toBe(2);
    expect(first.next_page_url).toMatch(/\/api\/ratings\?direction=received&page=2$/);
    expect(first.data[0]!.trip).toBeNull();
    const second = await reviews(reviewer, '?direction=received&page=2');
    expect(second.data.map((r) => r.id)).toEqual(ids.slice(10));
    expect(second.next_page_url).toBeNull();
  });

  it('refuses an unknown direction and a visitor', async () => {
    const bad = await call(server, 'GET', '/api/ratings?direction=sideways', { token: amel.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ direction: ['The selected direction is invalid.'] });
    expect((await call(server, 'GET', '/api/ratings')).status).toBe(401);
  });
});

describe('DELETE /api/ratings/{id}', () => {
  it('is the reviewer alone; afterwards the counts drop it and the FeedBack card still loads for both', async () => {
    const before = await publicProfile(driver.user.id);
    expect(before.star_counts['5']).toBe(1);
    expect(before.user.reviews?.map((r) => r.reviewer_name)).toEqual(['Amel Sassi']);

    const notTheirs = await call(server, 'DELETE', `/api/ratings/${amelRatingId}`, { token: driver.token });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body).toEqual({ message: 'Only the reviewer can delete this review.', code: 'forbidden' });
    expect((await call(server, 'DELETE', `/api/ratings/${amelRatingId}`, { token: walid.token })).status).toBe(403);
    expect((await call(server, 'DELETE', '/api/ratings/999999', { token: amel.token })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/ratings/${amelRatingId}`)).status).toBe(401);

    const headers = { 'Idempotency-Key': `delete-review-${amelRatingId}` };
    const deleted = await call(server, 'DELETE', `/api/ratings/${amelRatingId}`, { token: amel.token, headers });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Avis supprimé avec succès' });
    const replayed = await call(server, 'DELETE', `/api/ratings/${amelRatingId}`, { token: amel.token, headers });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');

    const after = await publicProfile(driver.user.id);
    expect(after.star_counts['5']).toBe(0);
    expect(after.total_reviews).toBe(before.total_reviews - 1);
    expect(after.average_rating).toBeNull();
    expect(after.user.reviews).toEqual([]);
    expect((await reviews(driver)).data).toEqual([]);
    expect((await reviews(amel, '?direction=written')).data).toEqual([]);

    const conversations = (await call(server, 'GET', '/api/conversations', { token: amel.token })).body.conversations.data;
    const conversationId = conversations.find((c: { context_id: number }) => c.context_id === tripId).id;
    for (const who of [amel, driver]) {
      const answer = await call(server, 'GET', `/api/conversations/${conversationId}/messages`, { token: who.token });
      expect(answer.status).toBe(200);
      messagesResponse.parse(answer.body);
    }
    const card = messagesResponse
      .parse((await call(server, 'GET', `/api/conversations/${conversationId}/messages`, { token: amel.token })).body)
      .messages.data.find((m) => m.type === 1);
    expect(card).toMatchObject({ subject_id: amelRatingId, subject: null });
  });
});

describe('GET /api/users/{id} rates', () => {
  it('measures answers, punctuality and returning passengers from the trips and bookings', async () => {
    const driver2 = await createDriver(server);
    const [p1, p2, p3] = [await createVerifiedUser(server), await createVerifiedUser(server), await createVerifiedUser(server)];
    const done = await publishTrip(server, driver2);
    await decide(server, driver2, await requestSeats(server, p1, done.id), 'accept');
    await decide(server, driver2, await requestSeats(server, p2, done.id), 'accept');
    expect((await call(server, 'PATCH', `/api/trips/${done.id}/complete`, { token: driver2.token })).status).toBe(200);
    const cancelled = await publishTrip(server, driver2);
    await decide(server, driver2, await requestSeats(server, p1, cancelled.id), 'accept');
    expect((await call(server, 'PATCH', `/api/trips/${cancelled.id}/cancel`, { token: driver2.token })).status).toBe(200);
    const waiting = await publishTrip(server, driver2, { departure_time: new Date(server.clock.now().getTime() + 72 * 3600_000).toISOString() });
    await requestSeats(server, p3, waiting.id);

    const now = (await publicProfile(driver2.user.id)).user;
    // Three requests answered of four; one passenger of two came back; no departure has passed yet.
    expect(now).toMatchObject({ response_rate: 75, repeat_rate: 50, on_time_rate: null, is_verified: true });
    server.clock.advance(25 * 3600_000);
    try {
      // Of the two departed trips with a passenger aboard, one was completed and one cancelled.
      expect((await publicProfile(driver2.user.id)).user.on_time_rate).toBe(50);
    } finally {
      server.clock.advance(-25 * 3600_000);
    }
    expect(now.vehicles?.map((v) => v.id)).toEqual([driver2.vehicleId]);
  });
});
