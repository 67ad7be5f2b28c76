// Marketplace steps shared by browser tests: publish a trip as the demo driver through the API or its form, find a city.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import type { AppUnderTest } from './app-under-test';
import { chooseCity } from './city-picker';
import { call, logIn } from './server';

let published = 0;

export async function cityId(app: Pick<AppUnderTest, 'server'>, name: string): Promise<number> {
  const { body } = await call(app.server, 'GET', '/api/cities');
  return (body.data as Array<{ id: number; name: string }>).find((city) => city.name === name)!.id;
}

/**
 * The demo driver publishes a Tunis → Sousse trip leaving soon, so it heads the list; its pickup names it. `overrides`
 * changes fields of the form (another departure, parcels taken).
 */
export async function publishDemoTrip(app: Pick<AppUnderTest, 'server' | 'demo'>, seats: number, overrides: Record<string, unknown> = {}) {
  published += 1;
  const driver = await logIn(app.server, app.demo('driver').phone, app.demo('driver').password);
  const { body: vehicles } = await call(app.server, 'GET', '/api/vehicles/all', { token: driver.token });
  const pickup = `Station E2E ${process.pid}-${published}`;
  const answer = await call(app.server, 'POST', '/api/trips', {
    token: driver.token,
    json: {
      departure_city_id: await cityId(app, 'Tunis'),
      arrival_city_id: await cityId(app, 'Sousse'),
      departure_location: pickup,
      arrival_location: 'Gare de Sousse',
      departure_time: new Date(app.server.clock.now().getTime() + (30 + published) * 60_000).toISOString(),
      available_seats: seats,
      price_per_seat: 11.5,
      description: 'Trajet du test',
      vehicle_id: vehicles.data[0].id,
      ...overrides,
    },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.data.id as number, pickup, driver };
}

export interface TripFormValues {
  from: string;
  to: string;
  pickup: string;
  dropoff: string;
  /** `YYYY-MM-DDTHH:mm`, Tunis time. */
  departure: string;
  seats: number;
  price: number;
}

/** Fills the Add Trip form as a driver would (the first vehicle), without submitting it. */
export async function fillTripForm(form: Locator, values: TripFormValues): Promise<void> {
  await chooseCity(form, 'trip-departure-city', values.from);
  await chooseCity(form, 'trip-arrival-city', values.to);
  await form.getByLabel('Lieu de départ').fill(values.pickup);
  await form.getByLabel("Lieu d'arrivée").fill(values.dropoff);
  await form.getByLabel('Date et heure de départ').fill(values.departure);
  await form.getByLabel('Places').fill(String(values.seats));
  await form.getByLabel('Prix par place (TND)').fill(String(values.price));
  await expect.poll(() => form.locator('#trip-vehicle option').count()).toBeGreaterThan(1);
  await form.locator('#trip-vehicle').selectOption({ index: 1 });
}
