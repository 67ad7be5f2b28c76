// The first load's main-thread JavaScript, as a new visitor's phone downloads it: every script the page fetched
// until the network went quiet, compressed bytes as sent by the server (the sync worker's own script apart). Chromium
// accepts Brotli, so that is what it gets; the same scripts as a client accepting only gzip gets them are beside it.
import type { Browser } from 'playwright-core';
import { newContext } from '../helpers/browser';
import { gzipBytesOf } from '../helpers/script-sizes';

export async function firstLoadFigures(browser: Browser, url: string) {
  const figures: Record<string, { js_kb_as_sent: number; js_gzip_kb: number; scripts: number }> = {};
  for (const path of ['/', '/trips']) {
    // A fresh profile each time: no service worker, no cache, as on a first visit.
    const context = await newContext(browser, url);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'networkidle' });
    const scripts = (await page.evaluate(`performance.getEntriesByType('resource')
      .filter((entry) => /\\.js(\\?|$)/.test(entry.name) && !/\\/worker-[^/]*\\.js/.test(entry.name))
      .map((entry) => ({ url: entry.name, size: entry.encodedBodySize }))`)) as Array<{ url: string; size: number }>;
    const gzipped = await Promise.all(scripts.map(({ url: script }) => gzipBytesOf(script)));
    const kb = (sizes: number[]) => Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024);
    figures[path] = { js_kb_as_sent: kb(scripts.map(({ size }) => size)), js_gzip_kb: kb(gzipped), scripts: scripts.length };
    await context.close();
  }
  return figures;
}
