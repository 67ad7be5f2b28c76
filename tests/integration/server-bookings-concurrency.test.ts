// No overbooking: concurrent accepts, and bookings racing accepts, never take more seats than the trip has.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponse } from '../../src/contract/bookings';
import { bookings, trips } from '../../src/server/db/schema';
import { call, type TestServer } from '../helpers/server';
import { bookSeats, createPassengers, decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver)));
afterAll(async () => server?.close());

async function seatsLeft(tripId: number) {
  const [row] = await server.database.db.select({ seats: trips.availableSeats }).from(trips).where(eq(trips.id, tripId));
  return row!.seats;
}

const acceptedSeats = async (tripId: number) =>
  (await server.database.db.select().from(bookings).where(eq(bookings.tripId, tripId))).filter((b) => b.status === 1).reduce((n, b) => n + b.seats, 0);

describe('accepting bookings concurrently', () => {
  it('accepts exactly as many as there are seats; the rest get 422 on seats', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 2 });
    const passengers = await createPassengers(server, 20);
    const bookingIds = [];
    for (const passenger of passengers) bookingIds.push(await requestSeats(server, passenger, trip.id, 1));

    const answers = await Promise.all(bookingIds.map((id) => decide(server, driver, id, 'accept')));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const answer of accepted) expect(bookingResponse.parse(answer.body).data.status).toBe(1);
    for (const answer of refused) expect(answer.body.errors).toEqual({ seats: ['Not enough seats left on this trip.'] });
    expect(await seatsLeft(trip.id)).toBe(0);
    expect(await acceptedSeats(trip.id)).toBe(2);
    const shown = await call(server, 'GET', `/api/trips/${trip.id}`);
    expect(shown.body.data).toMatchObject({ available_seats: 0, total_seats: 2, bookings_count: 2 });
  });

  it('holds while new requests, accepts and cancellations interleave', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const early = await createPassengers(server, 10);
    const late = await createPassengers(server, 10);
    const earlyIds: number[] = [];
    for (const passenger of early) earlyIds.push(await requestSeats(server, passenger, trip.id, 1 + (earlyIds.length % 2)));

    // While the driver accepts the early requests, ten more passengers book, and each accept is followed at once by
    // an accept of whatever the late ones created.
    const lateAccepts: Promise<unknown>[] = [];
    const work = [
      ...earlyIds.map((id) => decide(server, driver, id, 'accept')),
      ...late.map(async (passenger) => {
        const booked = await bookSeats(server, passenger, trip.id, 1);
        if (booked.status === 201) lateAccepts.push(decide(server, driver, booked.body.data.id, 'accept'));
        return booked;
      }),
      // One early passenger cancels meanwhile: their seats may come back and go to someone else, never twice.
      decide(server, early[0]!, earlyIds[0]!, 'cancel'),
    ];
    const answers = await Promise.all(work);
    await Promise.all(lateAccepts);
    for (const answer of answers) expect([200, 201, 422]).toContain(answer.status);

    const left = await seatsLeft(trip.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + (await acceptedSeats(trip.id))).toBe(3);
  });

  it('keeps seats right when the same booking is accepted twice at once', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const [passenger] = await createPassengers(server, 1);
    const bookingId = await requestSeats(server, passenger!, trip.id, 2);
    const answers = await Promise.all([decide(server, driver, bookingId, 'accept'), decide(server, driver, bookingId, 'accept')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await seatsLeft(trip.id)).toBe(1);
  });
});
