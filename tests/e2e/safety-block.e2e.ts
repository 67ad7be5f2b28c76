// "Bloquer" on a phone (issue 40): the demo passenger opens "Signaler" from their conversation's menu, then blocks the
// driver from it, confirms, the send box gives way to a closed notice with "Débloquer", and the driver's trips leave
// the trip list, on the device and in the server's answer; "Personnes bloquées" in the profile
// names the driver with "Débloquer", which brings the trips back; in Arabic the list reads right to left. Each screen
// fits 390 px and passes axe.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { driverWroteOnNewBooking } from '../helpers/driver-message';
import { call, logIn } from '../helpers/server';
import { blocks } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const SEND_LABEL = 'Message';
/** Where the phone-sized screenshots go when set (SHOTS_DIR), to look at. */
const SHOTS = process.env.SHOTS_DIR;

describe('blocking from a conversation', () => {
  it('blocks the driver after a confirmation, and the driver’s trips are no longer listed', async () => {
    const text = 'Je peux passer vous prendre chez vous ce soir';
    const { driverApi } = await driverWroteOnNewBooking(app, 0, text);
    const driverName = app.demo('driver').name;
    const passengerApi = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const { context, page } = await app.openSignedIn('passenger', '/trips');
    await page.setViewportSize(PHONE);
    const driverCards = page.getByTestId('trip-card').filter({ hasText: driverName });
    await driverCards.first().waitFor();

    await page.goto('/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: text }).first().click();
    await page
      .getByRole('log', { name: `Messages avec ${driverName}` })
      .getByText(text)
      .waitFor();
    // "Signaler" in the same menu opens the report form about the person; Escape closes it.
    await page.getByRole('button', { name: 'Options de la conversation' }).click();
    await page.getByRole('button', { name: 'Signaler', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Signaler ce profil' });
    await report.waitFor();
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'detached' });

    const sendBox = page.getByRole('textbox', { name: SEND_LABEL, exact: true });
    await sendBox.waitFor();
    await page.getByRole('button', { name: 'Options de la conversation' }).click();
    await page.getByRole('button', { name: 'Bloquer' }).click();
    const confirm = page.getByRole('dialog', { name: `Bloquer ${driverName} ?` });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Bloquer' }).click();
    await page.locator('.Toastify__toast', { hasText: `${driverName} est bloqué(e)` }).waitFor();
    const blockedRows = () =>
      app.server.database.db
        .select()
        .from(blocks)
        .where(and(eq(blocks.blockerId, passengerApi.user.id), eq(blocks.blockedId, driverApi.user.id)));
    await expect.poll(async () => (await blockedRows()).length, { timeout: 20_000 }).toBe(1);
    // Nothing can be written to a person one blocks: the conversation says so instead of taking a message to refuse.
    await page.getByRole('status').filter({ hasText: 'Vous avez bloqué cette personne : vous ne pouvez plus vous écrire.' }).waitFor();
    expect(await sendBox.count()).toBe(0);
    await fitsAPhone(page, 'conversation-blocked', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);

    // The list, on the device and from the server, has none of the driver's trips.
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    await page.getByTestId('synced-at').waitFor();
    expect(await driverCards.count()).toBe(0);
    const listed = await call(app.server, 'GET', '/api/trips', { token: passengerApi.token });
    expect((listed.body.data as { driver_id: number }[]).filter((row) => row.driver_id === driverApi.user.id)).toEqual([]);
    await fitsAPhone(page, 'trips-after-block');

    // "Personnes bloquées" names the driver; "Débloquer" brings the trips back.
    await page.goto('/profile?tab=blocked');
    const section = page.getByRole('region', { name: 'Personnes bloquées' });
    await section.getByText(driverName).waitFor();
    await fitsAPhone(page, 'blocked-people');
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: `Débloquer ${driverName}` }).click();
    await page.locator('.Toastify__toast', { hasText: `${driverName} est débloqué(e)` }).waitFor();
    await section.getByText('Vous n’avez bloqué personne.').waitFor();
    await expect.poll(async () => (await blockedRows()).length, { timeout: 20_000 }).toBe(0);
    await page.goto('/trips');
    await driverCards.first().waitFor();
    await context.close();
  });

  it('lists the people blocked right to left in Arabic, fitting a phone', async () => {
    const passengerApi = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const driverApi = await logIn(app.server, app.demo('driver').phone, app.demo('driver').password);
    expect((await call(app.server, 'POST', `/api/users/${driverApi.user.id}/block`, { token: passengerApi.token })).status).toBe(201);
    const { context, page } = await app.openSignedIn('passenger', '/profile?tab=blocked');
    // The switch is in the navbar, folded away on a phone: chosen first, then the phone's size.
    await switchLanguage(page, 'العربية', 'ar rtl');
    await page.setViewportSize(PHONE);
    const section = page.getByRole('region', { name: 'الأشخاص المحظورون' });
    await section.getByText(app.demo('driver').name).waitFor();
    await section.getByRole('button', { name: `إلغاء حظر ${app.demo('driver').name}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fitsAPhone(page, 'blocked-people-ar');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await call(app.server, 'DELETE', `/api/users/${driverApi.user.id}/block`, { token: passengerApi.token })).status).toBe(200);
    await context.close();
  });
});
