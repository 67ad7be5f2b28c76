// The page's handle on the sync worker: the only way the UI reaches the network (DESIGN.md rules 1 and 2).
import * as Comlink from 'comlink';
import { db } from '../db/database';
import { keepOnDevice } from '../db/keep-on-device';
import type { SyncEvent } from './events';
import type { EntryOutcome } from './push';
import type { SyncApi } from './worker';

export type { SyncEvent } from './events';
export type { EntryOutcome } from './push';
export type { ApiFailure, ApiResult } from './http';

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mechwar-sync' });

/** The worker's API, typed; every call returns a promise. */
export const sync = Comlink.wrap<SyncApi>(worker);

export function subscribeSyncEvents(listener: (event: SyncEvent) => void): void {
  void sync.subscribe(Comlink.proxy(listener));
}

/**
 * Runs a command: `write` stores the optimistic change and its outbox entry and returns the entry id; the worker
 * then tries to send it. Online this resolves with the server's answer (or its refusal); offline, at once, queued.
 */
export async function runCommand(write: Promise<string>): Promise<EntryOutcome> {
  const entryId = await write;
  if (!navigator.onLine) {
    waitsForNetwork();
    return { status: 'queued' };
  }
  const outcome = await sync.flush(entryId);
  if (outcome.status === 'queued') waitsForNetwork();
  return outcome;
}

/** A change waits for the network: have it sent even if the app is closed, and its data kept on the device. */
function waitsForNetwork(): void {
  void askForBackgroundSync();
  void keepOnDevice();
}

/**
 * Asks the service worker to drain the outbox when the network returns, even if every tab is closed by then.
 * Browsers without Background Sync replay at service-worker start and on the page's `online` event instead.
 */
async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 3000, null))])) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register('workbox-background-sync:outbox');
  } catch {
    // Not supported or refused: the page's own drain on `online` covers it.
  }
}

addEventListener('online', () => void sync.online());
addEventListener('offline', () => void sync.offline());

/** A phone brought back to the app after a while: a driver's decision or a new booking may be waiting. */
const REFRESH_ON_RETURN_AFTER_MS = 30_000;
let hiddenAt = 0;
addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') {
    hiddenAt = Date.now();
    void db.outbox.count().then((count) => {
      if (count > 0) void askForBackgroundSync();
    });
    return;
  }
  // Back in the app: without Background Sync (Safari, Firefox) this, the app's start, `online` and the outbox's
  // retry timer are what send a change made in a dead zone.
  void db.outbox.count().then((count) => {
    if (count > 0) void sync.resume();
  });
  if (hiddenAt > 0 && Date.now() - hiddenAt >= REFRESH_ON_RETURN_AFTER_MS && navigator.onLine) {
    // Unless a reconnect (this tab's or another's) pulled everything within the last half minute.
    void sync.online(REFRESH_ON_RETURN_AFTER_MS);
  }
});
