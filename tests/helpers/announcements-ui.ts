// Travel request steps of the browser tests: fill Create Travel Request and the proposal form as a person would, find
// a request's rows on the server, a second approved demo driver who answers through the API, a vehicle that vanishes.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { announcements, proposals, vehicles } from '../../src/server/db/schema';
import type { AppUnderTest } from './app-under-test';
import { chooseCity } from './city-picker';
import type { TestDriver } from './marketplace';
import { call, logIn } from './server';

export interface TravelRequestValues {
  from: string;
  to: string;
  pickup: string;
  dropoff: string;
  /** `YYYY-MM-DDTHH:mm`, Tunis time. */
  desired: string;
  seats: number;
  maxPrice?: number;
  notes?: string;
}

/** A Tunis wall time `days` from now at `time` (HH:mm), as a `datetime-local` input takes it. */
export function tunisLocalIn(days: number, time: string): string {
  // Tunisia is UTC+1 all year.
  const day = new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}`;
}

/** Fills Create Travel Request without submitting it. */
export async function fillTravelRequestForm(form: Locator, values: TravelRequestValues): Promise<void> {
  await chooseCity(form, 'announcement-departure-city', values.from);
  await chooseCity(form, 'announcement-arrival-city', values.to);
  await form.getByLabel('Point de prise en charge').fill(values.pickup);
  await form.getByLabel('Point de dépose').fill(values.dropoff);
  await form.getByLabel('Date et heure souhaitées').fill(values.desired);
  await form.getByLabel('Places nécessaires').fill(String(values.seats));
  if (values.maxPrice !== undefined) await form.getByLabel('Prix max par place (TND)').fill(String(values.maxPrice));
  if (values.notes) await form.getByLabel('Notes supplémentaires (facultatif)').fill(values.notes);
}

/** Fills Submit Trip Proposal with the driver's first vehicle, leaving the terms box to the test. */
export async function fillProposalForm(form: Locator, values: { price: number; message: string }): Promise<void> {
  await expect.poll(() => form.locator('#proposal-vehicle option').count()).toBeGreaterThan(1);
  await form.locator('#proposal-vehicle').selectOption({ index: 1 });
  await form.getByLabel('Prix par place (TND)').fill(String(values.price));
  await form.getByLabel('Message (facultatif)').fill(values.message);
}

/** The server's rows of the requests with this pickup point. */
export function announcementRows(app: AppUnderTest, pickup: string) {
  return app.server.database.db.select().from(announcements).where(eq(announcements.departureLocation, pickup));
}

export function proposalRows(app: AppUnderTest, announcementId: number) {
  return app.server.database.db.select().from(proposals).where(eq(proposals.announcementId, announcementId));
}

/** Walid Hammami, an approved driver of the demo seed, signed in through the API with his vehicle. */
export async function walid(app: AppUnderTest): Promise<TestDriver> {
  const session = await logIn(app.server, '22444555', DEMO_PASSWORD);
  const { body } = await call(app.server, 'GET', '/api/vehicles/all', { token: session.token });
  return { ...session, vehicleId: body.data[0].id as number };
}

let plates = 0;
/** A second vehicle for a driver, straight in the database (approval happens in a staff tool the API lacks). */
export async function addVehicle(app: AppUnderTest, userId: number): Promise<{ id: number; plate: string }> {
  plates += 1;
  const plate = `${200 + (process.pid % 700)} TU ${String(plates).padStart(4, '0')}`;
  const [row] = await app.server.database.db
    .insert(vehicles)
    .values({ userId, make: 'Kia', model: 'Picanto', year: 2021, color: 'Rouge', plateNumber: plate, seats: 4, createdAt: app.server.clock.now() })
    .returning({ id: vehicles.id });
  return { id: row!.id, plate };
}

/** The vehicle is gone (sold, deleted elsewhere) while a form still offers it. */
export async function removeVehicle(app: AppUnderTest, id: number): Promise<void> {
  await app.server.database.db.delete(vehicles).where(eq(vehicles.id, id));
}
