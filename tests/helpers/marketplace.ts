// Drivers, trips and bookings for the marketplace tests, made through the API wherever a person would use it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingResponse } from '../../src/contract/bookings';
import { tripCreatedResponse, type Trip, type TripRequest } from '../../src/contract/trips';
import { DRIVER_VERIFICATION } from '../../src/contract/user';
import { cities, driverVerifications, vehicles } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from './server';

export interface TestDriver extends SignedInUser {
  vehicleId: number;
}

const HOUR_MS = 60 * 60_000;
let plateCounter = 0;

/**
 * A verified account whose driver application was approved, with one vehicle. Approval happens in a staff tool
 * the API does not have, hence the direct rows.
 */
export async function createDriver(server: TestServer, status: number = DRIVER_VERIFICATION.approved): Promise<TestDriver> {
  const account = await createVerifiedUser(server, { first_name: 'Mourad', last_name: 'Driss' });
  const now = server.clock.now();
  const { db } = server.database;
  await db.insert(driverVerifications).values({ userId: account.user.id, status, createdAt: now, updatedAt: now });
  plateCounter += 1;
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      userId: account.user.id,
      make: 'Dacia',
      model: 'Logan',
      year: 2020,
      color: 'Blanc',
      plateNumber: `${100 + (process.pid % 800)} TU ${String(plateCounter).padStart(4, '0')}`,
      seats: 4,
      createdAt: now,
    })
    .returning({ id: vehicles.id });
  return { ...account, vehicleId: vehicle!.id };
}

/** A city's id by name (ids are serial: never assume them). */
export async function cityId(server: TestServer, name: string): Promise<number> {
  const [city] = await server.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name));
  if (!city) throw new Error(`no city ${name}`);
  return city.id;
}

/** An instant `hours` after the server's clock, as the form sends it. */
export const hoursFromNow = (server: TestServer, hours: number) => new Date(server.clock.now().getTime() + hours * HOUR_MS).toISOString();

/** A valid Add Trip form: Tunis → Sousse tomorrow, 3 seats at 20 TND, on the driver's vehicle. */
export async function tripForm(server: TestServer, driver: TestDriver, overrides: Partial<TripRequest> = {}): Promise<TripRequest> {
  return {
    departure_city_id: await cityId(server, 'Tunis'),
    arrival_city_id: await cityId(server, 'Sousse'),
    departure_location: 'Station Bab Saadoun',
    arrival_location: 'Gare de Sousse',
    departure_time: hoursFromNow(server, 24),
    available_seats: 3,
    price_per_seat: 20,
    description: 'Climatisée',
    vehicle_id: driver.vehicleId,
    ...overrides,
  };
}

/** Publishes a trip through the API and returns it as the server answered. */
export async function publishTrip(server: TestServer, driver: TestDriver, overrides: Partial<TripRequest> = {}): Promise<Trip> {
  const answer = await call(server, 'POST', '/api/trips', { token: driver.token, json: await tripForm(server, driver, overrides) });
  if (answer.status !== 201) throw new Error(`create trip answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return tripCreatedResponse.parse(answer.body).data;
}

export const bookSeats = (server: TestServer, passenger: SignedInUser, tripId: number, seats = 1, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats, notes: null }, headers });

/** A pending booking of `seats` on the trip; returns its id. */
export async function requestSeats(server: TestServer, passenger: SignedInUser, tripId: number, seats = 1): Promise<number> {
  const answer = await bookSeats(server, passenger, tripId, seats);
  if (answer.status !== 201) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return bookingResponse.parse(answer.body).data.id;
}

export const decide = (server: TestServer, driver: SignedInUser, bookingId: number, decision: 'accept' | 'reject' | 'cancel', headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/bookings/${bookingId}/${decision}`, { token: driver.token, headers });

/** Several verified passengers at once. */
export async function createPassengers(server: TestServer, count: number): Promise<SignedInUser[]> {
  const passengers: SignedInUser[] = [];
  for (let i = 0; i < count; i++) passengers.push(await createVerifiedUser(server, { first_name: 'Rania', last_name: `Passagère ${i + 1}` }));
  return passengers;
}

/** Asserts a Laravel 422 with exactly these field messages. */
export function expectFieldErrors(answer: { status: number; body: unknown }, errors: Record<string, string[]>) {
  expect(answer.status).toBe(422);
  expect((answer.body as { errors: unknown }).errors).toEqual(errors);
}
