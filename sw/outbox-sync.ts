// Background sync: when the network returns with no page open, the service worker drains the same Dexie outbox
// with the same code as the sync worker (src/sync/push.ts) and the stored session.
import { Queue } from 'workbox-background-sync';
import { db } from '../src/db/database';
import { createHttp } from '../src/sync/http';
import { drainOutbox } from '../src/sync/push';
import { followUpPullsFor, runFollowUps } from '../src/sync/follow-ups';
import type { SyncEvent } from '../src/sync/events';
import { showUnsentCountNow, type AppBadge } from '../src/db/unsent-badge';

declare const self: ServiceWorkerGlobalScope;

/** Tells open pages what happened (they also see it through Dexie's live queries). */
function broadcast(event: SyncEvent) {
  void self.clients.matchAll({ type: 'window' }).then((clients) => {
    for (const client of clients) client.postMessage({ source: 'mechwar-sw', event });
  });
}

export async function drainFromServiceWorker(): Promise<void> {
  const http = createHttp({ db, baseUrl: self.location.origin, emit: broadcast });
  const report = await drainOutbox({ db, http, emit: broadcast });
  // No page follows the count now: the app's icon would go on showing changes just sent.
  await showUnsentCountNow(db, self.navigator as AppBadge);
  // What the answers moved is pulled here too, so a page opened later shows the server's copy without a network.
  await runFollowUps(followUpPullsFor(db, http), report.followUps);
  // A change that must wait (retry later) makes the browser fire the sync event again.
  if (report.nextAttemptAt !== null) throw new Error('Outbox entries are still waiting to be sent.');
}

export function installOutboxSync(): void {
  // The queue itself stores nothing: it gives us the "workbox-background-sync:outbox" sync tag, and where the
  // browser has no Background Sync API it calls onSync at service-worker start (its documented fallback).
  new Queue('outbox', { onSync: drainFromServiceWorker });
}
