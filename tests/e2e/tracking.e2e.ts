// Live tracking in Chromium: the demo driver starts a trip with an emulated position and drives Tunis → Sousse
// through a dead zone; the passenger's map follows without a reload, the trail fills in after the dead zone in one
// batch, the estimate matches the server's; a stranger is refused; a relative follows a share link logged out until
// it is revoked. The position is moved with Chromium's emulated geolocation.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { call, createVerifiedUser, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';
import { seriousViolations, waitForStillPage } from '../helpers/axe';

const app = useAppUnderTest();

const TUNIS = { latitude: 36.8065, longitude: 10.1815 };
const SOUSSE = { latitude: 35.8256, longitude: 10.636 };
/** A point `fraction` of the way from Tunis to Sousse. */
const along = (fraction: number) => ({
  latitude: TUNIS.latitude + (SOUSSE.latitude - TUNIS.latitude) * fraction,
  longitude: TUNIS.longitude + (SOUSSE.longitude - TUNIS.longitude) * fraction,
  accuracy: 8,
});
const carAt = (position: { latitude: number; longitude: number }) => `${position.latitude.toFixed(5)},${position.longitude.toFixed(5)}`;

/** A trip of the demo driver leaving in 10 minutes, with the demo passenger's booking accepted. */
async function tripUnderWaySoon() {
  const { id: tripId, driver } = await publishDemoTrip(app, 3, { departure_time: new Date(Date.now() + 10 * 60_000).toISOString(), price_per_seat: 11 });
  const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
  const booked = await call(app.server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats: 1, notes: null } });
  expect(booked.status).toBe(201);
  expect((await call(app.server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: driver.token })).status).toBe(200);
  return { tripId, driver, passenger };
}

async function driverOn(tripId: number, position: { latitude: number; longitude: number } | null): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await app.openSignedIn('driver', `/trips/${tripId}`);
  if (position) {
    await opened.context.grantPermissions(['geolocation'], { origin: app.server.url });
    await opened.context.setGeolocation({ ...position, accuracy: 8 });
  }
  await opened.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
  return opened;
}

const liveMap = (page: Page) => page.getByTestId('live-map');

describe('live tracking of a trip under way', () => {
  it('follows the car through a dead zone, with its estimate, for the passenger and a relative; strangers are refused', async () => {
    // The server's clock is the test's: points are stamped by the browser's.
    app.server.clock.set(new Date());
    const { tripId, passenger } = await tripUnderWaySoon();
    const driver = await driverOn(tripId, TUNIS);
    await driver.page.getByRole('button', { name: 'Démarrer le trajet' }).click();
    await driver.page.getByText('Partage en cours').waitFor();
    await driver.page.getByText('Gardez cette page ouverte', { exact: false }).waitFor();
    await driver.page.getByRole('checkbox', { name: /Garder l’écran allumé/ }).waitFor();
    expect(await seriousViolations(driver.page)).toEqual([]);

    const rider = await app.openSignedIn('passenger', `/trips/${tripId}`);
    await rider.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
    await expect.poll(() => liveMap(rider.page).getAttribute('data-car'), { timeout: 20_000 }).toBe(carAt(TUNIS));
    await rider.page.getByText(/^Arrivée estimée vers \d\d:\d\d$/).waitFor();
    await rider.page.getByText(/^mis à jour il y a \d+ s$/).waitFor();

    // The dead zone: the driver keeps every point and sends nothing.
    const before = app.server.requests.filter((request) => request.path === `/api/trips/${tripId}/positions`).length;
    await driver.context.setOffline(true);
    const stretch = [0.02, 0.04, 0.06, 0.08, 0.1];
    for (const fraction of stretch) {
      await driver.context.setGeolocation(along(fraction));
      await expect.poll(() => driver.page.getByTestId('points-waiting').innerText(), { timeout: 10_000 }).toMatch(/point/);
      await driver.page.waitForTimeout(300);
    }
    await expect
      .poll(() => driver.page.getByTestId('points-waiting').innerText(), { timeout: 10_000 })
      .toBe(`${stretch.length} points en attente sur l’appareil`);
    expect(liveMap(rider.page)).toBeDefined();
    expect(await liveMap(rider.page).getAttribute('data-car')).toBe(carAt(TUNIS));

    // Out of the dead zone: one batch, and the passenger's car moves (no reload) with the trail filled in.
    await driver.context.setOffline(false);
    await expect.poll(() => liveMap(rider.page).getAttribute('data-car'), { timeout: 20_000 }).toBe(carAt(along(0.1)));
    await expect.poll(async () => Number(await liveMap(rider.page).getAttribute('data-trail')), { timeout: 10_000 }).toBeGreaterThanOrEqual(stretch.length + 1);
    const sent = app.server.requests.filter((request) => request.path === `/api/trips/${tripId}/positions` && request.status === 200).length - before;
    expect(sent).toBe(1);
    await expect.poll(() => driver.page.getByTestId('points-waiting').innerText(), { timeout: 10_000 }).toBe('Aucun point en attente sur l’appareil');

    // The estimate the passenger reads is the server's.
    const tracking = await call(app.server, 'GET', `/api/trips/${tripId}/tracking`, { token: passenger.token });
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.trail.length).toBe(stretch.length + 1);
    const arrival = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit' }).format(
      new Date(tracking.body.data.estimate.arrival_at),
    );
    await rider.page.getByText(`Arrivée estimée vers ${arrival}`).waitFor();

    // The passenger in a tunnel: the page reloads from the mirror with the car, its trail and the estimate.
    await rider.context.setOffline(true);
    await rider.page.reload();
    await rider.page.getByRole('heading', { name: 'Suivi en direct' }).waitFor();
    await expect.poll(() => liveMap(rider.page).getAttribute('data-car'), { timeout: 10_000 }).toBe(carAt(along(0.1)));
    expect(Number(await liveMap(rider.page).getAttribute('data-trail'))).toBe(stretch.length + 1);
    await rider.page.getByText(`Arrivée estimée vers ${arrival}`).waitFor();
    await rider.context.setOffline(false);

    // A stranger: refused on the tracking and on the trip's channel.
    const stranger = await createVerifiedUser(app.server);
    expect((await call(app.server, 'GET', `/api/trips/${tripId}/tracking`, { token: stranger.token })).status).toBe(403);
    const channel = await call(app.server, 'POST', '/broadcasting/auth', {
      token: stranger.token,
      json: { socket_id: '123.456', channel_name: `private-trip.${tripId}` },
    });
    expect(channel.status).toBe(403);

    expect(await seriousViolations(rider.page)).toEqual([]);

    // A relative with a share link, logged out.
    await rider.page.getByRole('button', { name: 'Créer un lien de suivi' }).click();
    const link = rider.page.getByTestId('share-link').first();
    await expect.poll(() => link.innerText(), { timeout: 10_000 }).toMatch(/\/suivi\/[A-Za-z0-9_-]{43}/);
    await expect.poll(async () => (await link.innerText()).includes('En attente'), { timeout: 10_000 }).toBe(false);
    const url = /(http\S+\/suivi\/[A-Za-z0-9_-]{43})/.exec(await link.innerText())![1]!;
    const relative = await app.open();
    await relative.page.goto(url);
    await relative.page.getByRole('heading', { name: 'Trajet Tunis → Sousse' }).waitFor();
    await relative.page.getByText('Chauffeur : Sami', { exact: false }).waitFor();
    await expect.poll(() => liveMap(relative.page).getAttribute('data-car'), { timeout: 20_000 }).toBe(carAt(along(0.1)));
    const shown = await relative.page.locator('main, body').first().innerText();
    expect(shown).not.toMatch(/\+216|22 111 222|55 333 444/);
    await waitForStillPage(relative.page);
    expect(await seriousViolations(relative.page)).toEqual([]);

    await link.getByRole('button', { name: 'Révoquer' }).click();
    // The row says it (the toast says it too, for a moment).
    await link.getByText('Lien révoqué').waitFor();
    await relative.page.reload();
    await relative.page.getByText('expiré ou a été révoqué', { exact: false }).waitFor({ timeout: 20_000 });

    // The driver stops sharing: the passenger is told it is over.
    await driver.page.getByRole('button', { name: 'Arrêter le partage' }).click();
    await driver.page.locator('.swal2-confirm').click();
    await rider.page.getByText('Le partage de position est terminé.').waitFor({ timeout: 20_000 });
    await Promise.all([driver.context.close(), rider.context.close(), relative.context.close()]);
  });

  it('shares nothing when the position is refused, and says why', async () => {
    app.server.clock.set(new Date());
    const { tripId } = await tripUnderWaySoon();
    const driver = await driverOn(tripId, null);
    await driver.page.getByRole('button', { name: 'Démarrer le trajet' }).click();
    await driver.page.getByRole('alert').filter({ hasText: 'Position refusée' }).waitFor();
    expect(await driver.page.getByText('Partage en cours').count()).toBe(0);
    const trip = await call(app.server, 'GET', `/api/trips/${tripId}`);
    expect(trip.body.data.started_at).toBeNull();
    await driver.context.close();
  });
});
