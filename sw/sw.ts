// The service worker's entry: wires precache, routes, outbox background sync and push; nothing else lives here.
import { clientsClaim } from 'workbox-core';
import { installPrecache } from './precache';
import { installRoutes } from './routes';
import { installOutboxSync } from './outbox-sync';
import { installPush } from './push';

declare const self: ServiceWorkerGlobalScope;

installPrecache();
installRoutes();
installOutboxSync();
installPush();

// The update prompt ("A new version is available! Refresh to update?") answers with SKIP_WAITING.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open page at once, so it works offline after one visit.
clientsClaim();
