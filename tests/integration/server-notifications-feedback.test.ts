// Notifications (list, read one, read all, only one's own) and the feedback asked after a completed trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse, messagesResponse } from '../../src/contract/conversations';
import { notificationsResponse } from '../../src/contract/notifications';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const notificationsOf = async (who: SignedInUser) => {
  const answer = await call(server, 'GET', '/api/notifications', { token: who.token });
  expect(answer.status).toBe(200);
  return notificationsResponse.parse(answer.body);
};

describe('notifications', () => {
  it('lists the newest first with the unread count; one click reads one, the icon reads all', async () => {
    const trip = await publishTrip(server, driver);
    const bookingId = await requestSeats(server, passenger, trip.id);
    server.clock.advance(1000);
    expect((await decide(server, driver, bookingId, 'accept')).status).toBe(200);
    server.clock.advance(1000);
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token })).status).toBe(200);

    const mine = await notificationsOf(passenger);
    expect(mine.notifications.map((n) => n.title).slice(0, 2)).toEqual(['Trajet annulé', 'Réservation acceptée']);
    expect(mine.notifications[0]).toMatchObject({ web_url: `/trips/${trip.id}`, readed_at: null });
    const unread = mine.countsNotifications;
    expect(unread).toBeGreaterThanOrEqual(2);

    const one = await call(server, 'POST', `/api/notifications/${mine.notifications[0]!.id}/read`, { token: passenger.token });
    expect(one.status).toBe(200);
    expect(one.body.countsNotifications).toBe(unread - 1);
    expect((await notificationsOf(passenger)).notifications[0]!.readed_at).not.toBeNull();

    const all = await call(server, 'POST', '/api/notifications/mark-all-as-read', { token: passenger.token });
    expect(all.status).toBe(200);
    expect((await notificationsOf(passenger)).countsNotifications).toBe(0);
    // The driver's notifications are untouched by the passenger's reading.
    expect((await notificationsOf(driver)).countsNotifications).toBeGreaterThan(0);
  });

  it('belong to their user alone', async () => {
    const theirs = (await notificationsOf(driver)).notifications[0]!;
    const refused = await call(server, 'POST', `/api/notifications/${theirs.id}/read`, { token: passenger.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This notification is not yours.', code: 'forbidden' });
    expect((await call(server, 'POST', '/api/notifications/999999/read', { token: passenger.token })).status).toBe(404);
    expect((await call(server, 'POST', '/api/notifications/abc/read', { token: passenger.token })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/mark-all-as-read'],
      ['POST', `/api/notifications/${theirs.id}/read`],
    ] as const) {
      expect((await call(server, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('feedback after a completed trip', () => {
  it('asks each accepted passenger alone, takes one rating, and counts it on the driver', async () => {
    const trip = await publishTrip(server, driver);
    const other = await createVerifiedUser(server, { first_name: 'Walid', last_name: 'Ben Ali' });
    const refusedOne = await createVerifiedUser(server);
    await decide(server, driver, await requestSeats(server, passenger, trip.id), 'accept');
    await decide(server, driver, await requestSeats(server, other, trip.id), 'accept');
    await decide(server, driver, await requestSeats(server, refusedOne, trip.id), 'reject');
    const before = (await call(server, 'GET', `/api/users/${driver.user.id}`)).body;

    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token })).status).toBe(200);

    const conversationOf = async (who: SignedInUser) =>
      conversationsResponse
        .parse((await call(server, 'GET', '/api/conversations', { token: who.token })).body)
        .conversations.data.find((c) => c.context_id === trip.id)!;
    const mine = await conversationOf(passenger);
    const [request] = mine.messages;
    expect(request).toMatchObject({ type: 1, target_user_id: passenger.user.id, subject: { status: 0, rating: null } });
    expect((await notificationsOf(passenger)).notifications[0]).toMatchObject({ title: 'Donnez votre avis', web_url: `/messages?conversation=${mine.id}` });
    // Only its target sees a feedback request: the driver's side of that conversation does not hold it.
    const driverPage = messagesResponse.parse((await call(server, 'GET', `/api/conversations/${mine.id}/messages`, { token: driver.token })).body);
    expect(driverPage.messages.data.some((m) => m.type === 1)).toBe(false);
    expect((await conversationOf(refusedOne)).messages[0]!.type).not.toBe(1);

    const ratingId = request!.subject_id!;
    const notTheirs = await call(server, 'PUT', `/api/ratings/${ratingId}`, { token: other.token, json: { rating: 1 } });
    expect(notTheirs.status).toBe(403);
    const bad = await call(server, 'PUT', `/api/ratings/${ratingId}`, { token: passenger.token, json: { rating: 6, comment: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ rating: ['The rating must be between 1 and 5.'] });
    expect((await call(server, 'PUT', `/api/ratings/${ratingId}`, { token: passenger.token, json: {} })).body.errors).toEqual({
      rating: ['The rating field is required.'],
    });
    expect((await call(server, 'PUT', `/api/ratings/${ratingId}`, { json: { rating: 5 } })).status).toBe(401);
    expect((await call(server, 'PUT', '/api/ratings/999999', { token: passenger.token, json: { rating: 5 } })).status).toBe(404);

    const given = await call(server, 'PUT', `/api/ratings/${ratingId}`, { token: passenger.token, json: { rating: 5, comment: 'Très ponctuel' } });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ id: ratingId, rating: 5, comment: 'Très ponctuel', status: 1 });
    const twice = await call(server, 'PUT', `/api/ratings/${ratingId}`, { token: passenger.token, json: { rating: 1 } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ rating: ['Vous avez déjà donné votre avis.'] });

    // The card now reads as given; the driver's profile counts the stars.
    expect((await conversationOf(passenger)).messages[0]).toMatchObject({ type: 1, subject: { status: 1, rating: 5, comment: 'Très ponctuel' } });
    const after = (await call(server, 'GET', `/api/users/${driver.user.id}`)).body;
    const stars = (body: { data?: { star_counts?: Record<string, number> }; star_counts?: Record<string, number> }) => (body.data ?? body).star_counts ?? {};
    expect((stars(after)['5'] ?? 0) - (stars(before)['5'] ?? 0)).toBe(1);
  });
});
