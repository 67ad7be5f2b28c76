// The journeys of booking a seat offline and of chatting, in English: every word on screen in English but names and
// what people typed (no French word or letter left), no serious axe violation, nothing wider than a 390 × 844 phone.
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookings, users } from '../../src/server/db/schema';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations } from '../helpers/axe';
import { setOffline } from '../helpers/browser';
import { fitsAPhone, switchLanguage, visibleTexts, withoutNames } from '../helpers/language-journeys';
import { call, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';

const app = useAppUnderTest();

const userRow = async (phone: string) => (await app.server.database.db.select().from(users).where(eq(users.phone, phone)))[0]!;

/** French letters and the small words every French sentence has: what an untranslated text shows. */
const FRENCH =
  /[àâçéèêëîïôûùüœ]|\b(le|la|les|des|du|une|et|pour|sur|avec|votre|vos|vous|aucun|aucune|trajet|trajets|réservation|annonce|annonces|envoyer|mes|pas|sont|demande)\b/i;

/** Texts on screen (navbar included) that read French once names, places and what people typed are taken out. */
async function frenchWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  return (await visibleTexts(page)).filter((text) => FRENCH.test(withoutNames(text, allowed)));
}

const switchToEnglish = (page: Page) => switchLanguage(page, 'English', 'en ltr');

describe('journeys in English', () => {
  it('books a seat offline, sent once when the network returns, every word in English', async () => {
    const trip = await publishDemoTrip(app, 3);
    const passenger = app.demo('passenger');
    const driver = app.demo('driver');
    const { context, page } = await app.openSignedIn('passenger', '/');
    await switchToEnglish(page);
    await expect.poll(async () => (await userRow(passenger.phone)).locale, { timeout: 10_000 }).toBe('en');
    const { body: vehicles } = await call(app.server, 'GET', '/api/vehicles/all', { token: trip.driver.token });
    const car = vehicles.data[0] as Record<string, unknown>;
    const carWords = ['make', 'model', 'color', 'brand', 'name'].map((field) => car[field]).filter((value): value is string => typeof value === 'string');
    const people = (await app.server.database.db.select().from(users)).map((row) => `${row.firstName} ${row.lastName}`);
    const names = [...people, trip.pickup, 'Gare de Sousse', 'Trajet du test', 'Béja', ...carWords];

    await page.goto(`/trips/${trip.id}`);
    await page.getByRole('button', { name: 'Book', exact: true }).waitFor();
    await page.getByText(trip.pickup).first().waitFor();
    expect(await frenchWords(page, names)).toEqual([]);
    expect(await seriousViolations(page, '.leaflet-container')).toEqual([]);
    await fitsAPhone(page, 'trip-detail');

    await setOffline(context, true);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await dialog.getByLabel('Number of seats').selectOption('1');
    await dialog.getByLabel('I accept the booking terms').check();
    expect(await frenchWords(page, names)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Booking saved: it will be sent as soon as the network is back.' }).waitFor();
    await page.getByText('Not sent yet').first().waitFor();
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await page.getByText('1 unsent change').waitFor();
    expect(await frenchWords(page, names)).toEqual([]);
    await fitsAPhone(page, 'booking-queued');

    await page.goto('/profile?tab=my-bookings');
    await page.getByText('Not sent yet').first().waitFor();
    expect(await frenchWords(page, names)).toEqual([]);
    await fitsAPhone(page, 'my-bookings-offline');

    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const me = await userRow(passenger.phone);
    const booked = await app.server.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tripId, trip.id), eq(bookings.passengerId, me.id)));
    expect(booked.map((row) => row.seats)).toEqual([1]);
    await page.getByText('Pending').first().waitFor();
    expect(await frenchWords(page, names)).toEqual([]);

    // The driver reads the booking in the messages, live, and the passenger's reply sent offline arrives once.
    await page.goto('/messages');
    const item = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: driver.name }).first();
    await item.click();
    const log = page.getByRole('log', { name: `Messages with ${driver.name}` });
    await log.getByText('Booking Request').first().waitFor();
    expect(await frenchWords(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await fitsAPhone(page, 'chat');
    await setOffline(context, true);
    const box = page.getByPlaceholder('Type your message here...');
    await box.fill('I will be at the station at eight');
    await page.keyboard.press('Enter');
    await log
      .getByText(/^(Not sent yet|Waiting to be sent)$/)
      .first()
      .waitFor();
    expect(await frenchWords(page, names)).toEqual([]);
    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const driverApi = await logIn(app.server, driver.phone, driver.password);
    const conversations = await call(app.server, 'GET', '/api/conversations', { token: driverApi.token });
    expect(JSON.stringify(conversations.body).split('I will be at the station at eight')).toHaveLength(2);
    await context.close();
  });
});
