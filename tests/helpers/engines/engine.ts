// One small layer over three browser drivers, so the same journey runs in Chromium, Firefox and WebKit (Safari's).
import type { ChromiumEngine } from './chromium-engine';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** A function run in the page: it is sent as source, so it may use only its arguments and the page's globals. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageFunction<T> = (...args: any[]) => T | Promise<T>;

/** One tab of the app. */
export interface EnginePage {
  /** `path` on the app's address (the proxy's); resolves once the page has loaded. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with JSON-able `args`; resolves with its JSON-able result. */
  run<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A real click (the driver's, so a user gesture) on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element matching `selector`, after emptying it. */
  type(selector: string, text: string): Promise<void>;
  /** The page's uncaught errors so far (thrown, or promises rejected with no handler). */
  errors(): Promise<string[]>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A fresh browser profile: no storage, no service worker. */
export interface EngineBrowser {
  readonly name: EngineName;
  /** The engine's own version (Chromium's, Firefox's, WebKitGTK's). */
  readonly version: string;
  /** A new tab in this profile. */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** The app's address: every `goto` is relative to it. */
  baseUrl: string;
  /** The browser's language, as its `Accept-Language` and `navigator.languages` give it. */
  language?: string;
}

export async function launchEngine(name: EngineName, options: LaunchOptions): Promise<EngineBrowser> {
  if (name === 'chromium') return (await import('./chromium-engine')).launchChromium(options) satisfies Promise<ChromiumEngine>;
  if (name === 'firefox') return (await import('./firefox-engine')).launchFirefox(options);
  return (await import('./webkit-engine')).launchWebKit(options);
}

/**
 * The expression that calls `fn` with `args` in the page. Drivers evaluate it outside the page's Content-Security-Policy,
 * which would refuse `new Function` or `eval` made by the page itself.
 */
export function pageCall(fn: PageFunction<unknown>, args: unknown[]): string {
  // Under tsx (the benchmark), esbuild names inner functions through a `__name` helper the page does not have.
  return `((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((target) => target)`;
}

/**
 * Collects a page's uncaught errors where the driver cannot report them (WebKitWebDriver speaks classic WebDriver,
 * which has no event for them): installed as the page loads, read back by `errors()`.
 */
export function collectPageErrors(): void {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = [];
  page.__engineErrors = errors;
  addEventListener('error', (event) => errors.push(`${event.message} at ${event.filename}:${event.lineno}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason?.stack ?? event.reason)}`));
}
