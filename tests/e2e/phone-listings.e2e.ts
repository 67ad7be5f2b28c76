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
      await page.getByRole('button', { name: 'Filtres' }).click();
      await page.getByRole('dialog', { name: 'Filtres' }).getByLabel('De', { exact: true }).waitFor();
      await context.close();
    });
  }
});
