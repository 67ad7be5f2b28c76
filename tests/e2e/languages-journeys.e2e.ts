// The journeys of booking a seat offline and of chatting, in Arabic: every word on screen in Arabic but names and
// what people typed, right to left, no serious axe violation, nothing wider than a 390 × 844 phone; the account learns
// the language, so the notification of a booking reaches the driver in Arabic.
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
const SHOTS = 'test-results/arabic';

const userRow = async (phone: string) => (await app.server.database.db.select().from(users).where(eq(users.phone, phone)))[0]!;

/** Words on screen with Latin letters that are not names, places or what people typed: words left untranslated. */
async function latinWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  const texts = await visibleTexts(page, { root: 'main', skipLtr: true });
  const left = texts.map((text) => withoutNames(text, allowed).replace(/\b(TND|Mechwar)\b/g, ' '));
  return left.filter((text) => /[A-Za-zÀ-ÿ]{3,}/.test(text));
}

const switchToArabic = (page: Page) => switchLanguage(page, 'العربية', 'ar rtl');
const onPhone = (page: Page, name: string) => fitsAPhone(page, name, SHOTS);

describe('journeys in Arabic', () => {
  it('books a seat offline, sent once when the network returns, every word in Arabic', async () => {
    const trip = await publishDemoTrip(app, 3);
    const passenger = app.demo('passenger');
    const driver = app.demo('driver');
    const { context, page } = await app.openSignedIn('passenger', '/');
    await switchToArabic(page);
    // The account learns the language.
    await expect.poll(async () => (await userRow(passenger.phone)).locale, { timeout: 10_000 }).toBe('ar');

    await page.goto(`/trips/${trip.id}`);
    await page.getByRole('button', { name: 'احجز', exact: true }).waitFor();
    await page.getByText(trip.pickup).first().waitFor();
    // The car as its driver wrote it (make, model, colour) is shown as written.
    const { body: vehicles } = await call(app.server, 'GET', '/api/vehicles/all', { token: trip.driver.token });
    const car = vehicles.data[0] as Record<string, unknown>;
    const carWords = ['make', 'model', 'color', 'brand', 'name'].map((field) => car[field]).filter((value): value is string => typeof value === 'string');
    const names = [driver.name, passenger.name, ...driver.name.split(' '), trip.pickup, 'Gare de Sousse', 'Trajet du test', ...carWords];
    expect(await latinWords(page, names)).toEqual([]);
    expect(await seriousViolations(page, '.leaflet-container')).toEqual([]);
    await onPhone(page, 'trip-detail');

    await setOffline(context, true);
    await page.getByRole('button', { name: 'احجز', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'احجز رحلتك' });
    await dialog.getByLabel('عدد المقاعد').selectOption('1');
    await dialog.getByLabel('أوافق على شروط الحجز').check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'تأكيد الحجز' }).click();
    await page.locator('.Toastify__toast', { hasText: 'تم حفظ الحجز: سيتم إرساله فور عودة الاتصال.' }).waitFor();
    await page.getByText('في انتظار الإرسال').first().waitFor();
    await page.getByTestId('connectivity').getByText('غير متصل').waitFor();
    await page.getByText('تعديل واحد غير مُرسَل').waitFor();
    expect(await latinWords(page, names)).toEqual([]);
    await onPhone(page, 'booking-queued');

    await page.goto('/profile?tab=my-bookings');
    await page.getByText('في انتظار الإرسال').first().waitFor();
    // Their other bookings name other drivers: people's names are shown as written.
    const people = (await app.server.database.db.select().from(users)).map((row) => `${row.firstName} ${row.lastName}`);
    expect(await latinWords(page, [...names, ...people])).toEqual([]);
    await onPhone(page, 'my-bookings-offline');

    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const me = await userRow(passenger.phone);
    const booked = await app.server.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tripId, trip.id), eq(bookings.passengerId, me.id)));
    expect(booked.map((row) => row.seats)).toEqual([1]);
    await page.getByText('قيد الانتظار').first().waitFor();
    await context.close();
  });

  it('asks a visitor to log in, in Arabic, before a protected action', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    await switchToArabic(page);
    await page.getByRole('button', { name: 'لديّ مقاعد شاغرة' }).click();
    await page.locator('.Toastify__toast', { hasText: 'يُرجى تسجيل الدخول للقيام بهذا الإجراء' }).waitFor();
    await page.getByRole('dialog', { name: 'تسجيل الدخول' }).waitFor();
    await context.close();
  });

  it('chats in Arabic, live and offline, and the driver is told of a booking in Arabic', async () => {
    const driver = app.demo('driver');
    const passenger = app.demo('passenger');
    const { context, page } = await app.openSignedIn('driver', '/');
    await switchToArabic(page);
    await expect.poll(async () => (await userRow(driver.phone)).locale, { timeout: 10_000 }).toBe('ar');

    // A passenger books: the driver's notification reads in Arabic, as the driver's device is answered it.
    const trip = await publishDemoTrip(app, 2);
    const passengerApi = await logIn(app.server, passenger.phone, passenger.password);
    expect((await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passengerApi.token, json: { seats: 1 } })).status).toBe(201);
    const driverApi = await logIn(app.server, driver.phone, driver.password);
    const [notice] = (await call(app.server, 'GET', '/api/notifications', { token: driverApi.token })).body.notifications;
    expect(notice.title).toBe('طلب حجز جديد');

    await page.goto('/messages');
    const item = page.getByRole('list', { name: 'المحادثات' }).getByRole('listitem').filter({ hasText: passenger.name }).first();
    await item.click();
    const log = page.getByRole('log', { name: `الرسائل مع ${passenger.name}` });
    await log.getByText('طلب حجز').first().waitFor();
    const box = page.getByPlaceholder('اكتب رسالتك هنا...');
    await box.fill('مرحبا، أنا في المحطة');
    await page.keyboard.press('Enter');
    await log.getByText('مرحبا، أنا في المحطة').waitFor();
    const names = [driver.name, passenger.name, ...passenger.name.split(' '), trip.pickup, 'Trajet du test'];
    expect(await latinWords(page, names)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await onPhone(page, 'chat');

    await setOffline(context, true);
    await box.fill('سأتأخر خمس دقائق');
    await page.keyboard.press('Enter');
    await log.getByText('في انتظار الإرسال').first().waitFor();
    expect(await latinWords(page, names)).toEqual([]);
    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const conversations = await call(app.server, 'GET', '/api/conversations', { token: passengerApi.token });
    expect(JSON.stringify(conversations.body)).toContain('سأتأخر خمس دقائق');
    await context.close();
  });
});
