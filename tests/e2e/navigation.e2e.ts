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
    const route = (await cards.nth(9).getByRole('heading').textContent())!;
    await cards.nth(9).getByRole('button', { name: 'View Details' }).click();
    // Watched from before the click: read in the first frame the detail's heading is drawn (the list's own heading
    // stays until then), where a smooth scroll would still be on its way up.
    const scrollWhenShown = page.evaluate(
      (heading) =>
        new Promise<number>((resolve) => {
          const shown = () => [...document.querySelectorAll('main h1')].some((h1) => h1.textContent === heading);
          const check = () => (location.pathname !== '/trips' && shown() ? resolve(window.scrollY) : requestAnimationFrame(check));
          check();
        }),
      route,
    );
    await page.getByRole('link', { name: 'View Full Details' }).click();
    await page.waitForURL(/\/trips\/\d+$/);
    expect(await scrollWhenShown).toBe(0);
    await context.close();
  });
});
