// Verified, visibly (issue 40 §6) on a phone: the demo driver's trip card shows his checked papers as named icons and
// his trips; the trip's driver card lists them with "Membre depuis"; in Arabic the card reads right to left, fits 390 px
// and passes axe.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations } from '../helpers/axe';
import { fitsAPhone, switchLanguage } from '../helpers/language-journeys';
import { users } from '../../src/server/db/schema';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };
const PAPERS = ['Téléphone vérifié', 'Identité vérifiée', 'Permis vérifié', 'Papiers du véhicule vérifiés'];

/** How many trips the demo driver completed, as the database keeps it. */
async function tripsCompleted() {
  const [driver] = await app.server.database.db
    .select({ count: users.tripsCompleted })
    .from(users)
    .where(eq(users.phone, app.demo('driver').phone));
  return driver!.count;
}

/** The first card of the demo driver's upcoming trips, on a phone. */
async function driverCard(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto('/trips');
  const card = page
    .getByTestId('trip-card')
    .filter({ hasText: app.demo('driver').name })
    .first();
  await card.waitFor();
  return card;
}

describe("the demo driver's badges", () => {
  it('shows his checked papers and trips on a trip card, and the full list with "Membre depuis" on the trip page', async () => {
    const count = await tripsCompleted();
    // The demo seed writes his three past rides completed: counted as they were written.
    expect(count).toBeGreaterThanOrEqual(3);
    const { context, page } = await app.open();
    const card = await driverCard(page);
    const badges = card.getByRole('list', { name: 'Vérifications' });
    // Each icon is named for readers and in its tooltip.
    for (const paper of PAPERS) {
      await badges.getByText(paper, { exact: true }).waitFor({ state: 'attached' });
      expect(await badges.locator(`[title="${paper}"]`).count()).toBe(1);
    }
    await badges.getByText(`${count} trajet${count === 1 ? '' : 's'}`, { exact: true }).waitFor();

    // "View Details" opens the trip's preview; its "View Full Details" the trip's page with the driver card.
    await card.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('link', { name: 'View Full Details' }).click();
    const list = page.getByTestId('verified-list');
    await list.waitFor();
    const text = await list.innerText();
    for (const paper of PAPERS) expect(text).toContain(paper);
    expect(text).toContain(`${count} trajet${count === 1 ? '' : 's'} effectué${count === 1 ? '' : 's'}`);
    expect(text).toMatch(/Membre depuis \p{L}+ \d{4}/u);
    await fitsAPhone(page, 'verified-badges-fr');
    await context.close();
  });

  it('reads right to left in Arabic on the card and the trip page, fits a phone and passes axe', async () => {
    const { context, page } = await app.open();
    // The language menu is in the navbar, folded away on a phone: chosen at a desktop's width.
    await page.goto('/trips');
    await switchLanguage(page, 'العربية', 'ar rtl');
    const card = await driverCard(page);
    const badges = card.getByRole('list', { name: 'التحقق' });
    for (const paper of ['الهاتف موثَّق', 'الهوية موثَّقة', 'رخصة السياقة موثَّقة', 'وثائق السيارة موثَّقة']) {
      await badges.getByText(paper, { exact: true }).waitFor({ state: 'attached' });
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await fitsAPhone(page, 'verified-badges-card-ar');
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'عرض التفاصيل' }).click();
    await page.getByRole('link', { name: 'عرض كل التفاصيل' }).click();
    const list = page.getByTestId('verified-list');
    await list.waitFor();
    expect(await list.innerText()).toContain('عضو منذ');
    await fitsAPhone(page, 'verified-badges-driver-ar');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
