// The first load's main-thread JavaScript, as a new visitor's phone downloads it: every script the page fetched
// until the network went quiet, compressed bytes as sent by the server (the sync worker's own script apart).
import type { Browser } from 'playwright-core';
import { newContext } from '../helpers/browser';

export async function firstLoadFigures(browser: Browser, url: string) {
  const figures: Record<string, { js_gzip_kb: number; scripts: number }> = {};
  for (const path of ['/', '/trips']) {
    // A fresh profile each time: no service worker, no cache, as on a first visit.
    const context = await newContext(browser, url);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((entry) => /\\.js(\\?|$)/.test(entry.name) && !/\\/worker-[^/]*\\.js/.test(entry.name))
      .map((entry) => entry.encodedBodySize)`)) as number[];
    figures[path] = { js_gzip_kb: Math.round(scripts.reduce((sum, size) => sum + size, 0) / 1024), scripts: scripts.length };
    await context.close();
  }
  return figures;
}
