// Runtime routes: every app route opens the precached shell offline; images and map tiles are cached as seen.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

/**
 * Paths the server answers itself and that must never get the app's index.html:
 * /api (JSON), /broadcasting (realtime auth), /captcha (image), /storage (uploaded files), /app (websocket).
 */
export const NAVIGATION_DENYLIST = [/^\/(api|broadcasting|storage|app)(\/|$)/, /^\/captcha/];

export function installRoutes(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

  // Avatars and other uploaded images: show the last copy offline, refresh it when online.
  registerRoute(
    ({ url, request }) => url.pathname.startsWith('/storage/') && request.destination === 'image',
    new StaleWhileRevalidate({
      cacheName: 'mechwar-images',
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
  );

  // Map tiles of any tile server (z/x/y URLs): tiles rarely change, so the cache answers first. The map asks for
  // them with CORS, so only real 200 answers are kept (an opaque answer costs megabytes of quota each).
  registerRoute(
    ({ url, request }) => request.destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?(\.(png|jpe?g|webp))?$/.test(url.pathname),
    new CacheFirst({
      cacheName: 'mechwar-map-tiles',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
}
