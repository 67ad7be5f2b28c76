// Issue 39 on a phone (390 × 844), after the booking: a passenger riding Tunis → Sousse on a car bound for Sfax reads her
// own arrival estimate, to Sousse, the server's, offline too and in Arabic, while the driver reads his to Sfax; and a
// parcel sent offline from Sousse to Sfax on that car reaches the server once, with its leg.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { call, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { seriousViolations, waitForStillPage } from '../helpers/axe';
import { cities, parcels } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const TUNIS = { latitude: 36.8065, longitude: 10.1815 };

const cityIdOf = async (name: string) => (await app.server.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;

/** A car of the demo driver from Tunis to Sfax via Sousse, leaving in `minutes`, at the fair price of the whole road. */
async function carViaSousse(minutes: number, overrides: Record<string, unknown> = {}) {
  const departure = Date.now() + minutes * 60_000;
  const [sousse, sfax] = [await cityIdOf('Sousse'), await cityIdOf('Sfax')];
  return publishDemoTrip(app, 3, {
    arrival_city_id: sfax,
    arrival_location: 'Gare de Sfax',
    departure_time: new Date(departure).toISOString(),
    stopovers: [{ city_id: sousse, departure_time: new Date(departure + 105 * 60_000).toISOString() }],
    price_per_seat: 23,
    ...overrides,
  });
}

const clockTime = (iso: string, locale = 'fr-FR') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('a leg of a trip with a stopover', () => {
  it('gives its passenger the estimate to her own stop, the server’s, offline and in Arabic; the driver keeps his to the arrival', async () => {
    app.server.clock.set(new Date());
    const { id: tripId, driver } = await carViaSousse(10);
    const [tunis, sousse] = [await cityIdOf('Tunis'), await cityIdOf('Sousse')];
    const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const booked = await call(app.server, 'POST', `/api/trips/${tripId}/bookings`, {
      token: passenger.token,
      json: { seats: 1, notes: null, from_city_id: tunis, to_city_id: sousse },
    });
    expect(booked.status).toBe(201);
    expect((await call(app.server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: driver.token })).status).toBe(200);

    const driving = await app.openSignedIn('driver', `/trips/${tripId}`);
    await driving.context.grantPermissions(['geolocation'], { origin: app.server.url });
    await driving.context.setGeolocation({ ...TUNIS, accuracy: 8 });
    await driving.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
    await driving.page.getByRole('button', { name: 'Démarrer le trajet' }).click();
    await driving.page.getByText('Partage en cours').waitFor();

    const rider = await app.openSignedIn('passenger', `/trips/${tripId}`);
    await rider.page.setViewportSize(PHONE);
    await rider.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
    // Once the server holds a point, its estimate to Sousse is the one she reads.
    let tracking: { destination: { city: { name: string }; estimate: { arrival_at: string } } };
    await expect
      .poll(
        async () => {
          tracking = (await call(app.server, 'GET', `/api/trips/${tripId}/tracking`, { token: passenger.token })).body.data;
          return tracking.destination?.estimate != null;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    tracking = tracking!;
    expect(tracking.destination.city.name).toBe('Sousse');
    const atSousse = clockTime(tracking.destination.estimate.arrival_at);
    const estimate = rider.page.getByTestId('arrival-estimate');
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toBe(`Arrivée à Sousse estimée vers ${atSousse}`);

    // The driver rides to the end: his estimate is the trip's, to Sfax, and names no stop.
    const driverTracking = await call(app.server, 'GET', `/api/trips/${tripId}/tracking`, { token: driver.token });
    expect(driverTracking.body.data.destination ?? null).toBeNull();
    await expect
      .poll(() => driving.page.getByTestId('arrival-estimate').textContent(), { timeout: 20_000 })
      .toBe(`Arrivée estimée vers ${clockTime(driverTracking.body.data.estimate.arrival_at)}`);

    // In a tunnel: the page reloads from the mirror with her own estimate.
    await setOffline(rider.context, true);
    await rider.page.reload();
    await rider.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toBe(`Arrivée à Sousse estimée vers ${atSousse}`);
    // The trip's details give its arrival as the road estimates it, as its stops do, not "Non précisée".
    await rider.page.getByText(/^vers .+ \(estimée d’après la route\)$/).waitFor();
    await waitForStillPage(rider.page);
    expect(await seriousViolations(rider.page)).toEqual([]);
    await fitsAPhone(rider.page, 'leg-estimate-fr');

    // In Arabic, still offline: the stop's name and the time in the reader's language (the language switch is in the
    // navbar, open at a wider screen).
    await rider.page.setViewportSize({ width: 1280, height: 844 });
    await switchLanguage(rider.page, 'العربية', 'ar rtl');
    await rider.page.setViewportSize(PHONE);
    await expect.poll(() => estimate.textContent(), { timeout: 20_000 }).toContain('سوسة');
    await fitsAPhone(rider.page, 'leg-estimate-ar');
    await driving.context.close();
    await rider.context.close();
  });

  it('carries a parcel sent offline from Sousse to Sfax: it reaches the server once, with its leg', async () => {
    app.server.clock.set(new Date());
    const { id: tripId } = await carViaSousse(2 * 24 * 60, {
      accepts_parcels: true,
      parcel_offers: [{ size: 'medium', price_per_parcel: 12, parcels: 2 }],
    });
    const [sousse, sfax] = [await cityIdOf('Sousse'), await cityIdOf('Sfax')];
    const sender = await app.openSignedIn('passenger', `/trips/${tripId}`);
    await sender.page.setViewportSize(PHONE);
    const send = sender.page.getByRole('button', { name: 'Envoyer un colis' });
    await send.waitFor();
    await setOffline(sender.context, true);
    await send.click();
    const dialog = sender.page.getByRole('dialog', { name: 'Envoyer un colis' });
    await dialog.waitFor();
    // The whole trip until a stop is named; then from Sousse, to the trip's end.
    await expect.poll(() => dialog.getByLabel('Prise en charge à').locator('option:checked').textContent()).toBe('Tunis');
    await expect.poll(() => dialog.getByLabel('Remise à').locator('option:checked').textContent()).toBe('Sfax');
    await dialog.getByLabel('Prise en charge à').selectOption({ label: 'Sousse' });
    await dialog.getByLabel('Poids (kg)').fill('3');
    await dialog.getByLabel('Contenu du colis').fill('Des dattes pour Sfax');
    await dialog.getByLabel('Nom complet du destinataire').fill('Salma Trabelsi');
    await dialog.getByLabel(/Téléphone du destinataire/).fill('+216 98765432');
    await dialog.getByLabel(/Je confirme que mon colis/).check();
    expect(await seriousViolations(sender.page)).toEqual([]);
    await fitsAPhone(sender.page, 'parcel-leg-form');
    await dialog.getByRole('button', { name: 'Envoyer un colis' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await sender.page.getByTestId('trip-parcels').getByText("En attente d'envoi").waitFor();

    await setOffline(sender.context, false);
    const posts = () => app.server.requests.filter((request) => request.method === 'POST' && request.path === `/api/trips/${tripId}/parcels`);
    await expect.poll(() => posts().filter((request) => request.status === 201).length, { timeout: 20_000 }).toBe(1);
    const sent = await app.server.database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.tripId, tripId)));
    expect(sent.map((parcel) => ({ from: parcel.fromCityId, to: parcel.toCityId, content: parcel.description }))).toEqual([
      { from: sousse, to: sfax, content: 'Des dattes pour Sfax' },
    ]);
    expect(posts()).toHaveLength(1);
    await sender.context.close();
  });
});
