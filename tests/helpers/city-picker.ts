// Choosing a city in a city picker (src/app/features/trips/city-select.tsx) as a person does: type its name, then
// pick it in the list. Every browser test that chooses a city goes through here.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** `id` is the picker's input, `name` the city as the list shows it in the page's language. */
export async function chooseCity(scope: Page | Locator, id: string, name: string): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  const input = scope.locator(`#${id}`);
  // Emptied first: typing the name a field already holds would change nothing, and open no list.
  await input.fill('');
  await input.fill(name);
  // The option whose name (not its governorate) is the one typed: "Sousse" and not "Hammam Sousse".
  await page
    .locator(`#${id}-listbox [role="option"]`)
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect.poll(() => input.inputValue()).toBe(name);
}
