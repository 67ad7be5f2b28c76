// "Mes colis" in pages, as every list: Laravel's paginator shape on the server, and the sync worker's mirror reads
// every page, so a person with more parcels than one page holds still sees them all offline.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { myParcelsResponse, PARCELS_PER_PAGE } from '../../src/contract/parcels';
import { createParcelsPull } from '../../src/sync/parcels-pull';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import type { TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { requestedParcel, tripTakingParcels } from '../helpers/parcels';
import { endWorkerTest, signIn, workerAgainst } from '../helpers/worker';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
const sent: number[] = [];
beforeAll(async () => {
  ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger));
  const trip = await tripTakingParcels(server, driver);
  for (let i = 0; i <= PARCELS_PER_PAGE; i += 1) {
    sent.push((await requestedParcel(server, sender, trip.id)).id);
    server.clock.advance(1000);
  }
});
afterEach(endWorkerTest);
afterAll(async () => server?.close());

const myParcels = async (who: SignedInUser, query = '') => {
  const answer = await call(server, 'GET', `/api/my-parcels${query}`, { token: who.token });
  expect(answer.status).toBe(200);
  return myParcelsResponse.parse(answer.body);
};

describe('GET /api/my-parcels', () => {
  it('answers a page of 20, newest first, with the link to the next page, for the sender and the driver', async () => {
    for (const who of [sender, driver]) {
      const first = await myParcels(who);
      expect(first).toMatchObject({ current_page: 1, per_page: PARCELS_PER_PAGE, total: PARCELS_PER_PAGE + 1, last_page: 2, prev_page_url: null });
      expect(first.data.map((p) => p.id)).toEqual([...sent].reverse().slice(0, PARCELS_PER_PAGE));
      expect(first.next_page_url).toBe(`${server.url}/api/my-parcels?page=2`);
      const second = await myParcels(who, '?page=2');
      expect(second).toMatchObject({ current_page: 2, next_page_url: null, from: PARCELS_PER_PAGE + 1, to: PARCELS_PER_PAGE + 1 });
      expect(second.data.map((p) => p.id)).toEqual([sent[0]]);
    }
  });

  it('reads a page that is not a number as the first one, as Laravel does', async () => {
    expect((await myParcels(sender, '?page=abc')).current_page).toBe(1);
  });
});

describe('the mirror of "Mes colis"', () => {
  it('keeps every parcel of every page', async () => {
    const worker = workerAgainst(server.url);
    await signIn(worker, sender);
    expect(await createParcelsPull(worker.db, worker.http).mine()).toEqual({ ok: true });
    const mirrored = (await worker.db.parcels.toArray()).map((p) => p.id).sort((a, b) => a - b);
    expect(mirrored).toEqual([...sent].sort((a, b) => a - b));
  });
});
