// The app under test for the cross-engine journeys: the real server (built PWA, demo data) reached through a dead-zone
// proxy, and a fresh browser of the engine a journey asks for, closed after it; uncaught page errors fail the journey.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DemoAccount } from '../../../src/server/db/seed';
import { startTestServer, type TestServer } from '../server';
import { startDeadZoneProxy, type DeadZoneProxy } from './dead-zone-proxy';
import { launchEngine, type EngineBrowser, type EngineName, type EnginePage } from './engine';

export interface EngineApp {
  readonly server: TestServer;
  /** What the browsers reach the server through: `cut()` it for a dead zone. */
  readonly network: DeadZoneProxy;
  /** A copy of the build the server serves, so a journey can publish a new version. */
  readonly site: string;
  demo(role: DemoAccount['role']): DemoAccount;
  /** A fresh profile of `engine` (language French unless said), closed after the journey. */
  launch(engine: EngineName, language?: string): Promise<EngineBrowser>;
  /** The first tab of a fresh profile of `engine`. */
  open(engine: EngineName, language?: string): Promise<EnginePage>;
}

export function useEngineApp(): EngineApp {
  let server: TestServer | undefined;
  let network: DeadZoneProxy | undefined;
  const site = mkdtempSync(path.join(tmpdir(), 'mechwar-engines-site-'));
  let browsers: EngineBrowser[] = [];
  let pages: EnginePage[] = [];

  beforeAll(async () => {
    cpSync('dist', site, { recursive: true });
    // Each journey signs the demo passenger in afresh, in three engines: more than a person's ten sign-ins a minute.
    server = await startTestServer({ staticDir: site, demo: true, rateLimits: { login: { max: 1000, windowMs: 60_000 } } });
    network = await startDeadZoneProxy(Number(new URL(server.url).port));
  });
  afterAll(async () => {
    await network?.close();
    await server?.close();
    await rm(site, { recursive: true, force: true });
  });
  afterEach(async (test) => {
    const failed = test.task.result?.state === 'fail';
    const thrown: string[] = [];
    for (const [index, page] of pages.entries()) {
      thrown.push(...(await page.errors().catch(() => [])));
      if (failed) await reportFailure(page, `${test.task.name} tab ${index + 1}`);
    }
    // What reached the server last, to tell a request that never came from one the page did not show.
    if (failed && server) {
      const last = server.requests
        .slice(-25)
        .map((request) => `${new Date(request.at).toISOString().slice(11, 23)} ${request.method} ${request.path} ${request.status}`);
      console.error(`--- the server's last requests:\n${last.join('\n')}`);
    }
    await Promise.all(browsers.map((browser) => browser.close().catch(() => undefined)));
    browsers = [];
    pages = [];
    await network?.restore();
    expect(thrown, 'uncaught errors on the page').toEqual([]);
  });

  const app: EngineApp = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get network() {
      if (!network) throw new Error('the proxy starts in beforeAll');
      return network;
    },
    site,
    demo(role) {
      const account = app.server.demoAccounts.find((candidate) => candidate.role === role);
      if (!account) throw new Error(`no demo ${role}`);
      return account;
    },
    async launch(engine, language) {
      const browser = await launchEngine(engine, { baseUrl: app.network.url, language });
      browsers.push(browser);
      const newPage = browser.newPage.bind(browser);
      // Every tab is watched for errors, and reported if the journey fails.
      return Object.assign(browser, {
        newPage: async () => {
          const page = await newPage();
          pages.push(page);
          return page;
        },
      });
    },
    async open(engine, language) {
      return (await app.launch(engine, language)).newPage();
    },
  };
  return app;
}

/** A failed journey's tab: where it was, what it showed, and a screenshot beside the temporary files. */
async function reportFailure(page: EnginePage, name: string): Promise<void> {
  const shown = await page.run(() => `${location.href}\n${document.body?.innerText ?? ''}`).catch((error: Error) => `(unreadable: ${error.message})`);
  const file = path.join(tmpdir(), `mechwar-engines-${name.replace(/[^\w-]+/g, '-')}.png`);
  await page
    .screenshot()
    .then((png) => writeFileSync(file, png))
    .catch(() => undefined);
  console.error(`--- ${name}\n${shown.split('\n').slice(0, 80).join('\n')}\n--- screenshot: ${file}`);
}
