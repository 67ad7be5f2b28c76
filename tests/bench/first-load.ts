// The first load's main-thread JavaScript, as a new visitor's phone downloads it: every script the page fetched
// until the network went quiet, compressed bytes as sent by the server (the sync worker's own script apart). Chromium
// accepts Brotli, so that is what it gets; the same scripts as a client accepting only gzip gets them are beside it.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { newContext } from '../helpers/browser';

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
    // fetch() unpacks what it receives: the size on the wire is the header's (the build's .gz copy, sent as is).
    const gzipped = await Promise.all(
      scripts.map(async ({ url: script }) => {
        const answer = await fetch(script, { headers: { 'accept-encoding': 'gzip' } });
        const body = Buffer.from(await answer.arrayBuffer());
        const sent = answer.headers.get('content-encoding') === 'gzip' ? Number(answer.headers.get('content-length')) : NaN;
        return Number.isFinite(sent) && sent > 0 ? sent : gzipSync(body, { level: 9 }).length;
      }),
    );
    const kb = (sizes: number[]) => Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024);
    figures[path] = { js_kb_as_sent: kb(scripts.map(({ size }) => size)), js_gzip_kb: kb(gzipped), scripts: scripts.length };
    await context.close();
  }
  return figures;
}
