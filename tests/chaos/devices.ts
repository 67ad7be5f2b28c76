// The people of the chaos run: a browser profile each (the driver with two tabs, the passenger with one), with the
// faults a phone goes through — network off and on, a reload, a tab closed — and calls to the app's chaos handle.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ChaosHandle } from '../../src/app/chaos-handle';
import type { ChaosAction } from '../../src/app/chaos-commands';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import { newContext, waitForServiceWorker } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';

export interface Device {
  name: 'driver' | 'passenger';
  context: BrowserContext;
  tabs: Page[];
  offline: boolean;
}

const HANDLE_TIMEOUT_MS = 20_000;

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${HANDLE_TIMEOUT_MS} ms`)), HANDLE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A tab that has the app open and its chaos handle ready. */
export async function openTab(device: Device): Promise<Page> {
  const page = await device.context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => 'mechwarChaos' in globalThis, null, { timeout: HANDLE_TIMEOUT_MS });
  device.tabs.push(page);
  return page;
}

export async function signedInDevice(browser: Browser, url: string, name: Device['name'], phone: string, password: string, tabs: number) {
  const device: Device = { name, context: await newContext(browser, url), tabs: [], offline: false };
  const first = await openTab(device);
  await waitForServiceWorker(first);
  await logInThroughUi(first, phone, password);
  for (let extra = 1; extra < tabs; extra += 1) await openTab(device);
  return device;
}

type HandleCall<K extends keyof ChaosHandle> = { method: K; args: Parameters<ChaosHandle[K]> };

/** Calls the chaos handle in `tab` (the first one when not given). */
export async function callHandle<K extends keyof ChaosHandle>(
  device: Device,
  method: K,
  args: Parameters<ChaosHandle[K]>,
  tab: Page = device.tabs[0]!,
): Promise<Awaited<ReturnType<ChaosHandle[K]>>> {
  const call: HandleCall<K> = { method, args };
  return withTimeout(
    tab.evaluate(
      ({ method: name, args: given }) => {
        const handle = (globalThis as unknown as { mechwarChaos: Record<string, (...a: unknown[]) => unknown> }).mechwarChaos;
        return handle[name]!(...given) as never;
      },
      call as { method: string; args: unknown[] },
    ) as Promise<Awaited<ReturnType<ChaosHandle[K]>>>,
    `${device.name}.${method}`,
  );
}

export const act = (device: Device, action: ChaosAction, tab?: Page) => callHandle(device, 'act', [action], tab);
export const snapshot = (device: Device): Promise<ChaosSnapshot> => callHandle(device, 'snapshot', []);

export async function setOffline(device: Device, offline: boolean) {
  device.offline = offline;
  await device.context.setOffline(offline);
}

export async function reloadTab(tab: Page) {
  await tab.reload();
  await tab.waitForFunction(() => 'mechwarChaos' in globalThis, null, { timeout: HANDLE_TIMEOUT_MS });
}

export async function closeTab(device: Device, tab: Page) {
  device.tabs = device.tabs.filter((other) => other !== tab);
  await tab.close();
}

const DRAIN_DEADLINE_MS = 240_000;

/** Waits until no change of either person is still queued, pressing "Réessayer" as a person would. */
export async function drain(devices: Device[]): Promise<ChaosSnapshot[]> {
  const deadline = Date.now() + DRAIN_DEADLINE_MS;
  for (;;) {
    for (const device of devices) await callHandle(device, 'retryWaiting', []).catch(() => undefined);
    const snaps = await Promise.all(devices.map((device) => snapshot(device)));
    const waiting = snaps.flatMap((snap) => snap.outbox.filter((entry) => entry.userId === snap.userId && entry.state !== 'failed'));
    if (waiting.length === 0 || Date.now() > deadline) return snaps;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
