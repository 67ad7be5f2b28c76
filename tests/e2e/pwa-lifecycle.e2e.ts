// The installed app's lifecycle: the Install button replaces Get Started when the browser offers installation,
// a new service worker version asks "A new version is available! Refresh to update?", and the outbox is sent by
// the service worker's background sync with no page open.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { appendFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline, waitForServiceWorker } from '../helpers/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { bookings, users } from '../../src/server/db/schema';
import { publishDemoTrip } from '../helpers/trips-ui';

// A copy of the build, so a test can publish a "new version" of the service worker.
const site = mkdtempSync(path.join(tmpdir(), 'mechwar-site-'));
cpSync('dist', site, { recursive: true });
const app = useAppUnderTest({ staticDir: site });
afterAll(() => rm(site, { recursive: true, force: true }));

/** Closes the app's last page, brings the network back and fires the outbox's background sync, as the browser would. */
async function closeAppAndSyncInBackground(context: BrowserContext, page: Page) {
  // A blank tab is only the handle for DevTools.
  const blank = await context.newPage();
  await page.close();
  await setOffline(context, false);
  const cdp = await context.newCDPSession(blank);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(app.server.url));
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: app.server.url,
    registrationId,
    tag: 'workbox-background-sync:outbox',
    lastChance: false,
  });
}

describe('installed app lifecycle', () => {
  it('replaces Get Started with Install when the browser offers installation, and drops it once answered', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await page.getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('registers the service worker on a later attempt when the first one fails', async () => {
    const script = path.join(site, 'sw.js');
    await rename(script, `${script}.away`);
    const { context, page } = await app.open();
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
      // The first attempt asked for the script and found none.
      await expect.poll(() => app.server.requests.some((request) => request.path === '/sw.js' && request.status === 404)).toBe(true);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null)).toBeNull();
    } finally {
      await rename(`${script}.away`, script);
    }
    // The next attempt, 2 s after the failed one, finds the script: the page comes under the service worker.
    await waitForServiceWorker(page);
    await context.close();
  });

  it('offers to refresh when a new version of the app is published', async () => {
    const { context, page } = await app.open();
    await page.goto('/');
    await waitForServiceWorker(page);
    // A returning visitor: this visit starts under the installed service worker.
    await page.reload();
    await waitForServiceWorker(page);
    const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await appendFile(path.join(site, 'sw.js'), '\n// new version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText('A new version is available! Refresh to update?').waitFor();
    // A mark on this document: gone once the page has reloaded (whether or not the new page's load event has fired yet).
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.evaluate(() => !('beforeUpdate' in window)).catch(() => false), { timeout: 20_000 }).toBe(true);
    await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(state.waiting).toBeNull();
    expect(state.controller).toBe(firstScript);
    await context.close();
  });

  it('sends a change queued offline through background sync after every page is closed', async () => {
    const driver = app.demo('driver');
    const { context, page } = await app.openSignedIn('driver');
    await setOffline(context, true);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le profil' });
    await edit.getByLabel('Email').fill('sami.route@mechwar.tn');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByTestId('unsent-count').waitFor();

    await closeAppAndSyncInBackground(context, page);
    await expect
      .poll(async () => (await app.server.database.db.select().from(users).where(eq(users.phone, driver.phone)))[0]?.email, { timeout: 20_000 })
      .toBe('sami.route@mechwar.tn');
    await context.close();
  });

  it('sends a booking made offline through background sync after every page is closed, once', async () => {
    const trip = await publishDemoTrip(app, 3);
    const { context, page } = await app.openSignedIn('passenger', `/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();
    await setOffline(context, true);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Trip' });
    await dialog.getByLabel('Nombre de places').selectOption('2');
    await dialog.getByLabel("J'accepte les conditions de réservation").check();
    await dialog.getByRole('button', { name: 'Confirmer la réservation' }).click();
    await page.getByText("En attente d'envoi").first().waitFor();
    // The page itself asked the browser for a background sync of the outbox; below, DevTools plays the browser
    // firing it when the network is back (headless Chromium ignores emulated network changes for that).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
          return registration.sync.getTags();
        }),
      )
      .toContain('workbox-background-sync:outbox');

    await closeAppAndSyncInBackground(context, page);
    const booked = () => app.server.database.db.select().from(bookings).where(eq(bookings.tripId, trip.id));
    await expect.poll(async () => (await booked()).map((row) => row.seats), { timeout: 20_000 }).toEqual([2]);
    // Opening the app again sends nothing more: the entry left the outbox with its answer.
    const again = await context.newPage();
    await again.goto(`/trips/${trip.id}`);
    await again.getByText('En attente', { exact: true }).first().waitFor();
    expect(await again.getByText("En attente d'envoi").count()).toBe(0);
    expect((await booked()).length).toBe(1);
    await context.close();
  });
});
