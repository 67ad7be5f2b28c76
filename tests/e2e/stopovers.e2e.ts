// Issue 39 on a phone (390 × 844): a driver publishes Tunis → Sfax via Sousse with no network; a student in Sousse finds
// the car for Sousse → Sfax, books one seat to Sfax offline, at the leg's price; each reaches the server once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { fillTripForm } from '../helpers/trips-ui';
import { chooseCity } from '../helpers/city-picker';
import { bookings, cities, trips, tripStops } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };

const cityIdOf = async (name: string) => (await app.server.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;

describe('a trip with a stopover', () => {
  it('is published offline, found from its stopover, and a leg of it booked offline; each write arrives once', async () => {
    const driver = await app.openSignedIn('driver', '/trips');
    await driver.page.setViewportSize(PHONE);
    await setOffline(driver.context, true);
    await driver.page.getByRole('button', { name: 'I have seats' }).click();
    const form = driver.page.getByRole('dialog', { name: 'Add Trip' });
    const pickup = `Bab Alioua ${process.pid}`;
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await fillTripForm(form, { from: 'Tunis', to: 'Sfax', pickup, dropoff: 'Gare de Sfax', departure: `${day}T07:00`, seats: 3, price: 23 });
    await form.getByRole('button', { name: 'Ajouter une étape' }).click();
    await chooseCity(form, 'trip-stopover-0-city', 'Sousse');
    // Its time is proposed from the road: 140 km at 80 km/h after 07:00, to the quarter hour.
    await expect.poll(() => form.getByLabel('Départ de l’étape 1').inputValue()).toBe(`${day}T08:45`);
    await form
      .getByTestId('fair-price')
      .getByText(/Prix conseillé : 23.00 TND pour 285.1 km/)
      .waitFor();
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    await driver.page.locator('.Toastify__toast', { hasText: 'Envoyé dès le retour du réseau' }).first().waitFor();
    await setOffline(driver.context, false);
    await driver.page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const published = await app.server.database.db.select().from(trips).where(eq(trips.departureLocation, pickup));
    expect(published).toHaveLength(1);
    const trip = published[0]!;
    const stops = await app.server.database.db.select().from(tripStops).where(eq(tripStops.tripId, trip.id)).orderBy(tripStops.position);
    const [tunis, sousse, sfax] = [await cityIdOf('Tunis'), await cityIdOf('Sousse'), await cityIdOf('Sfax')];
    expect(stops.map((stop) => stop.cityId)).toEqual([tunis, sousse, sfax]);

    // The student in Sousse: searches once online (the mirror keeps the answer), then with no network.
    const student = await app.openSignedIn('passenger', `/trips?departure_city_id=${sousse}&arrival_city_id=${sfax}`);
    await student.page.setViewportSize(PHONE);
    const card = student.page.getByTestId('trip-card').filter({ hasText: pickup });
    await card.waitFor();
    await student.page.getByTestId('synced-at').waitFor();
    await setOffline(student.context, true);
    await student.page.reload();
    await card.getByRole('heading', { name: 'Sousse → Sfax' }).waitFor();
    await card.getByText('Trajet complet : Tunis → Sfax').waitFor();
    await card.getByText('11.73 TND').waitFor();
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = student.page.getByRole('dialog', { name: 'Book Your Trip' });
    await expect.poll(() => dialog.getByLabel('Montée à').locator('option:checked').textContent()).toBe('Sousse');
    await expect.poll(() => dialog.getByLabel('Descente à').locator('option:checked').textContent()).toBe('Sfax');
    await expect.poll(() => dialog.getByTestId('booking-total').textContent()).toBe('Total : 11.73 TND');
    await dialog.getByLabel("J'accepte les conditions de réservation").check();
    await dialog.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await student.page.locator('.Toastify__toast', { hasText: 'elle sera envoyée dès le retour du réseau' }).waitFor();
    await setOffline(student.context, false);
    await student.page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });

    const booked = await app.server.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tripId, trip.id)));
    expect(booked.map((b) => ({ seats: b.seats, total: Number(b.totalPrice), from: b.fromCityId, to: b.toCityId }))).toEqual([
      { seats: 1, total: 11.73, from: sousse, to: sfax },
    ]);
    // "Mes réservations" speaks of her leg: its places and the time the car leaves Sousse, from the server's answer.
    await student.page.goto('/profile?tab=my-bookings');
    const mine = student.page.getByTestId('my-booking-card').filter({ hasText: `#${booked[0]!.id}` });
    await mine.getByRole('heading', { name: 'Sousse → Sfax' }).waitFor();
    await mine.getByText('Trajet complet : Tunis → Sfax').waitFor();
    await mine.getByText(/08:45/).waitFor();
    const creates = app.server.requests.filter((request) => request.method === 'POST' && request.path === '/api/trips');
    expect(creates).toHaveLength(1);
    await driver.context.close();
    await student.context.close();
  });
});
