// Drivers, trips and bookings for the marketplace tests, made through the API wherever a person would use it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingResponse } from '../../src/contract/bookings';
import type { RefusalCode } from '../../src/contract/errors';
import { tripCreatedResponse, type Trip, type TripRequest } from '../../src/contract/trips';
import { DRIVER_VERIFICATION } from '../../src/contract/user';
import type { Db } from '../../src/server/db/client';
import { cities, driverVerifications, users, vehicles } from '../../src/server/db/schema';
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
  return makeDriver(server.database.db, account, server.clock.now(), status);
}

/** Makes `account` a driver (verified with `status`) with a Dacia of a plate no other vehicle of this process has. */
export async function makeDriver(db: Db, account: SignedInUser, now: Date, status: number = DRIVER_VERIFICATION.approved): Promise<TestDriver> {
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

/** The fair price the server suggests between two cities (`GET /api/trips/price-suggestion`); null for unknown ones. */
export async function suggestedPrice(server: TestServer, from: number, to: number): Promise<number | null> {
  const answer = await call(server, 'GET', `/api/trips/price-suggestion?departure_city_id=${from}&arrival_city_id=${to}`);
  if (answer.status === 422) return null;
  if (answer.status !== 200) throw new Error(`price suggestion answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { suggested: number }).suggested;
}

/**
 * A valid Add Trip form: Tunis → Sousse tomorrow, 3 seats at the suggested price (11 TND for Tunis → Sousse), on the
 * driver's vehicle.
 */
export async function tripForm(server: TestServer, driver: TestDriver, overrides: Partial<TripRequest> = {}): Promise<TripRequest> {
  const from = Number(overrides.departure_city_id ?? (await cityId(server, 'Tunis')));
  const to = Number(overrides.arrival_city_id ?? (await cityId(server, 'Sousse')));
  return {
    departure_city_id: from,
    arrival_city_id: to,
    departure_location: 'Station Bab Saadoun',
    arrival_location: 'Gare de Sousse',
    departure_time: hoursFromNow(server, 24),
    available_seats: 3,
    // A form about something else (a loop, an unknown city) still needs a price.
    price_per_seat: (from !== to && (await suggestedPrice(server, from, to))) || 10,
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

export const decide = (
  server: TestServer,
  driver: SignedInUser,
  bookingId: number,
  decision: 'accept' | 'reject' | 'cancel',
  headers: Record<string, string> = {},
) => call(server, 'POST', `/api/bookings/${bookingId}/${decision}`, { token: driver.token, headers });

/** Several verified passengers at once. */
export async function createPassengers(server: TestServer, count: number): Promise<SignedInUser[]> {
  const passengers: SignedInUser[] = [];
  for (let i = 0; i < count; i++) passengers.push(await createVerifiedUser(server, { first_name: 'Rania', last_name: `Passagère ${i + 1}` }));
  return passengers;
}

/** Asserts a Laravel 422 with exactly these field messages. */
export function expectFieldErrors(answer: { status: number; body: unknown }, errors: Record<string, string[]>, code?: RefusalCode) {
  expect(answer.status).toBe(422);
  expect((answer.body as { errors: unknown }).errors).toEqual(errors);
  if (code) expect((answer.body as { code: unknown }).code).toBe(code);
}

/** Asserts `again` is the stored answer of `first` (same Idempotency-Key): same status and body, marked replayed. */
export function expectStoredAnswer(first: { status: number; body: unknown }, again: { status: number; headers: Headers; body: unknown }) {
  expect(again.status).toBe(first.status);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body).toEqual(first.body);
}

/** A small real image of the given format, made by sharp (so its bytes decode). */
export async function testImage(format: 'png' | 'jpeg', options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ create: { width: options.width ?? 40, height: options.height ?? 30, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The smallest file that starts like a PDF; the server keeps PDFs as they are. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Appends a file part, as a browser's file input sends it. */
export function appendFile(form: FormData, field: string, content: Buffer, name = 'scan.pdf', type = 'application/pdf') {
  form.append(field, new Blob([new Uint8Array(content)], { type }), name);
}

/** A date `days` after the server's clock, as a date input sends it (YYYY-MM-DD). */
export const dateFromNow = (server: TestServer, days: number) => new Date(server.clock.now().getTime() + days * 24 * HOUR_MS).toISOString().slice(0, 10);

let formPlateCounter = 0;
/** A plate no other vehicle of this process has. */
export function uniquePlate(): string {
  formPlateCounter += 1;
  return `${100 + (process.pid % 800)} TN ${String(formPlateCounter).padStart(4, '0')}`;
}

/** The vehicle form's fields (spec 001 §5), valid unless overridden. */
export function vehicleFormFields(server: TestServer, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    make: 'Renault',
    model: 'Clio',
    year: '2019',
    color: 'Gris',
    plate_number: uniquePlate(),
    comfort_level: 'comfort',
    insurance_number: 'STAR-778812',
    technical_inspection_expiry: dateFromNow(server, 200),
    ...overrides,
  };
}

/** The required vehicle papers (registration 3, insurance 4, inspection 5) with expiry dates for 4 and 5. */
export function appendVehicleDocuments(server: TestServer, form: FormData, prefix: 'documents' | 'vehicle_documents', skip: number[] = []) {
  for (const typeId of [3, 4, 5]) if (!skip.includes(typeId)) appendFile(form, `${prefix}[${typeId}]`, TEST_PDF);
  for (const typeId of [4, 5]) if (!skip.includes(typeId)) form.append(`expiry_dates[${typeId}]`, dateFromNow(server, 300));
}

/** A complete Add Vehicle form with every required document. */
export function addVehicleForm(server: TestServer, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(vehicleFormFields(server, overrides))) form.append(name, value);
  appendVehicleDocuments(server, form, 'documents');
  return form;
}

/** A complete become-driver application: `vehicle[…]`, identity card and licence, the three vehicle papers. */
export function applicationForm(server: TestServer, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(vehicleFormFields(server, overrides))) form.append(`vehicle[${name}]`, value);
  appendFile(form, 'user_documents[1]', TEST_PDF);
  appendFile(form, 'user_documents[2]', TEST_PDF);
  appendVehicleDocuments(server, form, 'vehicle_documents');
  return form;
}

/** A verified account with the staff flag (the demo seed has one; tests make their own). */
export async function createStaff(server: TestServer): Promise<SignedInUser> {
  const account = await createVerifiedUser(server, { first_name: 'Salma', last_name: 'Staff' });
  await server.database.db.update(users).set({ isStaff: true }).where(eq(users.id, account.user.id));
  return account;
}

/** A staff decision on a document or a driver application. */
export const staffDecides = (
  server: TestServer,
  staff: SignedInUser,
  what: 'documents' | 'driver-verifications',
  id: number,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
  headers: Record<string, string> = {},
) => call(server, 'POST', `/api/staff/${what}/${id}/decision`, { token: staff.token, json: decision, headers });
