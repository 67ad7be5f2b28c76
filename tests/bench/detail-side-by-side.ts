// Opening a trip's detail on a slow mobile network, side by side: from the mirror (the app as built: the detail shows
// from IndexedDB while the worker refreshes it) versus network-first (the least a page waiting for the API would
// wait: the detail call's round trip and parse). Both under Lighthouse's Slow 4G profile, in one run.
import type { Browser } from 'playwright-core';
import { newContext } from '../helpers/browser';
import { timeOpenFromPreview } from './open-from-preview';

/** Lighthouse's devtools throttling for mobile ("Slow 4G"): 562.5 ms latency, ~1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const RUNS = 5;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

export async function detailSideBySide(browser: Browser, url: string) {
  const context = await newContext(browser, url);
  const page = await context.newPage();
  // The list seen once on a good network: its trips are in the mirror.
  await page.goto('/trips', { waitUntil: 'networkidle' });
  await page.getByTestId('trip-card').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const fromMirror: number[] = [];
  const networkFirst: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('/trips');
    const card = page.getByTestId('trip-card').nth(i);
    await card.getByRole('button', { name: 'View Details' }).click();
    const href = (await page.getByRole('link', { name: 'View Full Details' }).getAttribute('href'))!;
    fromMirror.push(await timeOpenFromPreview(page, '#preview-title'));
    const id = href.split('/').pop();
    networkFirst.push(
      (await page.evaluate(`(async () => {
        const start = performance.now();
        const answer = await fetch('/api/trips/${id}', { headers: { accept: 'application/json' }, cache: 'no-store' });
        await answer.json();
        return performance.now() - start;
      })()`)) as number,
    );
  }
  await context.close();
  const mirror = median(fromMirror);
  const network = median(networkFirst);
  return {
    profile: 'Slow 4G (562.5 ms, 1.6 Mbps)',
    from_mirror_p50_ms: mirror,
    network_first_p50_ms: network,
    ratio: Math.round((network / Math.max(mirror, 0.1)) * 10) / 10,
  };
}
