// Firefox (Debian's ESR) through puppeteer-core over WebDriver BiDi: no geckodriver needed, nothing downloaded.
import puppeteer, { type Page } from 'puppeteer-core';
import { existsSync } from 'node:fs';
import { pageCall, type EngineBrowser, type EnginePage, type LaunchOptions } from './engine';

export function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!existsSync(path)) throw new Error(`Firefox was not found at ${path}. Install Debian's firefox-esr or set FIREFOX_PATH.`);
  return path;
}

export async function launchFirefox({ baseUrl, language = 'fr-FR' }: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'intl.accept_languages': language,
      // A test's own loopback server is all there is: no update checks or telemetry reaching out.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  const errors: string[] = [];
  const wrap = (page: Page): EnginePage => {
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      // Firefox reports a resource that failed to load (a map tile from the internet this machine cannot reach) as an
      // error of the page; Chromium logs it to the console. Neither is a script's uncaught error.
      // A live connection refused in a dead zone is the same kind of report: the app reconnects by itself.
      if (
        /^(Error: )?(Failed to load ‘|Cross-Origin Request Blocked|Firefox can’t establish a connection to the server at wss?:|The connection to wss?:)/.test(
          message,
        )
      )
        return;
      errors.push(message);
    });
    return {
      goto: async (path) => void (await page.goto(new URL(path, baseUrl).href)),
      reload: async () => void (await page.reload()),
      run: (fn, ...args) => page.evaluate(pageCall(fn, args)) as never,
      click: async (selector) => {
        const element = await page.waitForSelector(selector, { timeout: 15_000 });
        await element!.click();
      },
      type: async (selector, text) => {
        const element = await page.waitForSelector(selector, { timeout: 15_000 });
        await element!.click({ count: 3 });
        await page.keyboard.press('Backspace');
        await element!.type(text);
      },
      errors: async () => [...errors],
      screenshot: async () => Buffer.from(await page.screenshot()),
      close: () => page.close(),
    };
  };
  const [first] = await browser.pages();
  let firstUsed = false;
  return {
    name: 'firefox',
    version,
    async newPage() {
      // Firefox opens with one blank tab: the first page is that one, so closing a page can leave none.
      if (first && !firstUsed) {
        firstUsed = true;
        return wrap(first);
      }
      return wrap(await browser.newPage());
    },
    close: () => browser.close(),
  };
}
