// The staff desk acts on reports on a phone (issue 40): a reported message shows as it was written, staff hide it and
// the passenger reads "Message masqué par la modération"; staff suspend the driver, the audit log lists it, and the
// driver's sign-in is refused with the date the suspension ends. In Arabic the desk reads right to left and passes axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { driverWroteOnNewBooking } from '../helpers/driver-message';
import { fillLogin, openLogin } from '../helpers/accounts-ui';
import { call, logIn } from '../helpers/server';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHOTS_DIR;

let tripsUsed = 0;
/** The demo driver writes `text` to the demo passenger, who reports it: the message's id. */
async function reportedMessage(text: string, reason = 'harassment') {
  const { messageId } = await driverWroteOnNewBooking(app, tripsUsed++, text);
  const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
  const sent = await call(app.server, 'POST', '/api/reports', { token: passenger.token, json: { subject_type: 'message', subject_id: messageId, reason } });
  expect(sent.status).toBe(201);
  return messageId;
}

/** The reported subject's entry on the desk. */
const subjectOnDesk = (page: Page, heading: RegExp | string) =>
  page.getByTestId('staff-reported-subject').filter({ has: page.getByRole('heading', { name: heading }) });

describe('the staff desk acts on reports', () => {
  it('reads right to left in Arabic at 390 px, passes axe, and dismisses a report', async () => {
    const messageId = await reportedMessage('رسالة للاختبار من السائق', 'other');
    const { context, page } = await app.openSignedIn('staff', '/staff');
    await switchLanguage(page, 'العربية', 'ar rtl');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'البلاغات' }).waitFor();
    const subject = subjectOnDesk(page, new RegExp(`الرسالة رقم ${messageId}`));
    await subject.getByText('سبب آخر').waitFor();
    await fitsAPhone(page, 'staff-reports-ar', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);
    await subject.getByRole('radio', { name: 'رفض البلاغ' }).check();
    await subject.getByLabel('ملاحظة').fill('لا مخالفة');
    await subject.getByRole('button', { name: 'تطبيق' }).click();
    await page.locator('.Toastify__toast', { hasText: 'تم رفض البلاغ.' }).waitFor();
    await page.getByTestId('audit-log-entry').filter({ hasText: 'لا مخالفة' }).waitFor();
    // The language follows the staff account: back to French for the next test (the switch needs a wide navbar).
    await page.setViewportSize({ width: 1280, height: 900 });
    await switchLanguage(page, 'Français', 'fr ltr');
    // Kept on the account once the server has it: the next test's new sign-in reads it from there.
    const staffPhone = app.demo('staff').phone;
    await expect
      .poll(async () => (await app.server.database.db.select({ locale: users.locale }).from(users).where(eq(users.phone, staffPhone)))[0]?.locale, {
        timeout: 20_000,
      })
      .toBe('fr');
    await context.close();
  });

  it('hides a message, then suspends its author, who can no longer sign in', async () => {
    const text = 'Paie-moi en liquide avant, sinon pas de place';
    const messageId = await reportedMessage(text, 'scam');
    const { context, page } = await app.openSignedIn('staff', '/staff');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Signalements' }).waitFor();
    const subject = subjectOnDesk(page, new RegExp(`Message n° ${messageId}`));
    // The words as they were reported, and why.
    await subject.getByText(text).waitFor();
    await subject.getByText('Arnaque').waitFor();
    await fitsAPhone(page, 'staff-reports-fr', SHOTS);
    expect(await seriousViolations(page)).toEqual([]);

    await subject.getByRole('radio', { name: 'Masquer le contenu' }).check();
    await subject.getByRole('button', { name: 'Appliquer' }).click();
    // A note is required: said under the field, nothing sent.
    await subject.getByText('The note field is required.').waitFor();
    await subject.getByLabel('Note').fill('Demande de paiement hors application');
    await subject.getByRole('button', { name: 'Appliquer' }).click();
    await page.locator('.Toastify__toast', { hasText: 'The content is hidden.' }).waitFor();
    await subject.waitFor({ state: 'detached' });
    const log = page.getByTestId('audit-log-entry').filter({ hasText: `Message n° ${messageId}` });
    await log.filter({ hasText: 'Masquer le contenu' }).filter({ hasText: 'Demande de paiement hors application' }).waitFor();

    // The passenger's conversation no longer carries the words.
    const passenger = await app.openSignedIn('passenger', '/messages');
    await passenger.page.setViewportSize(PHONE);
    await passenger.page.getByRole('listitem').filter({ hasText: 'Message masqué par la modération' }).first().click();
    await passenger.page.locator(`[data-message-id="${messageId}"]`).getByText('Message masqué par la modération').waitFor();
    expect(await passenger.page.getByText(text).count()).toBe(0);
    await passenger.context.close();

    // The driver is reported again; this time staff suspend them for 3 days.
    const second = await reportedMessage('Dernier avertissement pour toi', 'harassment');
    await page.getByRole('button', { name: 'Actualiser' }).click();
    const again = subjectOnDesk(page, new RegExp(`Message n° ${second}`));
    await again.getByRole('radio', { name: 'Suspendre le compte' }).check();
    await again.getByLabel('Nombre de jours').fill('3');
    await again.getByLabel('Note').fill('Menaces répétées');
    await again.getByRole('button', { name: 'Appliquer' }).click();
    await page.locator('.Toastify__toast', { hasText: 'The account is suspended.' }).waitFor();
    await page.getByTestId('audit-log-entry').filter({ hasText: 'Suspendre le compte (3 jours)' }).filter({ hasText: 'Menaces répétées' }).waitFor();
    await context.close();

    // The driver tries to sign in: refused, with the day the suspension ends.
    const driver = await app.open();
    await driver.page.setViewportSize({ width: 1280, height: 900 });
    await driver.page.goto('/');
    await openLogin(driver.page);
    await fillLogin(driver.page, app.demo('driver').phone, app.demo('driver').password);
    const ends = new Date(app.server.clock.now().getTime() + 3 * 24 * 3600 * 1000);
    const day = new Intl.DateTimeFormat('fr-TN', { timeZone: 'Africa/Tunis', day: '2-digit', month: '2-digit', year: 'numeric' }).format(ends);
    await driver.page.locator('.Toastify__toast', { hasText: `Votre compte est suspendu jusqu'au ${day}.` }).waitFor();
    await driver.page.getByRole('dialog', { name: 'Login' }).waitFor();
    await driver.context.close();
  });
});
