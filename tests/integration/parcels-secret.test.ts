// Several processes on one database derive the same parcel codes: the secret is made once and kept, so a sender reads
// the same codes and link whichever process answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import type { TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { readParcel, requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let other: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger));
  other = await startTestServer({ database: server.database });
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

describe('the parcel code secret', () => {
  it('is the same for every process on the database', async () => {
    const trip = await tripTakingParcels(server, driver);
    const parcel = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, parcel.id, 'accept');
    const here = await readParcel(server, sender, parcel.id);
    const there = await readParcel(other, sender, parcel.id);
    expect(here.delivery_code).toMatch(/^\d{6}$/);
    expect(there).toMatchObject({ pickup_code: here.pickup_code, delivery_code: here.delivery_code, tracking_url: here.tracking_url });
  });
});
