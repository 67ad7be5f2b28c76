// One real server (built PWA + demo data) and one Chromium per browser-test file, started and stopped with it.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DemoAccount } from '../../src/server/db/seed';
import { startTestServer, type StartTestServerOptions, type TestServer } from './server';
import { launchBrowser, newContext, waitForServiceWorker } from './browser';
import { logInThroughUi } from './accounts-ui';

export interface AppUnderTest {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh browser profile (no storage, no service worker) with one page. */
  open(): Promise<{ context: BrowserContext; page: Page }>;
  demo(role: DemoAccount['role']): DemoAccount;
  /**
   * A fresh profile where the demo account is signed in after one online visit (the service worker installed), on
   * `path`. The way every offline test starts.
   */
  openSignedIn(role: DemoAccount['role'], path?: string): Promise<{ context: BrowserContext; page: Page }>;
}

export function useAppUnderTest(options: StartTestServerOptions = {}): AppUnderTest {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer({ staticDir: 'dist', demo: true, ...options });
    browser = watchPageErrors(await launchBrowser(), (error) => pageErrors.push(error));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  // Every journey runs under the server's Content-Security-Policy: whatever it blocks is a failure of the test that
  // met it (Chromium reports a blocked load or script in the console).
  let blocked: string[] = [];
  // An error thrown on a page and caught by nobody is a failure of the test that met it, even when the page recovered
  // (React reporting a render error it retried, a rejected promise no one awaited).
  let pageErrors: string[] = [];
  // What each page of the test showed and said, printed when the test fails: a browser test failing on CI is read
  // from its log only, and "element not found" alone does not say what the page showed instead.
  let opened: Array<{ name: string; page: Page; said: string[] }> = [];
  afterEach(async (test) => {
    const seen = blocked;
    blocked = [];
    const pages = opened;
    opened = [];
    if (test.task.result?.state === 'fail') for (const entry of pages) console.error(await failureReport(entry));
    const thrown = pageErrors;
    pageErrors = [];
    expect(seen, 'blocked by the Content-Security-Policy').toEqual([]);
    expect(thrown, 'uncaught errors on the page').toEqual([]);
  });
  const app: AppUnderTest = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async open() {
      const context = await newContext(app.browser, app.server.url);
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const page = await context.newPage();
      const entry = { name: `page ${opened.length + 1}`, page, said: [] as string[] };
      opened.push(entry);
      const say = (line: string) => entry.said.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      page.on('console', (message) => message.type() !== 'debug' && say(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => say(`page error: ${error.message}`));
      page.on('framenavigated', (frame) => frame === page.mainFrame() && say(`at ${frame.url()}`));
      context.on('requestfailed', (request) => say(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
      return { context, page };
    },
    async openSignedIn(role, path = '/profile') {
      const opened = await app.open();
      await opened.page.goto('/');
      await waitForServiceWorker(opened.page);
      const account = app.demo(role);
      await logInThroughUi(opened.page, account.phone, account.password);
      await opened.page.goto(path);
      if (path === '/profile') await opened.page.getByRole('heading', { name: account.name }).waitFor();
      return opened;
    },
    demo(role) {
      const account = app.server.demoAccounts.find((candidate) => candidate.role === role);
      if (!account) throw new Error(`no demo ${role}`);
      return account;
    },
  };
  return app;
}

/**
 * Every context made from this browser, by the harness or by a test itself (another locale, a phone's viewport), tells
 * `report` of each error its pages and workers leave uncaught.
 */
function watchPageErrors(browser: Browser, report: (error: string) => void): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('weberror', (error) => report(`${error.page()?.url() ?? '(a worker)'}: ${error.error().stack ?? error.error().message}`));
    return context;
  };
  return browser;
}

/** A failed test's page: where it was, the text it showed (the start and the end, where dialogs and toasts are), and
 * the last of what it logged. A select's or a city picker's options are left out: 276 places would fill the report. */
async function failureReport({ name, page, said }: { name: string; page: Page; said: string[] }): Promise<string> {
  let shown = '(closed)';
  if (!page.isClosed()) {
    const options = new Set(
      await page
        .locator('option, [role="option"]')
        .allInnerTexts()
        .catch(() => [] as string[]),
    );
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: Error) => `(unreadable: ${error.message})`);
    const lines = text.split('\n').filter((line) => line.trim() !== '' && !options.has(line));
    shown = lines.length > 120 ? [...lines.slice(0, 60), `[… ${lines.length - 120} lines …]`, ...lines.slice(-60)].join('\n') : lines.join('\n');
  }
  const waiting = page.isClosed() ? [] : await outboxOf(page).catch((error: Error) => [`(unreadable: ${error.message})`]);
  return [
    `--- ${name} at ${page.isClosed() ? '(closed)' : page.url()}`,
    shown,
    '--- its outbox:',
    ...(waiting.length ? waiting : ['(empty)']),
    '--- its last events:',
    ...said.slice(-40),
  ].join('\n');
}

/**
 * The changes still in the device's outbox, a line each (kind, state, attempts, when due, last error): when a change
 * did not arrive, whether it waited for its backoff, was refused, or was never tried.
 */
async function outboxOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('mechwar');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('outbox')) return resolve([]);
          const all = database.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () =>
            resolve(
              (all.result as { kind: string; state: string; attempts: number; nextAttemptAt: number; lastError: unknown; path: string }[]).map(
                (entry) =>
                  `${entry.kind} ${entry.path} ${entry.state}, ${entry.attempts} attempts, due ${new Date(entry.nextAttemptAt).toISOString()}, last error ${JSON.stringify(entry.lastError)}`,
              ),
            );
        };
      }),
  );
}
