// The navbar on a phone: the Menu button says whether the menu is open, following a link folds the menu away, and
// a signed-in person's messages and notifications menus open within the screen.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 800 };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

async function horizontalExtent(menu: Locator) {
  const box = (await menu.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

describe('the navbar on a phone', () => {
  it('says when its menu is open and folds it away once a link is followed', async () => {
    const { context, page } = await app.open();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await menuButton(page).click();
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.locator('#main-nav').getByRole('link', { name: 'Trips' }).click();
    await page.waitForURL('**/trips');
    await expect.poll(() => menuButton(page).getAttribute('aria-expanded')).toBe('false');
    await page.locator('#main-nav').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the messages and notifications menus within the screen', async () => {
    const { context, page } = await app.openSignedIn('passenger', '/');
    await page.setViewportSize(PHONE);
    await menuButton(page).click();
    const nav = page.locator('#main-nav');
    for (const name of ['Messages', /^Notifications/]) {
      await nav.getByRole('button', { name }).click();
      const menu = nav.locator('.dropdown-menu.show');
      await menu.waitFor();
      const { left, right } = await horizontalExtent(menu);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(PHONE.width);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }
    await context.close();
  });
});
