// The headers on every answer (the page, an API answer, a built file, an error): a Content-Security-Policy that lets
// in only the app's origin, the map tiles and the live endpoint, with the page's inline scripts by hash; no framing,
// nosniff, a referrer policy; HSTS only when the visit came over TLS.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../helpers/server';

const FIRST_SCRIPT = "document.documentElement.lang = 'ar';";
const INDEX = `<!doctype html><html><head><script>${FIRST_SCRIPT}</script><script type="module" src="/assets/index-5e1f.js"></script></head><body></body></html>`;

let staticDir: string;
let server: TestServer;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'mechwar-dist-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'assets', 'index-5e1f.js'), 'console.log("app")');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers.get('content-security-policy');
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const answers = {
  'the page': '/',
  'a client route': '/trips/12',
  'an API answer': '/api/cities',
  'a built file': '/assets/index-5e1f.js',
  'an error': '/api/nothing-here',
};

describe('every answer', () => {
  it.each(Object.entries(answers))('%s carries the security headers', async (_name, url) => {
    const answer = await call(server, 'GET', url);
    expect(answer.status).toBeLessThan(500);
    const { headers } = answer;
    const policy = policyOf(headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const hash = `'sha256-${createHash('sha256').update(FIRST_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://*.tile.openstreetmap.org']);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Served over plain http: no HSTS.
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('allows no inline script or eval beyond the hashed first script', async () => {
    const policy = policyOf((await call(server, 'GET', '/')).headers);
    const scripts = [...(policy.get('script-src') ?? []), ...(policy.get('default-src') ?? [])];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('has no HSTS when a client merely claims https without a trusted proxy in front', async () => {
    const answer = await call(server, 'GET', '/api/cities', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a server behind a TLS proxy, with its own tiles and an external live server', () => {
  let behindProxy: TestServer;
  beforeAll(async () => {
    behindProxy = await startTestServer({
      trustProxy: true,
      mapTileUrl: 'https://tiles.example.tn/osm/{z}/{x}/{y}.png',
      realtime: {
        appId: 'mechwar',
        key: 'live-key',
        secret: 'live-secret',
        external: { host: '10.0.0.5', port: 6001, scheme: 'http', public: { host: 'live.example.tn', port: 443, scheme: 'https' } },
      },
    });
  });
  afterAll(async () => behindProxy?.close());

  it('sends HSTS when the proxy says the visit came over https, and not otherwise', async () => {
    const overTls = await call(behindProxy, 'GET', '/api/cities', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await call(behindProxy, 'GET', '/api/cities', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets in its tile server and where browsers reach the live server, nothing else', async () => {
    const policy = policyOf((await call(behindProxy, 'GET', '/api/cities')).headers);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.tn']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.tn', 'wss://live.example.tn:443']);
    // Without a built page there is no inline script to allow.
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});
