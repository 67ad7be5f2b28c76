// What the journeys in Arabic and in English share: switching the language from the navbar as a person does, the
// texts a person sees, and the check at a phone's width.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { overflowing } from './overflow';

const PHONE = { width: 390, height: 844 };

/** Picks `name` in the navbar's language switch and waits for `<html lang dir>` to read `langDir` ("ar rtl"). */
export async function switchLanguage(page: Page, name: string, langDir: string) {
  await page.locator('#language-switcher').click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '))).toBe(langDir);
}

/**
 * Every text drawn on screen under `root` (the page's main part, or all of it), but in maps, scripts and what is
 * marked left to right on purpose when `skipLtr` (phone numbers, plates).
 */
export function visibleTexts(page: Page, { root = 'body', skipLtr = false }: { root?: string; skipLtr?: boolean } = {}): Promise<string[]> {
  return page.evaluate(
    ({ root, skipLtr }) => {
      const found: string[] = [];
      const skipped = `.leaflet-container, script, style${skipLtr ? ', [dir="ltr"]' : ''}`;
      const walker = document.createTreeWalker(document.querySelector(root) ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest(skipped)) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const text = node.textContent?.trim();
        if (text) found.push(text);
      }
      return found;
    },
    { root, skipLtr },
  );
}

/** Takes names and what people typed out of a text, longest first (so "Gare de Sousse" goes before "Sousse"). */
export function withoutNames(text: string, names: readonly string[]): string {
  return [...names].sort((a, b) => b.length - a.length).reduce((rest, word) => rest.split(word).join(' '), text);
}

/** At 390 × 844 nothing is wider than the screen; with `shots`, a full-page screenshot is kept there as `name`. */
export async function fitsAPhone(page: Page, name: string, shots?: string) {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  // A toast sliding in starts off screen: the layout is read once it stands.
  await page.waitForFunction(() => !document.querySelector('[class*="Toastify__bounce-enter"], [class*="Toastify__bounce-exit"]'));
  if (shots) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  }
  expect(await overflowing(page), name).toEqual({ scrollWidth: PHONE.width, width: PHONE.width, wide: [] });
  if (size) await page.setViewportSize(size);
}
