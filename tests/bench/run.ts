// `npm run bench`: prints JSON figures measured in Chromium. Mirror: rows/s of mirroring 20,000 trips into real
// IndexedDB and p50/p95 of typical list queries. App: time to content online and offline (service worker +
// IndexedDB), navigation to a trip's detail offline, and how long a change made offline takes to reach the
// server once the network returns. Chat (tests/bench/chat.ts): how fast a message reaches the other person's open
// conversation, how fast a conversation of 2,000 messages opens offline from the mirror, and the long tasks while
// scrolling its history. First load: the JavaScript a first visit to / and /trips downloads;
// a trip's detail from the mirror versus network-first on Slow 4G. Lighthouse (tests/bench/lighthouse.ts): the
// mobile scores of /, /trips and a trip's detail. Engines (tests/bench/engines.ts): a trip's page from the mirror with
// the network cut, in Chromium, Firefox and WebKit.
import { createServer } from 'vite';
import { call, startTestServer } from '../helpers/server';
import { launchBrowser, newContext, setOffline, waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { chatFigures } from './chat';
import { trackingFigures } from './tracking';
import { firstLoadFigures } from './first-load';
import { detailSideBySide } from './detail-side-by-side';
import { timeOpenFromPreview } from './open-from-preview';
import { lighthouseFigures } from './lighthouse';
import { engineTripPageFigures } from './engines';

const RUNS = 5;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50_ms: Math.round(at(0.5)), p95_ms: Math.round(at(0.95)), runs: sorted.length };
}

/** The mirror benchmark page, served by Vite's dev server so it runs the app's own db code unbundled. */
async function mirrorFigures(browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const vite = await createServer({ root: 'tests/bench/page', logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await vite.listen();
  try {
    const page = await browser.newPage();
    await page.goto(vite.resolvedUrls!.local[0]!);
    return await page.evaluate(() => (window as unknown as { mirrorBench: Promise<unknown> }).mirrorBench);
  } finally {
    await vite.close();
  }
}

async function main() {
  process.env.MECHWAR_TEST_DB ??= 'pglite';
  const server = await startTestServer({ staticDir: 'dist', demo: true });
  const browser = await launchBrowser();
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const timeTo = async (path: string, heading: string) => {
    const start = performance.now();
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).waitFor();
    return performance.now() - start;
  };
  try {
    const mirror = await mirrorFigures(browser);
    const online: number[] = [];
    await page.goto('/');
    await waitForServiceWorker(page);
    for (let i = 0; i < RUNS; i++) online.push(await timeTo('/', 'Why Choose Us'));

    const passenger = server.demoAccounts.find((account) => account.role === 'passenger')!;
    await logInThroughUi(page, passenger.phone, passenger.password);
    await timeTo('/profile', passenger.name);

    // A trip seen once online, then opened offline from the list: from the click on its link to its header.
    const { body: list } = await call(server, 'GET', '/api/trips');
    const first = list.data[0] as { id: number; departure_city: { name: string }; arrival_city: { name: string } };
    const route = `${first.departure_city.name} → ${first.arrival_city.name}`;
    await page.goto(`/trips/${first.id}`);
    await page.getByRole('heading', { name: route }).first().waitFor();

    await setOffline(context, true);
    const offlineDetail: number[] = [];
    const offlineDetailReload: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/trips');
      await page.getByTestId('trip-card').first().getByRole('button', { name: 'View Details' }).click();
      offlineDetail.push(await timeOpenFromPreview(page, '#preview-title'));
      offlineDetailReload.push(await timeTo(`/trips/${first.id}`, route));
    }
    // The same for a travel request: seen once in the list online, then opened offline from its preview.
    await setOffline(context, false);
    await page.goto('/announcements');
    await page.getByTestId('announcement-card').first().waitFor();
    await page
      .getByTestId('announcement-card')
      .first()
      .getByRole('button', { name: /^View Details/ })
      .click();
    const requestHref = (await page.getByRole('link', { name: 'View Full Details' }).getAttribute('href'))!;
    await page.goto(requestHref);
    await page.locator('h1').first().waitFor();
    await setOffline(context, true);
    const offlineRequest: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('/announcements');
      await page
        .getByTestId('announcement-card')
        .first()
        .getByRole('button', { name: /^View Details/ })
        .click();
      offlineRequest.push(await timeOpenFromPreview(page, '#announcement-preview-title', false));
    }
    const offlineHome: number[] = [];
    const offlineProfile: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      offlineHome.push(await timeTo('/', 'Why Choose Us'));
      offlineProfile.push(await timeTo('/profile', passenger.name));
    }

    const drain: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
      await dialog.getByLabel('Last name').fill(`Trabelsi ${i}`);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByTestId('unsent-count').waitFor();
      const start = performance.now();
      await setOffline(context, false);
      await page.getByTestId('unsent-count').waitFor({ state: 'detached' });
      drain.push(performance.now() - start);
      await setOffline(context, true);
    }

    // The chat figures use two fresh profiles of their own: this one's tabs and worker must not compete with them.
    await context.close();
    const chat = await chatFigures(browser, server);
    const tracking = await trackingFigures(browser, server);
    const firstLoad = await firstLoadFigures(browser, server.url);
    const sideBySide = await detailSideBySide(browser, server.url);
    // Issue 37: the same trip page, mirror first, in the three engines.
    const engines = await engineTripPageFigures(server);
    // Last, in Chromiums of its own: the browser above stays idle meanwhile and costs the audits no CPU.
    const lighthouse = await lighthouseFigures(server.url);

    const figures = mirror as {
      mirror_20000_trips: { rows_per_s: number };
      list_queries_20_results: Record<string, { p95_ms: number; rows: number }>;
      list_queries_overall: { p95_ms: number };
      announcement_queries_12_results: Record<string, { rows: number }>;
      announcement_queries_overall: { p95_ms: number };
    };
    const detail = summary(offlineDetail);
    // The targets of the trips work: what each figure must reach, and whether this run reached it.
    const target = (measured: number, limit: number, kind: 'at_least' | 'at_most') => ({
      measured,
      [kind]: limit,
      met: kind === 'at_least' ? measured >= limit : measured <= limit,
    });
    const targets = {
      mirror_rows_per_s: target(figures.mirror_20000_trips.rows_per_s, 5_000, 'at_least'),
      list_query_p95_ms: target(figures.list_queries_overall.p95_ms, 16, 'at_most'),
      list_queries_return_20_rows: Object.values(figures.list_queries_20_results).every((query) => query.rows === 20),
      trip_detail_offline_p95_ms: target(detail.p95_ms, 100, 'at_most'),
      announcement_list_query_p95_ms: target(figures.announcement_queries_overall.p95_ms, 16, 'at_most'),
      announcement_detail_offline_p95_ms: target(summary(offlineRequest).p95_ms, 100, 'at_most'),
      chat_live_p95_ms: target(chat.chat_live_ms.p95_ms, 150, 'at_most'),
      conversation_open_p95_ms: target(chat.conversation_open_ms.p95_ms, 100, 'at_most'),
      conversation_scroll_long_tasks: target(chat.conversation_scroll_long_tasks.count, 0, 'at_most'),
      // Issue 19: live tracking.
      tracking_point_to_marker_p95_ms: target(tracking.tracking_live_ms.p95_ms, 250, 'at_most'),
      driver_upload_kb_per_hour: target(tracking.driver_upload.kb_per_hour, 200, 'at_most'),
      estimate_error_max_pct: target(tracking.estimate_error.max_pct, 5, 'at_most'),
      // Issue 12: the first visit's main-thread JavaScript, compressed as sent (Brotli here; gzip beside it in first_load).
      home_first_load_js_kb: target(firstLoad['/']!.js_kb_as_sent, 150, 'at_most'),
      trips_first_load_js_kb: target(firstLoad['/trips']!.js_kb_as_sent, 180, 'at_most'),
      trip_detail_mirror_vs_network_ratio: target(sideBySide.ratio, 10, 'at_least'),
      trip_detail_from_list_slow_4g_ms: target(sideBySide.from_mirror_p50_ms, 100, 'at_most'),
      // Lighthouse 12 mobile, the median of three first visits of each page; the other categories have no slack.
      ...Object.fromEntries(
        Object.entries({
          home: '/',
          trips: '/trips',
          trip_detail: '/trips/{id}',
          // Issue 21: the same pages in Arabic, right to left.
          home_ar: '/ ar',
          trips_ar: '/trips ar',
          trip_detail_ar: '/trips/{id} ar',
        }).flatMap(([name, page]) => {
          const scores = lighthouse[page]!;
          return [
            [`lighthouse_${name}_performance`, target(scores.performance, 95, 'at_least')],
            [`lighthouse_${name}_accessibility`, target(scores.accessibility, 100, 'at_least')],
            [`lighthouse_${name}_best_practices`, target(scores.best_practices, 100, 'at_least')],
            [`lighthouse_${name}_seo`, target(scores.seo, 100, 'at_least')],
          ];
        }),
      ),
    };
    console.log(
      JSON.stringify(
        {
          targets,
          mirror,
          first_load: firstLoad,
          trip_detail_slow_4g: sideBySide,
          lighthouse_mobile: lighthouse,
          trip_page_mirror_first_network_cut_by_engine: engines,
          home_online_to_content: summary(online),
          home_offline_to_content: summary(offlineHome),
          profile_offline_to_content: summary(offlineProfile),
          trip_detail_offline_navigation_to_content: detail,
          trip_detail_offline_reload_to_content: summary(offlineDetailReload),
          announcement_detail_offline_navigation_to_content: summary(offlineRequest),
          offline_edit_reconnect_to_sent: summary(drain),
          ...chat,
          ...tracking,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
