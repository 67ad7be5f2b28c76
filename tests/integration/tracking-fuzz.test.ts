// Bad input on every tracking route: random and malformed bodies and ids never break the server (no 5xx), and every refusal says why.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { positionsRequest, shareLinkRequest, startTripRequest } from '../../src/contract/tracking';
import { createDriver, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { drivePoints, startTrip, tripLeavingSoon } from '../helpers/tracking';
import { BAD_IDS, expectRefusal, expectSafe, fuzzer } from '../helpers/fuzz';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let tripId: number;
beforeAll(async () => {
  ({ server, driver, passenger } = await startServerWith(async (s) => ({ driver: await createDriver(s), passenger: await createVerifiedUser(s, AMEL) }), {
    rateLimits: { trackingLinkMisses: { max: 100_000, windowMs: 60_000 } },
  }));
  tripId = await tripLeavingSoon(server, driver, passenger);
  await startTrip(server, tripId, driver.token);
});
afterAll(async () => server?.close());

const SEED = 19;
const KEYS = ['points', 'recorded_at', 'lat', 'lng', 'accuracy', 'started_at', 'token', '__proto__', 'constructor', ''];

/** What a field may be given instead of its value. */
const { next, pick, junk, junkScalar } = fuzzer(SEED, KEYS, (next) => {
  const now = server.clock.now().getTime();
  return [
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1e308,
    () => -1e308,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => next() * 400 - 200,
    () => Math.floor(now + (next() - 0.5) * 48 * 3_600_000),
    () => now,
    () => '',
    () => 'x'.repeat(Math.floor(next() * 5000)),
    () => "'; drop table trips; --",
    () => '١٢٣',
    () => '\u0000\uFFFF😀',
    () => new Date(now).toISOString(),
    () => '2026-13-45T99:99:99Z',
    () => String(now),
  ];
});

/** A point mostly right and partly wrong, so the checks past the shape run too. */
function junkPoint(): unknown {
  const [point] = drivePoints(server.clock.now().getTime() - Math.floor(next() * 600_000), 1);
  const copy: Record<string, unknown> = { ...point };
  for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) copy[pick(['recorded_at', 'lat', 'lng', 'accuracy'])] = junkScalar();
  if (next() < 0.2) delete copy[pick(['recorded_at', 'lat', 'lng'])];
  return copy;
}

describe('bad input on the tracking routes', () => {
  it(`never breaks POST /api/trips/{id}/positions (seed ${SEED})`, async () => {
    for (let i = 0; i < 150; i++) {
      const body = next() < 0.5 ? { points: Array.from({ length: 1 + Math.floor(next() * 4) }, junkPoint) } : next() < 0.5 ? { points: junk() } : junk();
      const answer = await call(server, 'POST', `/api/trips/${tripId}/positions`, { token: driver.token, json: body });
      expectSafe(answer, `positions ${JSON.stringify(body).slice(0, 200)}`, positionsRequest.safeParse(body).success);
    }
  });

  it('never breaks start, stop-sharing and share links with random bodies', async () => {
    for (let i = 0; i < 60; i++) {
      const startBody = next() < 0.5 ? { started_at: junkScalar() } : junk();
      const started = await call(server, 'POST', `/api/trips/${tripId}/start`, { token: driver.token, json: startBody });
      expectSafe(started, `start ${JSON.stringify(startBody).slice(0, 200)}`, startTripRequest.safeParse(startBody ?? {}).success);
      const linkBody = next() < 0.5 ? { token: junkScalar() } : junk();
      const linked = await call(server, 'POST', `/api/trips/${tripId}/share-links`, { token: passenger.token, json: linkBody });
      expectSafe(linked, `share link ${JSON.stringify(linkBody).slice(0, 200)}`, shareLinkRequest.safeParse(linkBody ?? {}).success);
    }
    const stopped = await call(server, 'POST', `/api/trips/${tripId}/stop-sharing`, { token: driver.token, json: junk() });
    expectSafe(stopped, 'stop-sharing', true);
  });

  it('answers malformed JSON and other content types with a 4xx and a message', async () => {
    const raws = ['{', '[', '{"points":', '{"points":[{"lat":}]}', 'null', '"x"', '12', '\u0000', '{"points":[' + '['.repeat(500)];
    const paths = [`/api/trips/${tripId}/positions`, `/api/trips/${tripId}/start`, `/api/trips/${tripId}/share-links`, `/api/trips/${tripId}/stop-sharing`];
    for (const path of paths) {
      for (const raw of raws) {
        for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${driver.token}`, 'content-type': type, accept: 'application/json' },
            body: raw,
          });
          const text = await response.text();
          const body = text ? JSON.parse(text) : null;
          // Start and stop-sharing need no body (a form's junk field or a JSON null is no body): whatever they answer,
          // never a 5xx, and a refusal with a message. Points and share links cannot do without theirs.
          const what = `${path} ${type} ${raw.slice(0, 40)}`;
          if (path.endsWith('stop-sharing') || path.endsWith('start')) expectSafe({ status: response.status, headers: response.headers, body }, what, true);
          else expectRefusal({ status: response.status, headers: response.headers, body }, what);
        }
      }
    }
  });

  it('answers ids and tokens that name nothing with a 4xx and a message', async () => {
    for (const id of BAD_IDS) {
      for (const [method, path, who] of [
        ['POST', `/api/trips/${id}/start`, driver],
        ['POST', `/api/trips/${id}/stop-sharing`, driver],
        ['POST', `/api/trips/${id}/positions`, driver],
        ['GET', `/api/trips/${id}/tracking`, driver],
        ['GET', `/api/trips/${id}/share-links`, passenger],
        ['POST', `/api/trips/${id}/share-links`, passenger],
        ['DELETE', `/api/share-links/${id}`, passenger],
        ['GET', `/api/tracking/${id}`, undefined],
      ] as const) {
        const json = method === 'GET' || method === 'DELETE' ? undefined : { points: drivePoints(server.clock.now().getTime(), 1), token: 'a'.repeat(43) };
        expectRefusal(await call(server, method, path, { token: who?.token, json }), `${method} ${path.slice(0, 80)}`);
      }
    }
    for (let i = 0; i < 40; i++) {
      const token = encodeURIComponent(String(junkScalar()).slice(0, 500)) || 'x';
      expectRefusal(await call(server, 'GET', `/api/tracking/${token}`), `tracking ${token.slice(0, 40)}`);
    }
  });
});
