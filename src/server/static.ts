// Serves the built PWA: hashed assets cached for good, entry files revalidated, client routes fall back to index.html.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

/** Files that name the current release: a stale copy would pin users to an old build. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths owned by the server: an unknown one there is a JSON 404, never the app's HTML. */
const SERVER_PREFIXES = ['/api', '/broadcasting', '/captcha', '/storage'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  if (filePath.split(path.sep).includes('assets')) return IMMUTABLE;
  // Icons, robots.txt and the like keep their names across releases: cache briefly, then revalidate.
  return 'public, max-age=3600';
}

export async function staticRoutes(app: FastifyInstance, options: { staticDir?: string }) {
  const root = options.staticDir ? path.resolve(options.staticDir) : null;
  const hasApp = root !== null && existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The build writes each script, style and page compressed beside it (vite.config.ts): sent as is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(pathname);
    // A missing file (it has an extension, or lives under /assets) must 404: HTML in place of a script breaks the page.
    const looksLikeFile = pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path.posix.basename(pathname));
    if (hasApp && wantsPage && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw notFound();
  });
}
