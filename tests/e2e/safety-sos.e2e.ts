// "Urgence" on a phone with the network cut (issue 40): the demo passenger keeps an emergency contact offline, opens
// the sheet of a ride under way in a dead zone, reads one-tap calls to 197, 190 and 198, and an SMS link whose text
// carries the device's position and a share link made offline, which works once the network is back. Online, the
// server texts the contact. In Arabic the sheet reads right to left, fits 390 px and passes axe.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { call, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;
const KAIROUAN = { latitude: 35.6781, longitude: 10.0963, accuracy: 10 };
const SISTER = '98765432';

/** A trip of the demo driver that left 5 minutes ago, started, with the demo passenger's seat accepted. */
async function rideUnderWay() {
  const { id: tripId, driver } = await publishDemoTrip(app, 3, {
    departure_time: new Date(Date.now() + 20 * 60_000).toISOString(),
    price_per_seat: 12,
  });
  const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
  const booked = await call(app.server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats: 1, notes: null } });
  expect(booked.status).toBe(201);
  expect((await call(app.server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: driver.token })).status).toBe(200);
  expect((await call(app.server, 'POST', `/api/trips/${tripId}/start`, { token: driver.token, json: {} })).status).toBe(200);
  return tripId;
}

describe('the SOS sheet', () => {
  it('works with the network cut: calls, and an SMS with the position and a share link made offline', async () => {
    app.server.clock.set(new Date());
    const tripId = await rideUnderWay();
    const { context, page } = await app.openSignedIn('passenger', '/profile?tab=security');
    await page.setViewportSize(PHONE);
    await context.grantPermissions(['geolocation'], { origin: app.server.url });
    await context.setGeolocation(KAIROUAN);
    // The trip page once online: the mirror keeps it for the dead zone.
    await page.goto(`/trips/${tripId}`);
    await page.getByRole('button', { name: 'Urgence' }).waitFor();

    // Contacts are kept offline like any change.
    await setOffline(context, true);
    await page.goto('/profile?tab=security');
    await page.getByRole('heading', { name: 'Contacts d’urgence' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    await page.getByLabel('Nom du contact 1').fill('Sœur');
    await page.getByLabel('Téléphone du contact 1').fill('98 765 432');
    await page.getByRole('button', { name: 'Enregistrer les contacts' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Contacts d’urgence enregistrés sur cet appareil' }).waitFor();

    await page.goto(`/trips/${tripId}`);
    await page.getByRole('button', { name: 'Urgence' }).click();
    const sheet = page.getByRole('dialog', { name: 'Urgence' });
    for (const [name, number] of [
      ['Police', '197'],
      ['SAMU', '190'],
      ['Protection civile', '198'],
    ]) {
      expect(await sheet.getByRole('link', { name: new RegExp(`${name}\\s*${number}`) }).getAttribute('href')).toBe(`tel:${number}`);
    }
    await sheet.getByText('Pas de connexion internet', { exact: false }).waitFor();
    const sms = sheet.getByRole('link', { name: 'Envoyer par SMS depuis mon téléphone' });
    await expect.poll(async () => decodeURIComponent((await sms.getAttribute('href')) ?? ''), { timeout: 15_000 }).toContain('/suivi/');
    const href = decodeURIComponent((await sms.getAttribute('href'))!);
    expect(href.startsWith(`sms:+216${SISTER}?body=URGENCE Mechwar : Amira Trabelsi demande de l’aide pendant le trajet `)).toBe(true);
    expect(href).toContain('Dernière position : https://maps.google.com/?q=35.67810,10.09630');
    const token = /\/suivi\/([A-Za-z0-9_-]+)/.exec(href)![1]!;
    await fitsAPhone(page, 'sos-sheet-offline', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the sheet.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Back online: the contacts and the share link reach the server once; the link in the text opens the live page.
    // Given more than a request's timeout (20 s): a drain already under way when the network returns (the service
    // worker's) keeps the outbox until its request ends, and the page's drain goes after it.
    await setOffline(context, false);
    const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    await expect
      .poll(async () => (await call(app.server, 'GET', '/api/auth/user', { token: passenger.token })).body.data.user.emergency_contacts, { timeout: 45_000 })
      .toEqual([{ name: 'Sœur', phone: SISTER }]);
    await expect.poll(async () => (await call(app.server, 'GET', `/api/tracking/${token}`)).status, { timeout: 45_000 }).toBe(200);

    // With data, the server texts the contact itself.
    await page.getByRole('button', { name: 'Urgence' }).click();
    await sheet.getByRole('button', { name: 'Envoyer l’alerte à mes proches' }).click();
    await sheet.getByRole('alert').filter({ hasText: 'Vos proches ont été prévenus par SMS.' }).waitFor();
    const [text] = await app.server.sms.sentTo(SISTER, 'sos');
    expect(text!.text).toContain(`/suivi/${token}`);
    expect(text!.text).toContain('https://maps.google.com/?q=35.67810,10.09630');
    await context.close();
  });

  it('reads right to left in Arabic at 390 px and passes axe', async () => {
    const tripId = await rideUnderWay();
    const { context, page } = await app.openSignedIn('passenger', `/trips/${tripId}`);
    await switchLanguage(page, 'العربية', 'ar rtl');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'طوارئ' }).click();
    const sheet = page.getByRole('dialog', { name: 'طوارئ' });
    await sheet.getByRole('link', { name: /الشرطة\s*197/ }).waitFor();
    await sheet.getByRole('link', { name: 'الإرسال برسالة نصية من هاتفي' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fitsAPhone(page, 'sos-sheet-ar', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await switchLanguage(page, 'Français', 'fr ltr');
    await context.close();
  });
});
