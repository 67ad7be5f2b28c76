// Times, inside the page, the click on a preview panel's "View Full Details" link until the frame that shows the
// detail's heading: what a person waits for when opening a trip or a travel request from its list.
import type { Page } from 'playwright-core';

/** `exact`: the heading is the preview's title itself (a trip); otherwise it contains it (a travel request). */
export async function timeOpenFromPreview(page: Page, titleSelector: string, exact = true): Promise<number> {
  const link = page.getByRole('link', { name: 'View Full Details' });
  await link.waitFor();
  const href = (await link.getAttribute('href'))!;
  const title = (await page.locator(titleSelector).textContent())!;
  const matches = exact ? `heading.textContent === ${JSON.stringify(title)}` : `heading.textContent.includes(${JSON.stringify(title)})`;
  // A string, because the bundler would wrap a named function with a helper the page does not have.
  return (await page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    document.querySelector('.offcanvas a[href="${href}"]').click();
    (function check() {
      const shown = location.pathname === ${JSON.stringify(href)} && [...document.querySelectorAll('h1')].some((heading) => ${matches});
      if (shown) resolve(performance.now() - start);
      else requestAnimationFrame(check);
    })();
  })`)) as number;
}
