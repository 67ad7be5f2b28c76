// Publishing, editing and deleting trips: approved drivers only, own vehicles, field errors, owners, idempotency.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponse } from '../../src/contract/auth';
import { tripCreatedResponse, tripResponse, tripUpdatedResponse } from '../../src/contract/trips';
import { DRIVER_VERIFICATION } from '../../src/contract/user';
import { call, createVerifiedUser, registerUser, type TestServer } from '../helpers/server';
import {
  cityId,
  createDriver,
  decide,
  expectFieldErrors,
  expectStoredAnswer,
  hoursFromNow,
  publishTrip,
  requestSeats,
  type TestDriver,
  tripForm,
} from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver)));
afterAll(async () => server?.close());

describe('POST /api/trips', () => {
  it('publishes an active trip whose seats are all free', async () => {
    const form = await tripForm(server, driver, { price_per_seat: 9.5, available_seats: 3 });
    const answer = await call(server, 'POST', '/api/trips', { token: driver.token, json: form });
    expect(answer.status).toBe(201);
    const body = tripCreatedResponse.parse(answer.body);
    expect(body.message).toBe('Trip created successfully');
    expect(body.data).toMatchObject({
      driver_id: driver.user.id,
      vehicle_id: driver.vehicleId,
      departure_city: { name: 'Tunis' },
      arrival_city: { name: 'Sousse' },
      departure_location: 'Station Bab Saadoun',
      departure_time: form.departure_time,
      available_seats: 3,
      total_seats: 3,
      status: 1,
      status_text: 'Active',
      bookings_count: 0,
      driver: { id: driver.user.id, full_name: 'Mourad Driss', average_rating: null },
    });
    // A JSON number, not numeric's string.
    expect(answer.body.data.price_per_seat).toBe(9.5);
    expect(tripResponse.parse((await call(server, 'GET', `/api/trips/${body.data.id}`)).body).data.id).toBe(body.data.id);
  });

  it('names each invalid field', async () => {
    const answer = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: { departure_location: ' ', departure_time: 'soon', available_seats: 9, price_per_seat: -1 },
    });
    expectFieldErrors(answer, {
      departure_city_id: ['The departure city field is required.'],
      arrival_city_id: ['The arrival city field is required.'],
      departure_location: ['The departure location field is required.'],
      departure_time: ['The departure time must be a valid date.'],
      available_seats: ['The available seats must not be greater than 8.'],
      price_per_seat: ['The price per seat must be at least 0.'],
      vehicle_id: ['The vehicle field is required.'],
    });
    expect(answer.body.message).toBe('The departure city field is required. (and 6 more errors)');
  });

  it('refuses a departure in the past, another driver’s vehicle, unknown cities and a loop', async () => {
    const other = await createDriver(server);
    const past = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: await tripForm(server, driver, { departure_time: hoursFromNow(server, -1), vehicle_id: other.vehicleId, arrival_city_id: 9999 }),
    });
    expectFieldErrors(past, {
      arrival_city_id: ['The selected arrival city is invalid.'],
      departure_time: ['The departure time must be a date after now.'],
      vehicle_id: ['The selected vehicle is invalid.'],
    });
    const tunis = await cityId(server, 'Tunis');
    const loop = await call(server, 'POST', '/api/trips', { token: driver.token, json: await tripForm(server, driver, { arrival_city_id: tunis }) });
    expectFieldErrors(loop, { arrival_city_id: ['The arrival city must be different from the departure city.'] });
  });

  it('is for approved drivers only', async () => {
    const passenger = await createVerifiedUser(server);
    const pending = await createDriver(server, DRIVER_VERIFICATION.pending);
    for (const account of [passenger, pending]) {
      const answer = await call(server, 'POST', '/api/trips', { token: account.token, json: await tripForm(server, driver) });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^Only approved drivers can publish trips/);
    }
    expect((await call(server, 'POST', '/api/trips', { json: {} })).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    const unverified = await registerUser(server);
    const refused = await call(server, 'POST', '/api/trips', { token: unverified.token, json: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_not_verified');
  });

  it('publishes once for a replayed Idempotency-Key', async () => {
    const key = randomUUID();
    const json = await tripForm(server, driver, { departure_location: `Replay ${key}` });
    const send = () => call(server, 'POST', '/api/trips', { token: driver.token, json, headers: { 'Idempotency-Key': key } });
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(201);
    expectStoredAnswer(first, second);
    const mine = await call(server, 'GET', '/api/my-trips', { token: driver.token });
    expect(mine.body.data.filter((t: { departure_location: string }) => t.departure_location === `Replay ${key}`)).toHaveLength(1);
  });
});

describe('PUT /api/trips/{id}', () => {
  it('updates the trip, counting seats already given on top of those still offered', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 3 });
    const passenger = await createVerifiedUser(server);
    expect((await decide(server, driver, await requestSeats(server, passenger, trip.id, 2), 'accept')).status).toBe(200);
    const form = await tripForm(server, driver, { available_seats: 2, price_per_seat: 10.25, description: null, departure_location: 'Place Barcelone' });
    const answer = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: { ...form, id: trip.id } });
    expect(answer.status).toBe(200);
    const body = tripUpdatedResponse.parse(answer.body);
    expect(body.message).toBe('Trip updated successfully');
    expect(body.trip).toMatchObject({ id: trip.id, available_seats: 2, total_seats: 4, price_per_seat: 10.25, description: null, status: 1 });
    expect(body.trip.departure_location).toBe('Place Barcelone');
  });

  it('is for the trip’s driver only, and 404 for unknown trips', async () => {
    const trip = await publishTrip(server, driver);
    const other = await createDriver(server);
    const answer = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: other.token, json: await tripForm(server, other) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Only the driver of this trip can do this.', code: 'forbidden' });
    expect((await call(server, 'PUT', '/api/trips/999999', { token: driver.token, json: {} })).body).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await call(server, 'PUT', '/api/trips/abc', { token: driver.token, json: {} })).status).toBe(404);
  });

  it('validates like create and refuses completed trips', async () => {
    const trip = await publishTrip(server, driver);
    const past = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { departure_time: hoursFromNow(server, -2), available_seats: 0 }),
    });
    expectFieldErrors(past, { available_seats: ['The available seats must be at least 1.'] });
    const later = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: await tripForm(server, driver, { departure_time: hoursFromNow(server, -2) }),
    });
    expectFieldErrors(later, { departure_time: ['The departure time must be a date after now.'] });
    await call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token });
    const done = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: await tripForm(server, driver) });
    expectFieldErrors(done, { trip: ['This trip can no longer be edited.'] });
  });
});

describe('DELETE /api/trips/{id}', () => {
  it('deletes a trip without accepted bookings and tells pending passengers', async () => {
    const trip = await publishTrip(server, driver);
    const passenger = await createVerifiedUser(server);
    await requestSeats(server, passenger, trip.id);
    const answer = await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token });
    expect(answer.status).toBe(200);
    expect(messageResponse.parse(answer.body)).toEqual({ message: 'Trip deleted successfully' });
    expect((await call(server, 'GET', `/api/trips/${trip.id}`)).status).toBe(404);
    expect((await call(server, 'GET', '/api/my-bookings', { token: passenger.token })).body.data).toEqual([]);
  });

  it('refuses while passengers hold seats, and for anyone but the driver', async () => {
    const trip = await publishTrip(server, driver);
    const passenger = await createVerifiedUser(server);
    await decide(server, driver, await requestSeats(server, passenger, trip.id), 'accept');
    expect((await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: passenger.token })).status).toBe(403);
    const refused = await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token });
    expectFieldErrors(refused, { trip: ['This trip has accepted bookings and cannot be deleted: cancel it instead.'] });
    expect((await call(server, 'DELETE', '/api/trips/999999', { token: driver.token })).status).toBe(404);
  });

  it('answers a replayed delete with the stored answer', async () => {
    const trip = await publishTrip(server, driver);
    const key = randomUUID();
    const first = await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token, headers: { 'Idempotency-Key': key } });
    const again = await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    expectStoredAnswer(first, again);
  });
});
