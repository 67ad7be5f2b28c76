// Moving between pages as on a multi-page site: a page opened from far down a list starts at its top at once,
// without gliding up from where the list was.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';

const app = useAppUnderTest();

describe('navigation', () => {
  it('opens a trip from far down the list at the top of its page, at once', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    const cards = page.getByTestId('trip-card');
    await cards.nth(9).waitFor();
    await cards.nth(9).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await cards.nth(9).getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('link', { name: 'View Full Details' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    // Read in the first frame the detail is drawn: a smooth scroll would still be on its way up.
    const scrollWhenShown = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () => (document.querySelector('main h1') ? resolve(window.scrollY) : requestAnimationFrame(check));
          check();
        }),
    );
    expect(scrollWhenShown).toBe(0);
    await context.close();
  });
});
