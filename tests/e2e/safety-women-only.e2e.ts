// Rides between women on a phone (issue 40): a woman driver's trip "Entre femmes" carries its badge and is what the
// "Entre femmes" filter finds; the demo passenger, who has not said she is a woman, reads why she cannot book it,
// says "Femme" in her profile (private), and books it; in Arabic the badge and the filter read right to left.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone } from '../helpers/language-journeys';
import { createDriver, publishTrip } from '../helpers/marketplace';
import { call } from '../helpers/server';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

/** A woman driver (as she stated) and her trip "Entre femmes", leaving tomorrow. */
async function tripBetweenWomen() {
  const driver = await createDriver(app.server);
  expect((await call(app.server, 'PUT', '/api/user/safety', { token: driver.token, json: { gender: 'female' } })).status).toBe(200);
  return publishTrip(app.server, driver, {
    women_only: true,
    departure_time: new Date(app.server.clock.now().getTime() + 26 * 3600_000).toISOString(),
    description: 'Trajet entre femmes vers Sousse',
  });
}

async function filterBetweenWomen(page: Page, words: { filters: string; womenOnly: string; show: string }) {
  await page.getByRole('button', { name: words.filters }).click();
  const sheet = page.getByRole('dialog', { name: words.filters });
  await sheet.getByRole('checkbox', { name: words.womenOnly }).check();
  await sheet.getByRole('button', { name: words.show }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('women_only')).toBe('1');
}

describe('rides between women', () => {
  it('finds a trip "Entre femmes", says why it cannot be booked, and books it once she says she is a woman', async () => {
    const trip = await tripBetweenWomen();
    const { context, page } = await app.openSignedIn('passenger', '/trips');
    await page.setViewportSize(PHONE);
    await page.getByTestId('trip-card').first().waitFor();
    await filterBetweenWomen(page, { filters: 'Filtres', womenOnly: 'Entre femmes', show: 'Show results' });
    const card = page.getByTestId('trip-card').filter({ hasText: 'Trajet entre femmes vers Sousse' });
    await card.getByTestId('women-only-badge').filter({ hasText: 'Entre femmes' }).waitFor();
    // Only trips between women are listed.
    await expect.poll(async () => (await page.getByTestId('trip-card').count()) === (await page.getByTestId('women-only-badge').count())).toBe(true);
    await fitsAPhone(page, 'women-only-list', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog', { name: 'Book Your Trip' });
    await booking.getByRole('alert').filter({ hasText: 'Ce trajet est réservé aux femmes.' }).waitFor();
    // The terms accepted, the trip is still not hers to book.
    await booking.getByRole('checkbox').first().check();
    expect(await booking.getByRole('button', { name: 'Confirmer la réservation' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // "Genre" in the Security tab: private, saved on choosing.
    await page.goto('/profile?tab=security');
    const woman = page.getByRole('group', { name: 'Genre' }).getByRole('radio', { name: 'Femme' });
    // The choice shows once the device has kept it: a click, then the toast and the checked radio.
    await woman.click();
    await page.locator('.Toastify__toast', { hasText: 'Genre enregistré' }).waitFor();
    await expect.poll(() => woman.isChecked()).toBe(true);
    await page.goto(`/trips/${trip.id}`);
    await page.getByTestId('women-only-badge').filter({ hasText: 'Entre femmes' }).waitFor();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await booking.getByRole('checkbox').first().check();
    await booking.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await expect
      .poll(async () => (await app.server.database.db.select().from(bookings).where(eq(bookings.tripId, trip.id))).length, { timeout: 20_000 })
      .toBe(1);
    await context.close();
  });

  it('reads right to left in Arabic at 390 px and passes axe', async () => {
    await tripBetweenWomen();
    const { context, page } = await app.open();
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('locale', 'ar');
    });
    await page.setViewportSize(PHONE);
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    await filterBetweenWomen(page, { filters: 'عوامل التصفية', womenOnly: 'بين النساء', show: 'عرض النتائج' });
    await page.getByTestId('women-only-badge').filter({ hasText: 'بين النساء' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fitsAPhone(page, 'women-only-list-ar', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
