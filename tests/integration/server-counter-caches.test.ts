// The totals the database keeps for trip cards (migration 0018): a driver's stars and a trip's accepted bookings
// follow every write to ratings and bookings, through the API or not, and the card shows them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_STATUS } from '../../src/contract/ratings';
import { BOOKING_STATUS } from '../../src/contract/statuses';
import { ratings } from '../../src/server/db/schema';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { createPassengers, decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passengers: SignedInUser[];
beforeAll(async () => {
  ({ server, driver } = await startServerWith(aDriver));
  passengers = await createPassengers(server, 3);
});
afterAll(async () => server?.close());

async function card(tripId: number) {
  const answer = await call(server, 'GET', `/api/trips/${tripId}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { bookings_count: number; driver: { average_rating: number | null } };
}

/** What the totals must equal: the ratings and bookings themselves, aggregated. */
async function truth(tripId: number) {
  const { rows } = (await server.database.db.execute(sql`
    select (select count(*)::int from bookings where trip_id = ${tripId} and status = ${BOOKING_STATUS.accepted}) as accepted,
           (select count(*)::int from ratings where rated_user_id = ${driver.user.id} and status = ${RATING_STATUS.approved} and rating is not null) as count,
           (select coalesce(sum(rating), 0)::int from ratings where rated_user_id = ${driver.user.id} and status = ${RATING_STATUS.approved} and rating is not null) as sum,
           (select accepted_bookings from trips where id = ${tripId}) as kept_accepted,
           (select rating_count from users where id = ${driver.user.id}) as kept_count,
           (select rating_sum from users where id = ${driver.user.id}) as kept_sum`)) as unknown as {
    rows: { accepted: number; count: number; sum: number; kept_accepted: number; kept_count: number; kept_sum: number }[];
  };
  const row = rows[0]!;
  expect({ accepted: row.kept_accepted, count: row.kept_count, sum: row.kept_sum }).toEqual({ accepted: row.accepted, count: row.count, sum: row.sum });
  return row;
}

describe('the totals a trip card reads', () => {
  it('count accepted bookings as drivers accept, refuse and passengers cancel', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 4 });
    const [a, b, c] = await Promise.all(passengers.map((p) => requestSeats(server, p, trip.id)));
    expect((await card(trip.id)).bookings_count).toBe(0);
    for (const id of [a!, b!]) expect((await decide(server, driver, id, 'accept')).status).toBe(200);
    expect((await decide(server, driver, c!, 'reject')).status).toBe(200);
    expect((await card(trip.id)).bookings_count).toBe(2);
    expect((await truth(trip.id)).accepted).toBe(2);
    expect((await call(server, 'POST', `/api/bookings/${a}/cancel`, { token: passengers[0]!.token })).status).toBe(200);
    expect((await card(trip.id)).bookings_count).toBe(1);
    expect((await truth(trip.id)).accepted).toBe(1);
  });

  it('average the approved ratings with stars as ratings are written, moderated and deleted', async () => {
    const trip = await publishTrip(server, driver);
    expect((await card(trip.id)).driver.average_rating).toBeNull();
    const rate = (reviewer: SignedInUser, rating: number | null, status: number) =>
      server.database.db
        .insert(ratings)
        .values({ tripId: trip.id, reviewerId: reviewer.user.id, ratedUserId: driver.user.id, rating, status, createdAt: server.clock.now() })
        .returning({ id: ratings.id })
        .then(([row]) => row!.id);
    const five = await rate(passengers[0]!, 5, RATING_STATUS.approved);
    const four = await rate(passengers[1]!, 4, RATING_STATUS.approved);
    const waiting = await rate(passengers[2]!, null, RATING_STATUS.pending);
    expect((await card(trip.id)).driver.average_rating).toBe(4.5);

    // Stars given later, then approved; one rating rejected by moderation; one deleted.
    await server.database.db.update(ratings).set({ rating: 2 }).where(eq(ratings.id, waiting));
    expect((await card(trip.id)).driver.average_rating).toBe(4.5);
    await server.database.db.update(ratings).set({ status: RATING_STATUS.approved }).where(eq(ratings.id, waiting));
    expect((await card(trip.id)).driver.average_rating).toBe(3.7);
    await server.database.db.update(ratings).set({ status: RATING_STATUS.rejected }).where(eq(ratings.id, four));
    expect((await card(trip.id)).driver.average_rating).toBe(3.5);
    await server.database.db.delete(ratings).where(eq(ratings.id, five));
    expect((await card(trip.id)).driver.average_rating).toBe(2);
    expect(await truth(trip.id)).toMatchObject({ count: 1, sum: 2 });
    await server.database.db.delete(ratings).where(eq(ratings.id, waiting));
    expect((await card(trip.id)).driver.average_rating).toBeNull();
    expect(await truth(trip.id)).toMatchObject({ count: 0, sum: 0 });
  });
});
