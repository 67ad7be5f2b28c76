// Trips and bookings in the browser: search, filter, preview, detail and booking; the driver's decision reaching
// the passenger; a booking made offline sent exactly once (one tab or two); a queued booking refused and rolled
// back; the list offline.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { seriousViolations as axeViolations } from '../helpers/axe';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline, waitForServiceWorker } from '../helpers/browser';
import { chooseCity } from '../helpers/city-picker';
import { logInThroughUi } from '../helpers/accounts-ui';
import { call, createVerifiedUser } from '../helpers/server';
import { cityId as cityIdOf, fillTripForm, publishDemoTrip } from '../helpers/trips-ui';
import { bookings, users } from '../../src/server/db/schema';

const app = useAppUnderTest();
const publishTrip = (seats: number) => publishDemoTrip(app, seats);
const cityId = (name: string) => cityIdOf(app, name);

async function passengerBookings(tripId: number) {
  const [passenger] = await app.server.database.db
    .select()
    .from(users)
    .where(eq(users.phone, app.demo('passenger').phone));
  return app.server.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.passengerId, passenger!.id)));
}

async function bookFromDetail(page: Page, seats: number) {
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
  await dialog.getByLabel('Nombre de places').selectOption(String(seats));
  await dialog.getByLabel("J'accepte les conditions de réservation").check();
  await dialog.getByRole('button', { name: 'Confirmer la réservation' }).click();
}

const seriousViolations = (page: Page) => axeViolations(page, '.leaflet-container');

describe('trips and bookings', () => {
  it('searches, filters, previews, books 2 seats; the driver accepts and the passenger sees it', async () => {
    const trip = await publishTrip(3);
    const { context, page } = await app.open();
    await page.goto('/');
    await logInThroughUi(page, app.demo('passenger').phone, app.demo('passenger').password);
    await page.goto('/trips');
    await chooseCity(page, 'search-from', 'Tunis');
    await chooseCity(page, 'search-to', 'Sousse');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByLabel('Prix maximum (TND)').fill('30');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('max_price')).toBe('30');
    // The seats slider sits at 3 but, left alone, filters nothing.
    expect(new URL(page.url()).searchParams.get('available_seats')).toBeNull();
    const card = page.getByTestId('trip-card').filter({ hasText: trip.pickup });
    await card.getByRole('button', { name: 'View Details' }).click();
    const preview = page.getByRole('dialog', { name: 'Tunis → Sousse' });
    await preview.getByText(trip.pickup).waitFor();
    await preview.getByRole('link', { name: 'View Full Details' }).click();
    await page.waitForURL(`**/trips/${trip.id}`);
    await bookFromDetail(page, 2);
    await expect.poll(() => page.getByTestId('booking-total').textContent()).toBe('Total : 23.00 TND');
    await page.getByText('Booking Confirmed!').waitFor();
    const [booked] = await passengerBookings(trip.id);
    await page.getByText(`Référence de réservation : #${booked!.id}`).waitFor();

    const driver = await app.open();
    await driver.page.goto('/');
    await logInThroughUi(driver.page, app.demo('driver').phone, app.demo('driver').password);
    await driver.page.goto(`/trips/${trip.id}`);
    await driver.page.getByRole('button', { name: `Approve ${app.demo('passenger').name}` }).click();
    await driver.page.locator('.Toastify__toast', { hasText: 'Réservation acceptée avec succès' }).waitFor();
    expect((await passengerBookings(trip.id))[0]!.status).toBe(1);

    await page.reload();
    await page.getByText('Acceptée').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await driver.context.close();
    await context.close();
  });

  it('queues a booking made offline, keeps it through an offline reload, and sends it exactly once', async () => {
    const trip = await publishTrip(3);
    const { context, page } = await app.open();
    await page.goto('/');
    await waitForServiceWorker(page);
    await logInThroughUi(page, app.demo('passenger').phone, app.demo('passenger').password);
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    // Cards may come from the mirror first: the list is synced once its line says when.
    await page.getByTestId('synced-at').waitFor();
    await page.goto(`/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();

    await setOffline(context, true);
    await bookFromDetail(page, 1);
    await page.locator('.Toastify__toast', { hasText: 'elle sera envoyée dès le retour du réseau' }).waitFor();
    await page.getByText("En attente d'envoi").first().waitFor();
    await page.reload();
    await page.getByText("En attente d'envoi").first().waitFor();
    await page.goto('/profile?tab=my-bookings');
    await page.getByText("En attente d'envoi").first().waitFor();
    // The trip list and the visited trip open offline too.
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    await page
      .getByTestId('synced-at')
      .getByText(/^Hors ligne — Dernière synchronisation : /)
      .waitFor();
    // A search never made online answers from the mirror, and says it was never synced.
    await page.goto('/trips?max_price=7.5');
    await page.getByTestId('synced-at').getByText('Hors ligne — Pas encore synchronisé').waitFor();
    await page.goto(`/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();

    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const rows = await passengerBookings(trip.id);
    expect(rows.map((row) => row.seats)).toEqual([1]);
    await page.reload();
    await page.getByText('En attente').first().waitFor();
    expect(await page.getByText("En attente d'envoi").count()).toBe(0);
    await context.close();
  });

  it('sends a booking made offline once when two tabs are open, and both tabs show it pending, then sent', async () => {
    const trip = await publishTrip(3);
    const { context, page } = await app.openSignedIn('passenger', `/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();
    const other = await context.newPage();
    await other.goto('/profile?tab=my-bookings');
    await other.getByRole('heading', { name: 'Mes réservations' }).waitFor();

    await setOffline(context, true);
    await bookFromDetail(page, 1);
    await other.getByText("En attente d'envoi").first().waitFor();
    await setOffline(context, false);
    // Both tabs' workers may try to send when the network returns; the outbox lock lets one of them.
    await expect.poll(() => other.getByText("En attente d'envoi").count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByText("En attente d'envoi").count(), { timeout: 30_000 }).toBe(0);
    expect((await passengerBookings(trip.id)).map((row) => row.seats)).toEqual([1]);
    // Sent once, not twice with the server's idempotency hiding the second: one request reached the server.
    const posts = app.server.requests.filter((request) => request.method === 'POST' && request.path === `/api/trips/${trip.id}/bookings`);
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it('rolls back a queued booking the server refuses (seats taken meanwhile) and says why', async () => {
    const trip = await publishTrip(2);
    const { context, page } = await app.openSignedIn('passenger', `/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();

    await setOffline(context, true);
    await bookFromDetail(page, 2);
    await page.getByText("En attente d'envoi").first().waitFor();

    // Meanwhile another passenger takes both seats and the driver accepts.
    const other = await createVerifiedUser(app.server, { first_name: 'Hela', last_name: 'Mansour' });
    const booking = await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: other.token, json: { seats: 2 } });
    expect(booking.status).toBe(201);
    const accepted = await call(app.server, 'POST', `/api/bookings/${booking.body.data.id}/accept`, { token: trip.driver.token });
    expect(accepted.status).toBe(200);

    await setOffline(context, false);
    const toast = page.locator('.Toastify__toast', { hasText: 'Réservation Tunis → Sousse' });
    await toast.waitFor({ timeout: 30_000 });
    const reason = (await toast.textContent())!.split(' : ').pop()!;
    expect(reason.length).toBeGreaterThan(5);
    await expect.poll(() => page.getByText("En attente d'envoi").count()).toBe(0);
    expect(await passengerBookings(trip.id)).toEqual([]);
    // The refused change stays listed with the server's reason, to retry or discard.
    await page.getByTestId('unsent-count').click();
    const list = page.getByRole('dialog', { name: 'Modifications non envoyées' });
    await list.getByText('Refusée').waitFor();
    await list.getByText(reason).waitFor();
    await context.close();
  });

  it('has no serious accessibility violation on /trips', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('publishing a trip', () => {
  it('opens the trip form for a driver who taps "I have seats" the moment the page draws it', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await logInThroughUi(page, app.demo('driver').phone, app.demo('driver').password);
    // The tap lands in the same task that draws the button, before the device's database has said who is signed in.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'I have seats');
        if (!button) return;
        observer.disconnect();
        button.click();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/trips');
    await page.getByRole('dialog', { name: 'Add Trip' }).waitFor();
    expect(await page.locator('.Toastify__toast', { hasText: 'Please login' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(0);
    await context.close();
  });

  it('lets an approved driver publish a trip from "I have seats" and find it in My Trips', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await logInThroughUi(page, app.demo('driver').phone, app.demo('driver').password);
    await page.goto('/trips');
    await page.getByRole('button', { name: 'I have seats' }).click();
    const form = page.getByRole('dialog', { name: 'Add Trip' });
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    await form.locator('#trip-departure-location-error').waitFor();
    await chooseCity(form, 'trip-departure-city', 'Sfax');
    await chooseCity(form, 'trip-arrival-city', 'Sfax');
    await form.getByLabel('Lieu de départ').fill('Place Bab Bhar');
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    expect(await form.locator('#trip-arrival-city-error').textContent()).toBe('The arrival city must be different from the departure city.');
    const tomorrow = new Date(Date.now() + 86_400_000 + 3_600_000).toISOString().slice(0, 10);
    const values = { from: 'Sfax', to: 'Gabès', pickup: 'Place Bab Bhar', dropoff: 'Gare routière de Gabès', seats: 3, price: 11.5 };
    await fillTripForm(form, { ...values, departure: `${tomorrow}T09:15` });
    // Trunk space: the switch wants a size, then its price and count.
    await form.getByRole('checkbox', { name: "J'accepte des colis" }).check();
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    expect(await form.locator('#trip-parcels-error').textContent()).toBe('The parcel offers field is required when accepts parcels is true.');
    await form.getByRole('checkbox', { name: 'Petit (≤ 5 kg) — une enveloppe ou une boîte à chaussures' }).check();
    await form.getByLabel('Prix Petit (TND)').fill('6.5');
    await form.getByLabel('Nombre de colis Petit').fill('3');
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Trip created successfully' }).waitFor();
    await page.goto('/profile?tab=my-trips');
    await page.getByText('Sfax → Gabès').first().waitFor();
    const { body } = await call(
      app.server,
      'GET',
      `/api/trips?departure_city_id=${await cityId('Sfax')}&arrival_city_id=${await cityId('Gabès')}&date=${tomorrow}`,
    );
    expect(body.data.find((trip: { departure_location: string }) => trip.departure_location === 'Place Bab Bhar')).toMatchObject({
      accepts_parcels: true,
      parcel_offers: [{ size: 'small', price_per_parcel: 6.5, parcels: 3, parcels_left: 3 }],
    });
    await page.goto(`/trips?departure_city_id=${await cityId('Sfax')}&arrival_city_id=${await cityId('Gabès')}&accepts_parcels=1`);
    await page.getByTestId('trip-card').filter({ hasText: 'Colis acceptés' }).first().waitFor();
    await context.close();
  });
});
