// The mirror-first trip page in Chromium, Firefox and WebKit: from the start of a navigation to a trip seen once online
// to the first frame showing its title, with the network cut by the dead-zone proxy; the median of seven per engine.
// Part of `npm run bench`; `npm run bench:engines` prints these figures alone.
import { pathToFileURL } from 'node:url';
import { call, startTestServer, type TestServer } from '../helpers/server';
import { startDeadZoneProxy } from '../helpers/engines/dead-zone-proxy';
import { ENGINES, launchEngine } from '../helpers/engines/engine';
import { waitForServiceWorker, waitForText } from '../helpers/engines/steps';
import { percentile } from './percentile';

const RUNS = 7;

/** Milliseconds from the navigation's start to the first animation frame with `title` in a heading. */
function titleShownAt(title: string): Promise<number> {
  return new Promise((resolve) => {
    const look = () => {
      const shown = [...document.querySelectorAll('h1, h2')].some((heading) => heading.textContent?.includes(title));
      if (shown) resolve(performance.now());
      else requestAnimationFrame(look);
    };
    look();
  });
}

export async function engineTripPageFigures(server: Pick<TestServer, 'url'>) {
  const { body: list } = await call(server, 'GET', '/api/trips');
  const trip = list.data[0] as { id: number; departure_city: { name: string }; arrival_city: { name: string } };
  const title = `${trip.departure_city.name} → ${trip.arrival_city.name}`;
  const figures: Record<string, { version: string; median_ms: number; max_ms: number; runs: number }> = {};
  for (const name of ENGINES) {
    const network = await startDeadZoneProxy(Number(new URL(server.url).port));
    const browser = await launchEngine(name, { baseUrl: network.url });
    try {
      const page = await browser.newPage();
      await page.goto(`/trips/${trip.id}`);
      await waitForServiceWorker(page);
      await waitForText(page, title);
      await network.cut();
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(`/trips/${trip.id}`);
        samples.push(await page.run(titleShownAt, title));
      }
      figures[name] = { version: browser.version, median_ms: Math.round(percentile(samples, 0.5)), max_ms: Math.round(Math.max(...samples)), runs: RUNS };
    } finally {
      await browser.close();
      await network.close();
    }
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.MECHWAR_TEST_DB ??= 'pglite';
  const server = await startTestServer({ staticDir: 'dist', demo: true });
  try {
    console.log(JSON.stringify({ trip_page_mirror_first_network_cut: await engineTripPageFigures(server) }, null, 2));
  } finally {
    await server.close();
  }
}
