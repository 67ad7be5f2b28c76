// A 401 on a held token gets one silent refresh and a retry; a refused refresh signs the user out, once; a refresh
// whose answer the network lost is asked for again and keeps the session.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../src/contract/limits';
import { getSession } from '../../src/db/session';
import { REFRESH_TOKEN_LIFETIME_MS } from '../../src/server/auth/tokens';
import { startTestServer, type TestServer } from '../helpers/server';
import { endWorkerTest, failureOf, recordFetch, signInNewAccount, workerAgainst, type TestWorker } from '../helpers/worker';

const HOUR = 3_600_000;

/** What went over the network, a line per request: method, path and the status answered (0: no answer). */
const exchangeLines = (network: ReturnType<typeof recordFetch>) => network.exchanges.map((e) => `${e.method} ${e.path} ${e.status}`);
/** The session now holds a new pair of tokens: the refresh happened and its answer was kept. */
async function expectRenewedPair(before: Awaited<ReturnType<typeof getSession>>) {
  const after = await getSession(worker.db);
  expect(after?.token).not.toBe(before?.token);
  expect(after?.refreshToken).not.toBe(before?.refreshToken);
}

let server: TestServer;
let worker: TestWorker;

beforeAll(async () => void (server = await startTestServer()));
beforeEach(async () => {
  worker = workerAgainst(server.url);
  await signInNewAccount(server, worker);
});
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('silent refresh', () => {
  it('refreshes once and retries when the server no longer takes the access token', async () => {
    const before = await getSession(worker.db);
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    const result = await worker.pull.profile();
    expect(result.ok).toBe(true);
    expect(exchangeLines(network)).toEqual(['GET /api/profile 401', 'POST /api/auth/refresh 200', 'GET /api/profile 200']);
    await expectRenewedPair(before);
    expect(worker.events).toEqual([]);
  });

  it('shares one refresh between requests that hit the 401 together', async () => {
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    const [first, second, resumed] = await Promise.all([worker.pull.profile(), worker.pull.profile(), worker.account.resume()]);
    expect([first.ok, second.ok, resumed]).toEqual([true, true, 'refreshed']);
    expect(network.to('/api/auth/refresh')).toHaveLength(1);
    expect(worker.events).toEqual([]);
  });

  it('signs out and emits session-expired once when the refresh token is refused', async () => {
    server.clock.advance(REFRESH_TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    const result = await worker.pull.profile();
    expect(failureOf(result)?.status).toBe(401);
    expect(network.to('/api/auth/refresh').map((e) => e.status)).toEqual([401]);
    expect(network.to('/api/profile')).toHaveLength(1);
    expect(await getSession(worker.db)).toBeUndefined();
    expect(await worker.db.me.count()).toBe(0);
    expect(worker.eventsOf('session-expired')).toHaveLength(1);
  });

  it('signs out without calling refresh when no refresh token is stored', async () => {
    await worker.db.session.update('current', { refreshToken: null });
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    const result = await worker.pull.profile();
    expect(failureOf(result)?.status).toBe(401);
    expect(network.to('/api/auth/refresh')).toEqual([]);
    expect(await getSession(worker.db)).toBeUndefined();
    expect(worker.eventsOf('session-expired')).toHaveLength(1);
  });

  it('keeps the session when the refresh itself cannot reach the server', async () => {
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    network.control.fail = ({ path }) => (path === '/api/auth/refresh' ? 'before' : null);
    const result = await worker.pull.profile();
    expect(failureOf(result)?.status).toBe(0);
    expect(await getSession(worker.db)).toBeDefined();
    expect(worker.eventsOf('session-expired')).toEqual([]);

    network.control.fail = null;
    expect((await worker.pull.profile()).ok).toBe(true);
  });

  it('does not refresh for a login refused with 401-free credentials errors', async () => {
    const network = recordFetch();
    const result = await worker.account.login({ phone: '22000000', password: 'Nope#1234' });
    expect(result.ok).toBe(false);
    expect(network.to('/api/auth/refresh')).toEqual([]);
  });
});

describe('a refresh answer lost on the way back', () => {
  it('is asked for again on the next call, which succeeds and keeps the session and the mirror', async () => {
    const before = await getSession(worker.db);
    expect(await worker.db.me.count()).toBe(1);
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    const network = recordFetch();
    let lost = 0;
    // The server spends the refresh token and answers; the phone never hears it, once.
    network.control.fail = ({ path }) => (path === '/api/auth/refresh' && lost++ === 0 ? 'after' : null);

    const first = await worker.pull.profile();
    expect(failureOf(first)?.status).toBe(0);
    expect((await getSession(worker.db))?.refreshToken).toBe(before?.refreshToken);

    const second = await worker.pull.profile();
    expect(second.ok).toBe(true);
    expect(exchangeLines(network)).toEqual([
      'GET /api/profile 401',
      'POST /api/auth/refresh 0',
      'GET /api/profile 401',
      'POST /api/auth/refresh 200',
      'GET /api/profile 200',
    ]);
    await expectRenewedPair(before);
    expect(await worker.db.me.count()).toBe(1);
    expect(worker.eventsOf('session-expired')).toEqual([]);

    // The pair the retry got is the live one: it refreshes in turn.
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    expect((await worker.pull.profile()).ok).toBe(true);
    expect(network.to('/api/auth/refresh').map((e) => e.status)).toEqual([0, 200, 200]);
  });
});
