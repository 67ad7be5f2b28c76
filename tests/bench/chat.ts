// Chat figures of `npm run bench`, measured in the built app (dist) served by the real server on loopback:
// - chat_live_ms: a message the driver sends shows in the passenger's open conversation (live events end to end:
//   outbox → POST → delivery → WebSocket → the receiver's sync worker writes the mirror → live query → render).
// - conversation_open_ms: a conversation of 2,000 messages in the passenger's mirror, opened offline from the list.
// - conversation_scroll_long_tasks: long tasks while scrolling that conversation up through a dozen older pages.
import path from 'node:path';
import { build } from 'vite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, logIn, type TestServer } from '../helpers/server';
import { newContext, setOffline, waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { percentile } from './percentile';

const WARM_UP = 2;
const LIVE_MESSAGES = 20;
const OPENS = 5;
const LONG_MESSAGES = 2_000;
const OLDER_PAGES = 12;
/** Not a server id: the long conversation lives only in the passenger's mirror. */
const LONG_CONVERSATION_ID = 90_000;

export interface Summary {
  p50_ms: number;
  p95_ms: number;
  runs: number;
}

const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
const summary = (samples: number[]): Summary => ({
  p50_ms: oneDecimal(percentile(samples, 0.5)),
  p95_ms: oneDecimal(percentile(samples, 0.95)),
  runs: samples.length,
});

/**
 * The page's high-resolution clock (`performance.timeOrigin + performance.now()`) minus the system clock, averaged
 * over 30 ms. Each context runs in its own renderer process, whose high-resolution epoch may differ from another's by
 * a millisecond or more; subtracting each page's offset puts both pages on the system clock.
 */
const CLOCK_OFFSET = `(() => {
  let sum = 0, n = 0;
  const until = performance.now() + 30;
  while (performance.now() < until) { sum += performance.timeOrigin + performance.now() - Date.now(); n++; }
  return sum / n - 0.5;
})()`;

/** Sender: the time of each Enter pressed in the send box, keyed by the text it sends (before React sees the key). */
const RECORD_ENTER = `(() => {
  window.__benchSent = {};
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || !(event.target instanceof HTMLTextAreaElement)) return;
    // The input event's own time stamp: when the key was pressed, not when this listener ran.
    const stamp = event.timeStamp > 0 && event.timeStamp <= performance.now() ? event.timeStamp : performance.now();
    window.__benchSent[event.target.value] = performance.timeOrigin + stamp;
  }, true);
})()`;

/**
 * Receiver: a MutationObserver on the conversation's log notes when each bench text enters the DOM (dom), then the
 * next animation frame (frame: the frame that paints it). Timed in the page rather than by polling from Node, whose
 * round trips to the browser would add several milliseconds of noise to a figure of tens of milliseconds.
 */
const watchLog = (logName: string) => `(() => {
  window.__benchSeen = {};
  const log = [...document.querySelectorAll('[role="log"]')].find((el) => el.getAttribute('aria-label') === ${JSON.stringify(logName)});
  if (!log) throw new Error('no open conversation log');
  const note = (node) => {
    for (const text of (node.textContent || '').match(/bench-live-\\d+ [^#]*#/g) || []) {
      if (window.__benchSeen[text]) continue;
      const seen = (window.__benchSeen[text] = { dom: performance.timeOrigin + performance.now(), frame: 0 });
      requestAnimationFrame(() => { seen.frame = performance.timeOrigin + performance.now(); });
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target);
      else record.addedNodes.forEach(note);
    }
  }).observe(log, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Bundles tests/bench/page/chat-bench.ts (the app's own mirror code) into one script defining `chatBench`, run inside
 * the app's page: a bench page served by Vite's dev server (as mirror-bench) would be another origin, and so write
 * another IndexedDB than the one the app reads.
 */
async function chatBenchScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'error',
    root: path.resolve('tests/bench/page'),
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: path.resolve('tests/bench/page/chat-bench.ts'), formats: ['iife'], name: 'chatBench' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((file) => file.type === 'chunk');
    // Named on the page's global object whatever scope the evaluation runs the script in.
    if (chunk && chunk.type === 'chunk') return `${chunk.code}\n;globalThis.chatBench = chatBench;`;
  }
  throw new Error('vite build gave no chunk for chat-bench.ts');
}

interface Person {
  context: BrowserContext;
  page: Page;
}

async function openSignedIn(browser: Browser, server: TestServer, phone: string, password: string): Promise<Person> {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  await logInThroughUi(page, phone, password);
  return { context, page };
}

/** /messages, then a click on the conversation whose item starts with `item`; returns the log's locator. */
async function openConversation(page: Page, item: string, logName: string) {
  await page.goto('/messages');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('listitem', { name: item }).first().click();
  const log = page.getByRole('log', { name: logName });
  await log.waitFor();
  return log;
}

export async function chatFigures(browser: Browser, server: TestServer) {
  const driverAccount = server.demoAccounts.find((account) => account.role === 'driver')!;
  const passengerAccount = server.demoAccounts.find((account) => account.role === 'passenger')!;
  const driverApi = await logIn(server, driverAccount.phone, driverAccount.password);
  const passengerApi = await logIn(server, passengerAccount.phone, passengerAccount.password);

  // A booking gives the two a conversation about the trip (as in tests/e2e/chat.e2e.ts).
  const trips = (await call(server, 'GET', '/api/my-trips', { token: driverApi.token })).body.data as { id: number; status: number; departure_time: string }[];
  const trip = trips.find((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now());
  if (!trip) throw new Error('the demo driver has no upcoming trip to book');
  const booked = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passengerApi.token, json: { seats: 1 } });
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  const list = (await call(server, 'GET', '/api/conversations', { token: passengerApi.token })).body;
  type ApiConversation = {
    id: number;
    title: string;
    context_id: number | null;
    participants: { participant_id: number; participant?: { full_name?: string } | null }[];
  };
  const listed = (list.conversations ?? list.data.conversations).data as ApiConversation[];
  const shared = listed.find((c) => c.context_id === trip.id);
  if (!shared) throw new Error(`no conversation about trip ${trip.id}`);
  const nameOf = (id: number) => shared.participants.find((p) => p.participant_id === id)?.participant?.full_name ?? 'Utilisateur';
  const driverName = nameOf(driverApi.user.id);
  const passengerName = nameOf(passengerApi.user.id);

  const driver = await openSignedIn(browser, server, driverAccount.phone, driverAccount.password);
  const passenger = await openSignedIn(browser, server, passengerAccount.phone, passengerAccount.password);
  try {
    // 1. Live: the driver sends, the passenger's open conversation shows it.
    await openConversation(driver.page, `${passengerName}, ${shared.title}`, `Messages avec ${passengerName}`);
    const passengerLog = `Messages avec ${driverName}`;
    await openConversation(passenger.page, `${driverName}, ${shared.title}`, passengerLog);
    await driver.page.evaluate(RECORD_ENTER);
    await passenger.page.evaluate(watchLog(passengerLog));
    const senderOffset = (await driver.page.evaluate(CLOCK_OFFSET)) as number;
    const receiverOffset = (await passenger.page.evaluate(CLOCK_OFFSET)) as number;
    const sendBox = driver.page.getByPlaceholder('Type your message here...');
    const live: number[] = [];
    const liveDom: number[] = [];
    for (let i = 1; i <= WARM_UP + LIVE_MESSAGES; i++) {
      // The marker ends at '#' so that "bench-live-1 " is never read inside "bench-live-10 ".
      const text = `bench-live-${i} Bonjour, je serai à la station à 8h #`;
      await sendBox.fill(text);
      await driver.page.keyboard.press('Enter');
      const seen = (await passenger.page
        .waitForFunction(
          (key) => {
            const entry = (window as unknown as { __benchSeen: Record<string, { dom: number; frame: number }> }).__benchSeen[key];
            return entry && entry.frame ? entry : null;
          },
          text,
          { polling: 20, timeout: 15_000 },
        )
        .then((handle) => handle.jsonValue())) as { dom: number; frame: number };
      const sentAt = (await driver.page.evaluate(`window.__benchSent[${JSON.stringify(text)}]`)) as number;
      if (i > WARM_UP) {
        live.push(seen.frame - receiverOffset - (sentAt - senderOffset));
        liveDom.push(seen.dom - receiverOffset - (sentAt - senderOffset));
      }
      // Let the read receipt and the sender's own confirmation settle before the next message.
      await driver.page.waitForTimeout(150);
    }

    // 2. A conversation of 2,000 messages in the passenger's mirror, written by the app's own code.
    await passenger.page.evaluate(await chatBenchScript());
    const seeded = (await passenger.page.evaluate(
      `chatBench.seedLongConversation(${JSON.stringify({ ownerId: passengerApi.user.id, like: shared.id, id: LONG_CONVERSATION_ID, title: 'Bench 2000', count: LONG_MESSAGES })})`,
    )) as { ms: number; newest: string };

    // Offline: the list, the conversation and its history come from the service worker and the mirror only.
    await setOffline(passenger.context, true);
    const open: number[] = [];
    const item = `${driverName}, Bench 2000`;
    for (let i = 0; i < OPENS; i++) {
      await passenger.page.goto('/messages');
      await passenger.page.getByRole('listitem', { name: item }).waitFor();
      // From the click on the list item to the first check (DOM change or frame) where the newest message's bubble is
      // inside the log's visible area. A string, so the bundler adds no helper the page lacks.
      open.push(
        (await passenger.page.evaluate(`new Promise((resolve, reject) => {
          const item = [...document.querySelectorAll('li[aria-label]')].find((li) => li.getAttribute('aria-label').startsWith(${JSON.stringify(item)}));
          const newest = ${JSON.stringify(seeded.newest)};
          let done = false;
          const check = () => {
            if (done) return;
            const log = document.querySelector('[role="log"]');
            const bubble = log && [...log.querySelectorAll('.chat-bubble')].at(-1);
            if (!bubble || bubble.firstElementChild.textContent !== newest) return;
            const box = log.getBoundingClientRect(), rect = bubble.getBoundingClientRect();
            if (rect.bottom > box.bottom + 1 || rect.top < box.top - 1) return;
            done = true;
            observer.disconnect();
            resolve(performance.now() - start);
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true });
          const frame = () => { check(); if (!done) requestAnimationFrame(frame); };
          setTimeout(() => { if (!done) { done = true; reject(new Error('conversation not shown in 10 s')); } }, 10000);
          const start = performance.now();
          item.click();
          requestAnimationFrame(frame);
        })`)) as number,
      );
    }

    // 3. Scroll up through a dozen older pages with the mouse wheel, counting long tasks meanwhile. Messages are
    // counted with a plain querySelectorAll: a role locator would run Playwright's ARIA engine on the page's main
    // thread, adding work (and long tasks) of its own.
    const box = (await passenger.page.getByRole('log', { name: passengerLog }).boundingBox())!;
    await passenger.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const bubbles = async () => (await passenger.page.evaluate(`document.querySelectorAll('[role="log"] .chat-bubble').length`)) as number;
    await passenger.page.evaluate(`(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration); })
        .observe({ type: 'longtask' });
    })()`);
    const scrollStarted = performance.now();
    const shownBefore = await bubbles();
    // Each time the top is reached the view adds 30 older messages; a wheel step may reach it again at once.
    const wanted = shownBefore + OLDER_PAGES * 30;
    for (let steps = 0; (await bubbles()) < wanted && steps < OLDER_PAGES * 40; steps++) {
      await passenger.page.mouse.wheel(0, -400);
      await passenger.page.waitForTimeout(30);
    }
    const shownAfter = await bubbles();
    const scrollMs = performance.now() - scrollStarted;
    // Long tasks are reported after they end: give the last one time to arrive.
    await passenger.page.waitForTimeout(200);
    const longTasks = (await passenger.page.evaluate('window.__benchLongTasks')) as number[];

    return {
      chat_live_ms: {
        ...summary(live),
        dom_p50_ms: oneDecimal(percentile(liveDom, 0.5)),
        dom_p95_ms: oneDecimal(percentile(liveDom, 0.95)),
        warm_up_messages_not_counted: WARM_UP,
      },
      conversation_open_ms: { ...summary(open), messages_in_mirror: LONG_MESSAGES, mirror_write_ms: seeded.ms },
      conversation_scroll_long_tasks: {
        count: longTasks.length,
        longest_ms: Math.round(Math.max(0, ...longTasks)),
        older_pages_loaded: (shownAfter - shownBefore) / 30,
        messages_shown: { before: shownBefore, after: shownAfter },
        scroll_ms: Math.round(scrollMs),
      },
    };
  } finally {
    await driver.context.close();
    await passenger.context.close();
  }
}
