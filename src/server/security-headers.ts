// The headers a careful operator sets on every answer: a Content-Security-Policy, nosniff, no framing, a referrer
// policy, and HSTS when the visit came over TLS.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TILE_URL, tileSource } from '../contract/map-tiles';
import { realtimeClientConfig } from './realtime/client-config';
import type { ResolvedRealtime } from './realtime/options';

export interface SecurityHeaderOptions {
  /** The built PWA: the inline scripts of its index.html are allowed by their hash, and no other inline script. */
  staticDir?: string;
  /** The map tile URL template the PWA was built with (`VITE_MAP_TILE_URL`). */
  mapTileUrl?: string;
  /** Live updates: an external Pusher-compatible server is a WebSocket origin of its own. */
  realtime: ResolvedRealtime;
}

/** A year, as browsers' preload lists ask; sent only over TLS, where a browser takes it into account anyway. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The page's first scripts are inline on purpose: the theme and the visit's language are set before the first paint,
 * and an external file would cost a phone one more round trip before anything shows. They are allowed by hash, so an
 * injected script still cannot run. Read from the built page when the server starts (`npm start` builds first).
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  const page = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!page || !existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** Where the page may open live-update sockets besides its own origin (`'self'` covers ws: and wss: there). */
function liveSources(realtime: ResolvedRealtime): string[] {
  const config = realtimeClientConfig(realtime);
  if (!config.host) return [];
  const port = config.port ? `:${config.port}` : '';
  return [`${config.scheme === 'http' ? 'ws' : 'wss'}://${config.host}${port}`];
}

export function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const tiles = tileSource(options.mapTileUrl || DEFAULT_TILE_URL);
  // helmet's middleware built once: @fastify/helmet rebuilt it (and re-parsed the policy) on every request, a cost
  // an uncached search could feel (npm run bench:server).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.staticDir)],
        // Leaflet, react-toastify and sweetalert2 position and animate their elements through style attributes and
        // injected <style> elements; styles cannot run code, so inline styles stay allowed (and the boot splash's).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tiles are images; photo previews are blob: URLs of the chosen file; Leaflet and Bootstrap use data: icons.
        imgSrc: ["'self'", 'data:', 'blob:', tiles],
        fontSrc: ["'self'", 'data:'],
        // The service worker fetches tiles itself to keep them for offline use; the sync worker opens the live socket.
        connectSrc: ["'self'", tiles, ...liveSources(options.realtime)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only over TLS (below): on plain http it would be ignored, and a local http start must stay reachable.
    strictTransportSecurity: false,
    // Cross-origin requests carry only the origin: OpenStreetMap's tile policy asks for a referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error);
      // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY=1, so a client cannot claim TLS it does not have.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  });
}
