// "Signaler" on a phone (issue 40): the demo passenger reports a driver's chat message with no network, sees
// "Signalement envoyé", and once back online the server holds exactly one report; the same form in Arabic reads
// right to left, fits 390 px and passes axe.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { driverWroteOnNewBooking } from '../helpers/driver-message';
import { reports } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };

let tripsUsed = 0;
/** A booking on a trip of the demo driver no other test used, and the driver's message in its conversation. */
const driverWrote = async (text: string) => (await driverWroteOnNewBooking(app, tripsUsed++, text)).messageId;

/** The passenger's conversation with the driver, on a phone, scrolled to the driver's message. */
async function openDriverMessage(page: Page, text: string) {
  await page.setViewportSize(PHONE);
  await page.goto('/messages');
  await page.getByRole('listitem').filter({ hasText: text }).first().click();
  const bubble = page.locator('[data-message-id]').filter({ hasText: text });
  await bubble.waitFor();
  return bubble;
}

const reportsOf = (messageId: number) =>
  app.server.database.db
    .select()
    .from(reports)
    .where(eq(reports.subjectId, messageId))
    .then((rows) => rows.filter((row) => row.subjectType === 'message'));

describe('reporting a message', () => {
  it('queues the report offline, says "Signalement envoyé", and the server holds it once back online', async () => {
    const text = 'Envoie-moi ton numéro personnel, vite';
    const messageId = await driverWrote(text);
    const { context, page } = await app.openSignedIn('passenger', '/messages');
    const bubble = await openDriverMessage(page, text);

    await setOffline(context, true);
    await bubble.getByRole('button', { name: 'Signaler ce message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler ce message' });
    await dialog.getByRole('radio', { name: 'Harcèlement' }).check();
    await dialog.getByLabel('Précisez (facultatif)').fill('Insiste pour avoir mon numéro');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Signalement envoyé' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await reportsOf(messageId)).toHaveLength(0);

    await setOffline(context, false);
    await expect.poll(async () => (await reportsOf(messageId)).length, { timeout: 20_000 }).toBe(1);
    const [row] = await reportsOf(messageId);
    expect(row).toMatchObject({ reason: 'harassment', text: 'Insiste pour avoir mon numéro', snapshot: { text } });
    // Sent once: a later flush (a reload, the service worker's sync) adds nothing.
    await page.reload();
    await page.locator('[data-message-id]').filter({ hasText: text }).waitFor();
    expect(await reportsOf(messageId)).toHaveLength(1);
    await context.close();
  });

  it('reads right to left in Arabic, fits a phone, passes axe, and closes with Escape', async () => {
    const text = 'رسالة السائق للاختبار';
    await driverWrote(text);
    const { context, page } = await app.openSignedIn('passenger', '/messages');
    await switchLanguage(page, 'العربية', 'ar rtl');
    const bubble = await openDriverMessage(page, text);
    await bubble.getByRole('button', { name: 'الإبلاغ عن هذه الرسالة' }).click();
    const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن هذه الرسالة' });
    for (const reason of ['تحرّش', 'قيادة خطيرة', 'ملف شخصي مزيّف', 'لم يحضر إلى الموعد', 'احتيال', 'سبب آخر']) {
      await dialog.getByRole('radio', { name: reason }).waitFor();
    }
    await dialog.getByLabel('أضف تفاصيل (اختياري)').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fitsAPhone(page, 'report-modal-ar');
    expect(await seriousViolations(page)).toEqual([]);
    // Sent without a reason: the form says which field is missing, in Arabic.
    await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
    await dialog.getByText('حقل «السبب» مطلوب.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
