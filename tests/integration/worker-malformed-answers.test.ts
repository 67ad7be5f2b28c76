// A backend that answers wrongly (a proxy's HTML page, a field of the wrong type, a list missing names): the
// worker refuses the answer at the edge, says why, and leaves the mirror as it was — nothing half-parsed is kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RESPONSE_MESSAGE } from '../../src/sync/http';
import { tripFixture, TUNIS } from '../fixtures/trip';
import { workerAgainst, type TestWorker } from '../helpers/worker';

// What this stand-in backend answers, path by path: always 200, never what the contract says.
const answers: Record<string, { type: string; body: string }> = {
  '/api/trips/100': { type: 'application/json', body: JSON.stringify({ data: { id: 'cent', departure_time: 42 } }) },
  '/api/trips': { type: 'text/html', body: '<html><body>Portail captif du Wi-Fi de la gare</body></html>' },
  '/api/cities': { type: 'application/json', body: JSON.stringify([{ id: 1 }, { id: 2, name: null }]) },
};

let backend: Server;
let baseUrl: string;
beforeAll(async () => {
  backend = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(answer ? 200 : 404, { 'content-type': answer?.type ?? 'application/json' });
    response.end(answer?.body ?? '{"message":"Not Found"}');
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

let worker: TestWorker;
afterEach(async () => worker?.close());

describe('malformed answers', () => {
  it('keeps the mirrored trip when its refresh answers a trip of the wrong shape', async () => {
    worker = workerAgainst(baseUrl);
    const seen = tripFixture({ id: 100, _syncedAt: 1 });
    await worker.db.trips.put(seen);
    const result = await worker.pull.trip(100);
    expect(result).toEqual({ ok: false, status: 200, message: INVALID_RESPONSE_MESSAGE });
    expect(await worker.db.trips.get(100)).toEqual(seen);
  });

  it('answers a list page of HTML with a failure, not an exception, and mirrors nothing', async () => {
    worker = workerAgainst(baseUrl);
    const result = await worker.pull.trips({ page: 1 });
    expect(result).toMatchObject({ ok: false, message: INVALID_RESPONSE_MESSAGE });
    expect(await worker.db.trips.count()).toBe(0);
  });

  it('keeps the cities it has when the list comes back without names', async () => {
    worker = workerAgainst(baseUrl);
    await worker.db.cities.put(TUNIS);
    const result = await worker.pull.cities();
    expect(result.ok).toBe(false);
    expect(await worker.db.cities.toArray()).toEqual([TUNIS]);
  });
});
