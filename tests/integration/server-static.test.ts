// Serving the built PWA: cache headers per file kind, compression, SPA fallback for app routes, JSON 404 for server paths.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../src/server/db/places';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let staticDir: string;
const INDEX = '<!doctype html><title>Mechwar</title><div id="root"></div>';
/** A script big enough to be worth compressing. */
const VENDOR = Array.from({ length: 800 }, (_, i) => `export const trip${i} = { id: ${i}, route: "Tunis → Sousse" };`).join('\n');
/** A script the build wrote compressed beside it (vite.config.ts), and the page with its compressed copies. */
const PAGES = Array.from({ length: 400 }, (_, i) => `export const page${i} = "/trips?page=${i}";`).join('\n');
const PAGES_BR = brotliCompressSync(PAGES);
const PAGES_GZ = gzipSync(PAGES);

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'mechwar-dist-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  await writeFile(path.join(staticDir, 'assets', 'vendor-77aa01.js'), VENDOR);
  await writeFile(path.join(staticDir, 'assets', 'pages-5e2b7d.js'), PAGES);
  await writeFile(path.join(staticDir, 'assets', 'pages-5e2b7d.js.br'), PAGES_BR);
  await writeFile(path.join(staticDir, 'assets', 'pages-5e2b7d.js.gz'), PAGES_GZ);
  await writeFile(path.join(staticDir, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(path.join(staticDir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(staticDir, 'registerSW.js'), '/* register */');
  await writeFile(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Mechwar"}');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (pathname: string, accept = 'text/html') => fetch(`${server.url}${pathname}`, { headers: { accept } });

describe('static files', () => {
  it('caches hashed assets for a year, immutably', async () => {
    const answer = await get('/assets/index-3f9a1c.js', '*/*');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe('console.log("app")');
  });

  it.each(['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest'])('revalidates %s every time', async (pathname) => {
    const answer = await get(pathname, '*/*');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends scripts and API answers compressed to clients that accept it, and plain to the others', async () => {
    const script = (encoding: string) => fetch(`${server.url}/assets/vendor-77aa01.js`, { headers: { 'accept-encoding': encoding } });
    const brotli = await script('gzip, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(VENDOR);
    expect((await script('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await script('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(VENDOR);

    const cities = await fetch(`${server.url}/api/cities`, { headers: { accept: 'application/json', 'accept-encoding': 'gzip' } });
    expect(cities.headers.get('content-encoding')).toBe('gzip');
    expect((await cities.json()).data).toHaveLength(places.length);
  });

  it('sends the copies the build compressed as they are, with the same headers', async () => {
    const script = (encoding: string) => fetch(`${server.url}/assets/pages-5e2b7d.js`, { headers: { 'accept-encoding': encoding } });
    const brotli = await script('gzip, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBe(PAGES_BR.length);
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(PAGES);
    const gzip = await script('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBe(PAGES_GZ.length);
    expect(await gzip.text()).toBe(PAGES);
    expect(await (await script('identity')).text()).toBe(PAGES);
    // An app route's page too, from its compressed copy.
    const page = await fetch(`${server.url}/trips`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe(INDEX);
  });

  it('answers index.html for an app route', async () => {
    for (const pathname of ['/trips/12', '/profile', '/announcements?page=2']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(await answer.text()).toBe(INDEX);
    }
  });

  it('answers a JSON 404 for unknown server paths, whatever the Accept header', async () => {
    for (const pathname of ['/api/nothing-here', '/api', '/broadcasting/auth', '/captcha/old.png', '/storage/avatars/missing.png', '/storage/secret/x.png']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await answer.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it('answers 404, not the page, for a missing asset', async () => {
    expect((await get('/assets/index-old.js', '*/*')).status).toBe(404);
    expect((await get('/missing.png', '*/*')).status).toBe(404);
  });

  it('answers a JSON 404 for app routes when no PWA is built', async () => {
    const apiOnly = await startTestServer();
    try {
      const answer = await fetch(`${apiOnly.url}/trips/12`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('error bodies', () => {
  it('answers 400 with a message for malformed JSON', async () => {
    const answer = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it('gives the framework’s refusals a code too: a body too large, a type no route reads', async () => {
    const login = (body: string, type: string) => fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': type }, body });
    const large = await login(JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ code: 'body_too_large' });
    const plain = await login('<phone/>', 'application/xml');
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('treats an empty JSON body as no fields', async () => {
    const answer = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(422);
    expect((await answer.json()).errors).toHaveProperty('phone');
  });
});
