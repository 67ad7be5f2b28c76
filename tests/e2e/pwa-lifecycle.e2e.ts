// The installed app's lifecycle: the Install button replaces Get Started when the browser offers installation,
// a new service worker version asks "A new version is available! Refresh to update?", and the outbox is sent by
// the service worker's background sync with no page open.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { appendFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline, waitForServiceWorker } from '../helpers/browser';
import { users } from '../../src/server/db/schema';

// A copy of the build, so a test can publish a "new version" of the service worker.
const site = mkdtempSync(path.join(tmpdir(), 'mechwar-site-'));
cpSync('dist', site, { recursive: true });
const app = useAppUnderTest({ staticDir: site });
afterAll(() => rm(site, { recursive: true, force: true }));

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
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Yes' }).click()]);
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

    // The app is closed; a blank tab is only the handle for DevTools.
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
    await expect
      .poll(async () => (await app.server.database.db.select().from(users).where(eq(users.phone, driver.phone)))[0]?.email, { timeout: 20_000 })
      .toBe('sami.route@mechwar.tn');
    await context.close();
  });
});
