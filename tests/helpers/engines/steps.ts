// What a person does in the app, written once for every engine: find by the words on screen, then a real click or
// real typing through the driver.
import type { EnginePage, PageFunction } from './engine';

export interface WaitOptions {
  timeout?: number;
  /** Said when the wait fails. */
  what?: string;
}

/** Polls `fn` in the page until it returns something truthy; resolves with that. */
export async function waitUntil<T>(page: EnginePage, fn: PageFunction<T>, args: unknown[] = [], { timeout = 20_000, what }: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.run(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation under way destroys the page's context: ask again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what ?? fn.toString()}; last: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Whether the page's words (scripts and styles left out) hold `wanted`. Not `innerText`: WebKit leaves out of it the
 * cards a list renders lazily below the fold (`content-visibility: auto`), which a person scrolling sees.
 */
function shows(wanted: string): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let words = '';
  while (walker.nextNode()) words += `${walker.currentNode.textContent} `;
  return words.replace(/\s+/g, ' ').includes(wanted);
}

/** Waits until the page shows `text`. */
export function waitForText(page: EnginePage, text: string, options: WaitOptions = {}): Promise<boolean> {
  return waitUntil(page, shows, [text], { what: `"${text}" on the page`, ...options });
}

/** Waits until the page no longer shows `text`. */
export function waitForNoText(page: EnginePage, text: string, options: WaitOptions = {}): Promise<boolean> {
  return waitUntil(page, (wanted: string) => !document.body.innerText.includes(wanted) && !document.body.textContent!.includes(wanted), [text], {
    what: `"${text}" gone from the page`,
    ...options,
  });
}

let tagged = 0;

/**
 * Marks the first visible element matching `selector` whose text (or accessible name) is `name` and returns a CSS
 * selector for it, so the driver's own click or typing reaches it.
 */
async function tag(page: EnginePage, selector: string, name: string | null, within: string | null): Promise<string> {
  tagged += 1;
  const id = `t${tagged}`;
  await waitUntil(
    page,
    (selector: string, name: string | null, within: string | null, id: string) => {
      const scope = within ? document.querySelector(within) : document;
      if (!scope) return false;
      const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      // Its label or its words: a menu's toggle is named by its label ("Langue : Français") and shows "Français".
      const named = (element: Element) => [element.getAttribute('aria-label'), (element as HTMLElement).innerText].some((text) => words(text) === name);
      const found = [...scope.querySelectorAll(selector)].find((element) => {
        const box = (element as HTMLElement).getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (name === null || named(element));
      });
      if (!found) return false;
      found.setAttribute('data-engine-target', id);
      found.scrollIntoView({ block: 'center' });
      return true;
    },
    [selector, name, within, id],
    { what: `${selector}${name === null ? '' : ` named "${name}"`}${within ? ` in ${within}` : ''}` },
  );
  return `[data-engine-target="${id}"]`;
}

/** Clicks the button (or link) whose words are `name`. */
export async function clickButton(page: EnginePage, name: string, within: string | null = null): Promise<void> {
  await page.click(await tag(page, 'button, a, [role="button"], [role="menuitem"]', name, within));
}

/** The form control labelled `label` (its `<label>`'s words or its aria-label), marked for the driver. */
async function control(page: EnginePage, label: string, within: string | null): Promise<string> {
  tagged += 1;
  const id = `t${tagged}`;
  await waitUntil(
    page,
    (label: string, within: string | null, id: string) => {
      const scope = within ? document.querySelector(within) : document;
      if (!scope) return false;
      const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const byLabel = [...scope.querySelectorAll('label')].find((element) => words(element.textContent) === label)?.control;
      const found = byLabel ?? scope.querySelector(`[aria-label="${CSS.escape(label)}"], [placeholder="${CSS.escape(label)}"]`);
      if (!found) return false;
      found.setAttribute('data-engine-target', id);
      found.scrollIntoView({ block: 'center' });
      return true;
    },
    [label, within, id],
    { what: `a field labelled "${label}"` },
  );
  return `[data-engine-target="${id}"]`;
}

/** Types `value` into the field labelled `label`, key by key. */
export async function fill(page: EnginePage, label: string, value: string, within: string | null = null): Promise<void> {
  // A field the app re-renders just as typing starts (a conversation loading its messages) can lose the first keys:
  // a person would see it and type again.
  for (let attempt = 1; ; attempt++) {
    const selector = await control(page, label, within);
    await page.type(selector, value);
    const held = await page.run((selector: string) => (document.querySelector(selector) as HTMLInputElement | null)?.value ?? null, selector);
    if (held === value) return;
    if (attempt === 2) throw new Error(`typed "${value}" into the field labelled "${label}", which holds "${held}"`);
  }
}

/** Ticks the checkbox labelled `label` with a real click. */
export async function check(page: EnginePage, label: string, within: string | null = null): Promise<void> {
  await page.click(await control(page, label, within));
}

/** Picks `value` in the select labelled `label`, as a person choosing an option does (React hears its change event). */
export async function select(page: EnginePage, label: string, value: string, within: string | null = null): Promise<void> {
  const selector = await control(page, label, within);
  await page.run(
    (selector: string, value: string) => {
      const element = document.querySelector(selector) as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('change', { bubbles: true }));
    },
    selector,
    value,
  );
}

/** The service worker controls the page and is activated: later loads can be served with the network cut. */
export function waitForServiceWorker(page: EnginePage): Promise<boolean> {
  return waitUntil(
    page,
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated';
    },
    [],
    { timeout: 45_000, what: 'the service worker to control the page' },
  );
}

/** Signs in through the login modal, as a person does. */
export async function signIn(page: EnginePage, phone: string, password: string): Promise<void> {
  await clickButton(page, 'Login/Register');
  const dialog = '.modal.show';
  await fill(page, 'Phone', phone, dialog);
  await fill(page, 'Password', password, dialog);
  await clickButton(page, 'Login', dialog);
  await waitUntil(page, () => !document.querySelector('.modal.show'), [], { what: 'the login modal to close' });
}

/**
 * Goes to `path` inside the app, as its own links do (the page and its sync worker stay), rather than loading a new
 * page. Right after signing in, a new page can find the old page's worker still finishing its first pulls.
 */
export async function followLink(page: EnginePage, path: string): Promise<void> {
  await page.run((path: string) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
