// A refresh whose answer the network lost, seen from the worker's http code: the retry keeps the session.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../src/contract/limits';
import { getSession } from '../../src/db/session';
import { createVerifiedUser, startTestServer, type TestServer } from '../helpers/server';
import { failureOf, recordFetch, workerAgainst, type TestWorker } from '../helpers/worker';

const HOUR = 3_600_000;
let server: TestServer;
let worker: TestWorker;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  worker = workerAgainst(server.url);
  const account = await createVerifiedUser(server);
  const login = await worker.account.login({ phone: account.phone, password: account.password });
  if (!login.ok) throw new Error('login failed');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await worker.close();
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
    expect(network.exchanges.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /api/profile 401',
      'POST /api/auth/refresh 0',
      'GET /api/profile 401',
      'POST /api/auth/refresh 200',
      'GET /api/profile 200',
    ]);
    const after = await getSession(worker.db);
    expect(after?.token).not.toBe(before?.token);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(await worker.db.me.count()).toBe(1);
    expect(worker.eventsOf('session-expired')).toEqual([]);

    // The pair the retry got is the live one: it refreshes in turn.
    server.clock.advance(TOKEN_LIFETIME_MS + HOUR);
    expect((await worker.pull.profile()).ok).toBe(true);
    expect(network.to('/api/auth/refresh').map((e) => e.status)).toEqual([0, 200, 200]);
  });
});
