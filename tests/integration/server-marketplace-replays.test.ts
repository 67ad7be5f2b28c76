// Idempotency-Key on the remaining trip and booking mutations: a replay answers the stored response and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/contract/api';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { decide, publishTrip, requestSeats, tripForm, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const tripOf = async (id: number) => (await call(server, 'GET', `/api/trips/${id}`, { token: driver.token })).body.data;

/** Sends the same keyed request twice, with an unkeyed change in between that the replay must not undo. */
async function expectReplay(send: (key: string) => ReturnType<typeof call>, between: () => Promise<unknown>, schema: { parse(v: unknown): unknown }) {
  const key = randomUUID();
  const first = await send(key);
  expect(first.status).toBeLessThan(300);
  schema.parse(first.body);
  await between();
  const again = await send(key);
  expect(again.status).toBe(first.status);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body).toEqual(first.body);
}

describe('replayed marketplace mutations', () => {
  it('PUT /api/trips/{id}', async () => {
    const trip = await publishTrip(server, driver);
    const json = await tripForm(server, driver, { price_per_seat: 11 });
    await expectReplay(
      (key) => call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json, headers: { 'Idempotency-Key': key } }),
      () => call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: { ...json, price_per_seat: 12 } }),
      endpoints.updateTrip.response,
    );
    expect((await tripOf(trip.id)).price_per_seat).toBe(12);
  });

  it('PUT /api/trips/{id}/status and PATCH activate/complete', async () => {
    const trip = await publishTrip(server, driver);
    const status = (key: string) =>
      call(server, 'PUT', `/api/trips/${trip.id}/status`, { token: driver.token, json: { status: 0 }, headers: { 'Idempotency-Key': key } });
    await expectReplay(status, () => call(server, 'PATCH', `/api/trips/${trip.id}/activate`, { token: driver.token }), endpoints.setTripStatus.response);
    expect((await tripOf(trip.id)).status).toBe(1);
    const complete = (key: string) => call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token, headers: { 'Idempotency-Key': key } });
    await expectReplay(complete, async () => undefined, endpoints.completeTrip.response);
    expect((await tripOf(trip.id)).status).toBe(4);
  });

  it('POST /api/bookings/{id}/reject and /cancel', async () => {
    const trip = await publishTrip(server, driver);
    const rejected = await requestSeats(server, passenger, trip.id);
    await expectReplay(
      (key) => decide(server, driver, rejected, 'reject', { 'Idempotency-Key': key }),
      async () => undefined,
      endpoints.rejectBooking.response,
    );
    const accepted = await requestSeats(server, passenger, trip.id, 2);
    await decide(server, driver, accepted, 'accept');
    await expectReplay(
      (key) => decide(server, passenger, accepted, 'cancel', { 'Idempotency-Key': key }),
      async () => undefined,
      endpoints.cancelBooking.response,
    );
    // The seats came back once, not twice.
    expect((await tripOf(trip.id)).available_seats).toBe(3);
  });

  it('refuses a key reused for another request', async () => {
    const trip = await publishTrip(server, driver);
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token, headers })).status).toBe(200);
    const other = await call(server, 'PATCH', `/api/trips/${trip.id}/activate`, { token: driver.token, headers });
    expect(other.status).toBe(422);
    expect(other.body.errors).toHaveProperty('Idempotency-Key');
  });
});
