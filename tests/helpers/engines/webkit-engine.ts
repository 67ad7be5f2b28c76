// WebKit (WebKitGTK's MiniBrowser, the engine of every iPhone browser) through WebKitWebDriver and selenium-webdriver,
// in a virtual X display when none is there.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../free-port';
import { collectPageErrors, pageCall, type EngineBrowser, type EnginePage, type LaunchOptions } from './engine';

const MINIBROWSER_PATHS = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'];

export function miniBrowserPath(): string {
  const path = process.env.MINIBROWSER_PATH ?? MINIBROWSER_PATHS.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) throw new Error("WebKitGTK's MiniBrowser was not found. Install Debian's webkit2gtk-driver or set MINIBROWSER_PATH.");
  return path;
}

/** WebKitWebDriver on a free port (under xvfb-run when there is no display), answering once it listens. */
async function startDriver(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const driver = ['WebKitWebDriver', `--port=${port}`];
  const command = process.env.DISPLAY ? driver : ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1280x1024x24', ...driver];
  // Its own process group, so stopping it stops the virtual display and the browser with it.
  const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    const up = await fetch(`${url}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopGroup(child);
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

function stopGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Classic WebDriver does not wait for an element to become clickable (playwright and puppeteer do): a dialog still
 * fading in answers "not interactable". Tried again for up to five seconds, as a person waits for it to appear.
 */
async function untilInteractable(act: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await act();
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ElementNotInteractableError') || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function launchWebKit({ baseUrl, language = 'fr-FR' }: LaunchOptions): Promise<EngineBrowser> {
  const { url, child } = await startDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } })
      .build();
  } catch (error) {
    stopGroup(child);
    throw error;
  }
  await driver.manage().setTimeouts({ implicit: 15_000, script: 60_000, pageLoad: 60_000 });
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  const version = String((await driver.getCapabilities()).get('browserVersion'));
  // MiniBrowser takes its language from the system's locale, which a test machine may not have installed: the app is
  // told the language the way it keeps a person's choice on the device.
  await driver.get(new URL('/robots.txt', baseUrl).href);
  await driver.executeScript('localStorage.setItem("locale", arguments[0])', language.split('-')[0]);
  const errors: string[] = [];
  let current = await driver.getWindowHandle();
  let firstUsed = false;

  const wrap = (handle: string): EnginePage => {
    // Classic WebDriver drives one window at a time: each step first makes this tab the current one.
    const focus = async () => {
      if (current !== handle) await driver.switchTo().window(handle);
      current = handle;
    };
    const run = async <T>(source: string): Promise<T> => {
      await focus();
      const answer = (await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => ${source}).then((value) => done({ value }), (error) => done({ error: String(error) + (error && error.stack ? '\\n' + error.stack : '') }));`,
      )) as { value?: T; error?: string };
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.value as T;
    };
    const harvest = async () => {
      // Taken out of the page, so each is reported once.
      errors.push(...(await run<string[]>('(window.__engineErrors || []).splice(0)')));
    };
    const afterLoad = () => run(pageCall(collectPageErrors, []));
    return {
      goto: async (path) => {
        await harvest().catch(() => undefined);
        await driver.get(new URL(path, baseUrl).href);
        await afterLoad();
      },
      reload: async () => {
        await harvest().catch(() => undefined);
        await focus();
        await driver.navigate().refresh();
        await afterLoad();
      },
      run: (fn, ...args) => run(pageCall(fn, args)),
      click: async (selector) => {
        await focus();
        await untilInteractable(() => driver.findElement(By.css(selector)).click());
      },
      type: async (selector, text) => {
        await focus();
        const field = await driver.findElement(By.css(selector));
        await untilInteractable(() => field.clear());
        await field.sendKeys(text);
      },
      errors: async () => {
        await harvest().catch(() => undefined);
        return [...errors];
      },
      screenshot: async () => {
        await focus();
        return Buffer.from(await driver.takeScreenshot(), 'base64');
      },
      close: async () => {
        await harvest().catch(() => undefined);
        await focus();
        await driver.close();
        const [other] = await driver.getAllWindowHandles();
        if (other) {
          await driver.switchTo().window(other);
          current = other;
        }
      },
    };
  };

  return {
    name: 'webkit',
    version,
    async newPage() {
      if (!firstUsed) {
        firstUsed = true;
        return wrap(current);
      }
      // It opens the tab and makes it the current one.
      await driver.switchTo().newWindow('tab');
      current = await driver.getWindowHandle();
      return wrap(current);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopGroup(child);
    },
  };
}
