// In Chromium, Firefox and WebKit: the first visit installs the app for offline use, what was seen reads again after a
// reload in a dead zone, Arabic reads right to left, and a new version is offered when deployed.
import { describe, expect, it } from 'vitest';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGINES } from '../helpers/engines/engine';
import { useEngineApp } from '../helpers/engines/app-in-engines';
import { clickButton, waitForServiceWorker, waitForText, waitUntil } from '../helpers/engines/steps';
import { publishDemoTrip } from '../helpers/trips-ui';

const app = useEngineApp();

describe.each(ENGINES)('%s', (engine) => {
  it('installs the app on the first visit: the service worker active and every precached file stored', async () => {
    const page = await app.open(engine);
    await page.goto('/');
    await waitForText(page, 'Why Choose Us');
    await waitForServiceWorker(page);
    // The manifest names a few icons twice (the web manifest's and the build's): each is stored once.
    const precached = new Set((await readFile(path.join(app.site, 'sw.js'), 'utf8')).match(/"url":"[^"]+"/g)).size;
    const stored = await waitUntil(
      page,
      async (wanted: number) => {
        const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
        const count = name ? (await (await caches.open(name)).keys()).length : 0;
        return count >= wanted ? count : 0;
      },
      [precached],
      { timeout: 45_000, what: `${precached} files in the precache` },
    );
    expect(stored).toBe(precached);
  });

  it('reads the trip list and a trip page again after a reload with the network cut', async () => {
    const trip = await publishDemoTrip(app, 3);
    const page = await app.open(engine);
    await page.goto('/trips');
    await waitForServiceWorker(page);
    await waitForText(page, trip.pickup);
    await page.goto(`/trips/${trip.id}`);
    await waitForText(page, trip.pickup);
    await waitForText(page, 'Tunis');

    await app.network.cut();
    await page.goto('/trips');
    await waitForText(page, trip.pickup);
    await page.reload();
    await waitForText(page, trip.pickup);
    await page.goto(`/trips/${trip.id}`);
    await waitForText(page, trip.pickup);
    await waitForText(page, 'Gare de Sousse');
  });

  it('renders Arabic right to left, online and in a dead zone', async () => {
    const page = await app.open(engine);
    await page.goto('/');
    await waitForServiceWorker(page);
    await clickButton(page, 'Français');
    await clickButton(page, 'العربية');
    await waitForText(page, 'تسجيل الدخول / إنشاء حساب');
    const layout = () =>
      page.run(() => {
        const brand = document.querySelector('.navbar-brand')!.getBoundingClientRect();
        return {
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
          direction: getComputedStyle(document.body).direction,
          brandX: brand.x,
        };
      });
    const online = await layout();
    expect(online).toMatchObject({ dir: 'rtl', lang: 'ar', direction: 'rtl' });
    // The brand sits at the right-hand end of the navbar, as Arabic reads.
    expect(online.brandX).toBeGreaterThan(640);
    // The person comes back later: this visit starts under the installed service worker.
    await page.reload();
    await waitForText(page, 'تسجيل الدخول / إنشاء حساب');

    await app.network.cut();
    await page.reload();
    await waitForText(page, 'تسجيل الدخول / إنشاء حساب');
    expect(await layout()).toMatchObject({ dir: 'rtl', lang: 'ar', direction: 'rtl' });
  });

  it('offers to refresh when a new version is deployed, and runs it once accepted', async () => {
    const page = await app.open(engine);
    await page.goto('/');
    await waitForServiceWorker(page);
    // A returning visitor: this visit starts under the installed service worker.
    await page.reload();
    await waitForServiceWorker(page);
    await appendFile(path.join(app.site, 'sw.js'), `\n// new version for ${engine}\n`);
    await page.run(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
    await waitForText(page, 'A new version is available! Refresh to update?');
    await page.run(() => void ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    await clickButton(page, 'Yes');
    // The page reloads under the new version, which nothing waits behind any more. (WebKit then keeps the new worker
    // "activating" for ten seconds to over a minute before it reports "activated"; the page works meanwhile.)
    await waitUntil(
      page,
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const reloaded = !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate;
        return reloaded && !registration?.waiting && !!navigator.serviceWorker.controller && document.body.innerText.includes('Why Choose Us');
      },
      [],
      { timeout: 30_000, what: 'the page reloaded under the new version' },
    );
    await waitForText(page, 'Why Choose Us');
  });
});
