// The lists between cities on a phone: the first card shows without scrolling, below a lower banner, with the search
// folded into the "Filtres" button.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };

describe('a list between cities on a phone', () => {
  for (const [path, card] of [
    ['/trips', 'trip-card'],
    ['/announcements', 'announcement-card'],
  ] as const) {
    it(`shows the first card of ${path} above the fold`, async () => {
      const { context, page } = await app.open();
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const first = page.getByTestId(card).first();
      await first.waitFor();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The search folded away is still one tap off: "Filtres" opens the panel with the route fields.
      // Its sheet's code comes with that first tap; it keeps the focus inside, and Escape closes it, focus back on the
      // button, again and again.
      const filters = page.getByRole('button', { name: 'Filtres' });
      const sheet = page.getByRole('dialog', { name: 'Filtres' });
      for (let time = 0; time < 2; time++) {
        await filters.click();
        await sheet.getByRole('combobox', { name: 'De', exact: true }).waitFor();
        await expect.poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
        await expect.poll(() => filters.evaluate((button) => button === document.activeElement)).toBe(true);
      }
      await context.close();
    });
  }
});
