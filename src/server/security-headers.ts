// The headers a careful operator sets on every answer: a Content-Security-Policy, nosniff, no framing, a referrer
// policy, and HSTS when the visit came over TLS.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  // helmet run once, its headers then set as they are on every answer: @fastify/helmet rebuilt its middleware (and
  // re-parsed the policy) on every request, and even built once, its chain of a dozen middlewares cost an uncached
  // search more than setting the same headers (npm run bench:server). Nothing in it depends on the request.
  const headers = headersOf(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY=1, so a client cannot claim TLS it does not have.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}

/** The headers a helmet middleware sets, read by running it once on a response that only records them. */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  // Its one removal (X-Powered-By) removes what neither Node nor Fastify sends.
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name, value]), removeHeader: () => undefined };
  let ran = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  // helmet calls back at once; one that did not would have set nothing yet.
  if (!ran) throw new Error('helmet did not call back at once: its headers cannot be read ahead');
  return headers;
}
