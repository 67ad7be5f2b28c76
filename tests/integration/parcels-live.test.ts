// A parcel's changes reach its sender's and driver's screens live: `MarketplaceChanged` with subject `parcel` on each
// one's user channel, once the write committed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, events } from '../../src/contract/realtime';
import { createDriver, type TestDriver } from '../helpers/marketplace';
import { connected, disconnectClients, nextEvent, pusherClient, startRealtimeServer, subscribed, type RealtimeTestServer } from '../helpers/realtime';
import { createVerifiedUser, type SignedInUser } from '../helpers/server';
import { parcelStep, requestedParcel, tripTakingParcels } from '../helpers/parcels';

let server: RealtimeTestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  sender = await createVerifiedUser(server, { first_name: 'Amel', last_name: 'Sassi' });
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

async function listen(who: SignedInUser) {
  const client = pusherClient(server, { token: who.token });
  await connected(client);
  return subscribed(client, channels.user(who.user.id));
}

describe('live parcel changes', () => {
  it('tells the driver of a new parcel and the sender of its accept', async () => {
    const trip = await tripTakingParcels(server, driver);
    const [driverChannel, senderChannel] = await Promise.all([listen(driver), listen(sender)]);
    const heardByDriver = nextEvent<{ subject: string; id: number }>(driverChannel, events.changed);
    const parcel = await requestedParcel(server, sender, trip.id);
    expect(await heardByDriver).toEqual({ subject: 'parcel', id: parcel.id });

    const heardBySender = new Promise<{ subject: string; id: number }>((resolve) => {
      senderChannel.bind(events.changed, (data: { subject: string; id: number }) => {
        if (data.subject === 'parcel') resolve(data);
      });
    });
    expect((await parcelStep(server, driver, parcel.id, 'accept')).status).toBe(200);
    expect(await heardBySender).toEqual({ subject: 'parcel', id: parcel.id });
  });
});
