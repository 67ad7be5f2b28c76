// The owner's status actions: pause ↔ activate, cancel, complete, activate again; refused moves and non-owners.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripStatusResponse } from '../../src/contract/trips';
import { call, createVerifiedUser, type TestServer } from '../helpers/server';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications } from '../../src/server/db/schema';
import { bookSeats, expectFieldErrors, hoursFromNow, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver)));
afterAll(async () => server?.close());

const HOUR = 60 * 60_000;
const patch = (id: number, action: string, token = driver.token) => call(server, 'PATCH', `/api/trips/${id}/${action}`, { token });
const toggle = (id: number, status: unknown, token = driver.token) => call(server, 'PUT', `/api/trips/${id}/status`, { token, json: { status } });

function expectMoved(answer: { status: number; body: unknown }, message: string, status: number, statusText: string) {
  expect(answer.status).toBe(200);
  expect(tripStatusResponse.parse(answer.body)).toMatchObject({ message, data: { status, status_text: statusText } });
}

describe('cancelling a trip', () => {
  it('tells every passenger who holds or asks for a seat', async () => {
    const trip = await publishTrip(server, driver);
    const [holder, asker] = [await createVerifiedUser(server), await createVerifiedUser(server)];
    const held = await requestSeats(server, holder, trip.id);
    await requestSeats(server, asker, trip.id);
    expect((await call(server, 'POST', `/api/bookings/${held}/accept`, { token: driver.token })).status).toBe(200);
    expectMoved(await patch(trip.id, 'cancel'), 'Trip cancelled successfully', 2, 'Cancelled');
    const told = await server.database.db
      .select({ userId: notifications.userId, title: notifications.title, webUrl: notifications.webUrl })
      .from(notifications)
      .where(and(eq(notifications.title, 'Trajet annulé'), inArray(notifications.userId, [holder.user.id, asker.user.id])));
    expect(told).toHaveLength(2);
    expect(told.every((row) => row.webUrl === `/trips/${trip.id}`)).toBe(true);
  });
});

describe('PUT /api/trips/{id}/status', () => {
  it('pauses and reactivates; a paused trip stays listed but takes no bookings', async () => {
    const trip = await publishTrip(server, driver);
    expectMoved(await toggle(trip.id, 0), 'Trip paused successfully', 0, 'Pending');
    const listed = await call(server, 'GET', '/api/trips');
    expect(listed.body.data.find((t: { id: number }) => t.id === trip.id)).toMatchObject({ status: 0, status_text: 'Pending' });
    const passenger = await createVerifiedUser(server);
    expectFieldErrors(await bookSeats(server, passenger, trip.id), { trip: ['This trip is not open for booking.'] });
    expectMoved(await toggle(trip.id, '1'), 'Trip activated successfully', 1, 'Active');
    expect((await bookSeats(server, passenger, trip.id)).status).toBe(201);
  });

  it('refuses a move that is not allowed and a status that is not 0 or 1', async () => {
    const trip = await publishTrip(server, driver);
    expectFieldErrors(await toggle(trip.id, 1), { status: ['This trip cannot be activated.'] });
    expectFieldErrors(await toggle(trip.id, 4), { status: ['The status must be 0 (paused) or 1 (active).'] });
    expectFieldErrors(await toggle(trip.id, undefined), { status: ['The status field is required.'] });
  });
});

describe('PATCH /api/trips/{id}/cancel|activate|complete', () => {
  it('cancels, activates again before departure, then completes', async () => {
    const trip = await publishTrip(server, driver);
    expectMoved(await patch(trip.id, 'cancel'), 'Trip cancelled successfully', 2, 'Cancelled');
    expect((await call(server, 'GET', '/api/trips')).body.data.map((t: { id: number }) => t.id)).not.toContain(trip.id);
    expectFieldErrors(await patch(trip.id, 'cancel'), { status: ['This trip cannot be cancelled.'] });
    expectFieldErrors(await patch(trip.id, 'complete'), { status: ['This trip cannot be completed.'] });
    expectMoved(await patch(trip.id, 'activate'), 'Trip activated successfully', 1, 'Active');
    expectMoved(await patch(trip.id, 'complete'), 'Trip completed successfully', 4, 'Completed');
    // Completed is final.
    for (const action of ['activate', 'cancel', 'complete']) expect((await patch(trip.id, action)).status).toBe(422);
    expectFieldErrors(await toggle(trip.id, 0), { status: ['This trip cannot be paused.'] });
  });

  it('does not reopen a cancelled trip whose departure has passed', async () => {
    const trip = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 2) });
    await patch(trip.id, 'cancel');
    server.clock.advance(3 * HOUR);
    try {
      expectFieldErrors(await patch(trip.id, 'activate'), { status: ['This trip cannot be activated: its departure time has passed.'] });
    } finally {
      server.clock.advance(-3 * HOUR);
    }
  });

  it('is for the trip’s driver only; unknown trips are 404; signed-out callers 401', async () => {
    const trip = await publishTrip(server, driver);
    const other = await createVerifiedUser(server);
    for (const action of ['activate', 'cancel', 'complete']) {
      expect((await patch(trip.id, action, other.token)).status).toBe(403);
      expect((await patch(999_999, action)).status).toBe(404);
      expect((await call(server, 'PATCH', `/api/trips/${trip.id}/${action}`)).status).toBe(401);
    }
    expect((await toggle(trip.id, 0, other.token)).body).toEqual({ message: 'Only the driver of this trip can do this.', code: 'forbidden' });
  });

  it('answers a replayed cancel with the stored answer instead of a refusal', async () => {
    const trip = await publishTrip(server, driver);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token, headers });
    const again = await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token, headers });
    expectMoved(again, 'Trip cancelled successfully', 2, 'Cancelled');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
