// axe-core on a page once it is still: the serious and critical violations, as readable lines.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Waits until no finite animation or transition runs (modal fades, the route loader), so colours are final. */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  await waitForStillPage(page);
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
