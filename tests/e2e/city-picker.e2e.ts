// The city picker on a phone, as people use it: type part of a name, in Latin or Arabic script, accents and case
// aside, and pick the place among those shown with their governorate; Escape closes the list, not the filters; it is
// accessible with its list open, fits 390 px, and reads right to left in Arabic.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../helpers/axe';
import { useAppUnderTest } from '../helpers/app-under-test';
import { overflowing } from '../helpers/overflow';
import { cityId } from '../helpers/trips-ui';

const app = useAppUnderTest();
const PHONE = { width: 390, height: 844 };

async function openFilters(page: Page, locale: 'fr' | 'ar') {
  await page.context().addInitScript((chosen) => {
    // Not on about:blank, which has no storage.
    if (location.protocol.startsWith('http')) localStorage.setItem('locale', chosen);
  }, locale);
  await page.setViewportSize(PHONE);
  await page.goto('/trips');
  await page.getByTestId('trip-card').first().waitFor();
  await page.getByRole('button', { name: locale === 'fr' ? 'Filtres' : 'عوامل التصفية' }).click();
  const sheet = page.getByRole('dialog', { name: locale === 'fr' ? 'Filtres' : 'عوامل التصفية' });
  return { sheet, from: sheet.getByRole('combobox', { name: locale === 'fr' ? 'De' : 'من', exact: true }) };
}

const optionsOf = (page: Page, id: string) => page.locator(`#${id}-listbox [role="option"]`);

describe('the city picker', () => {
  it('finds places as typed, accents and case aside, by other spellings too, and picks one', async () => {
    const { context, page } = await app.open();
    const { sheet, from } = await openFilters(page, 'fr');
    await from.click();
    // Nothing typed: every place, after the filter's "all cities".
    await expect.poll(() => optionsOf(page, 'filter-from').count()).toBeGreaterThan(250);
    expect(await optionsOf(page, 'filter-from').first().innerText()).toBe('Toutes les villes');

    await from.fill('kelibia');
    await expect.poll(() => optionsOf(page, 'filter-from').allInnerTexts()).toEqual(['Kélibia\n,\nNabeul']);
    await from.fill('GABES');
    await expect.poll(async () => (await optionsOf(page, 'filter-from').first().innerText()).split('\n')[0]).toBe('Gabès');
    expect(await seriousViolations(page)).toEqual([]);
    expect((await overflowing(page)).wide).toEqual([]);

    // Escape closes the list and forgets the half-typed text; a second one closes the filters.
    await page.keyboard.press('Escape');
    await expect.poll(() => from.getAttribute('aria-expanded')).toBe('false');
    expect(await from.inputValue()).toBe('');
    expect(await sheet.isVisible()).toBe(true);

    // Found by the spelling GeoNames gives, shown by the one signs show.
    await from.fill('manzil bu');
    await optionsOf(page, 'filter-from').filter({ hasText: 'Menzel Bourguiba' }).click();
    expect(await from.inputValue()).toBe('Menzel Bourguiba');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('departure_city_id')).toBe(String(await cityId(app, 'Menzel Bourguiba')));
    await context.close();
  });

  it('names places in Arabic, right to left, and finds them typed in either script', async () => {
    const { context, page } = await app.open();
    const { from } = await openFilters(page, 'ar');
    expect(await from.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');

    await from.fill('صفاقس');
    await expect.poll(() => optionsOf(page, 'filter-from').allInnerTexts()).toEqual(['صفاقس\n,\nصفاقس']);
    await from.fill('menzel bourguiba');
    await expect.poll(() => optionsOf(page, 'filter-from').allInnerTexts()).toEqual(['منزل بورقيبة\n,\nبنزرت']);
    // Hamza and ta marbuta as a phone keyboard types them.
    await from.fill('الحمامات');
    await optionsOf(page, 'filter-from').filter({ hasText: 'الحمامات' }).click();
    expect(await from.inputValue()).toBe('الحمامات');
    await from.fill('اريانه');
    await expect.poll(() => optionsOf(page, 'filter-from').allInnerTexts()).toEqual(['أريانة\n,\nأريانة']);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await overflowing(page)).wide).toEqual([]);
    await context.close();
  });
});
