// Chromium through playwright-core, as the other browser tests drive it; the network is cut by the proxy here too.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { pageCall, type EngineBrowser, type EnginePage, type LaunchOptions } from './engine';

export type ChromiumEngine = EngineBrowser;

export async function launchChromium({ baseUrl, language = 'fr-FR' }: LaunchOptions): Promise<ChromiumEngine> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: language, serviceWorkers: 'allow' });
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().stack ?? error.error().message));
  return {
    name: 'chromium',
    version: browser.version(),
    async newPage(): Promise<EnginePage> {
      const page = await context.newPage();
      return {
        goto: async (path) => void (await page.goto(path)),
        reload: async () => void (await page.reload()),
        run: (fn, ...args) => page.evaluate(pageCall(fn, args)),
        click: (selector) => page.locator(selector).first().click(),
        type: async (selector, text) => {
          const field = page.locator(selector).first();
          await field.fill('');
          await field.pressSequentially(text);
        },
        errors: async () => [...errors],
        screenshot: () => page.screenshot(),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}
