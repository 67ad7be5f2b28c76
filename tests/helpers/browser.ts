// Chromium for the browser tests: a fresh context per test, helpers to wait for the service worker and go offline.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'fr-FR', serviceWorkers: 'allow' });
}

/** Waits until the service worker controls the page, so later loads can be served offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // `ready` and a controller come while the worker may still be activating (clients.claim() runs in its activate
  // event); a push or sync event dispatched then can be dropped, so wait for the state to settle at 'activated'.
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null && registration.active?.state === 'activated';
    },
    null,
    { timeout: 30_000 },
  );
}

/** Offline as a phone in a tunnel: no network for pages, workers and the service worker. */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

/** The texts of the toasts on screen. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.Toastify__toast').allInnerTexts();
}
