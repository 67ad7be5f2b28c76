// "Bloquer" (issue 40), table-tested: every write that reaches the other person is refused after a block, whichever of
// the two made it, with the answer the route gives anything unavailable (never a word of the block); the same write
// goes through again once unblocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement, propose, sendProposal, decideProposal } from '../helpers/announcements';
import { bookSeats, createDriver, decide, expectFieldErrors, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { parcelStep, requestedParcel, sendParcel, tripTakingParcels } from '../helpers/parcels';
import { chatAboutTrip } from '../helpers/reports';
import { blockUser, unblockUser } from '../helpers/blocks';
import { AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type Answer, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMIRA),
  })));
});
afterAll(async () => server?.close());

interface BlockedWrite {
  name: string;
  /** Run before the block: what the write needs (a trip, a pending request); returns the write itself. */
  prepare: () => Promise<() => Promise<Answer>>;
  /** The 422's field messages: the route's usual words for something unavailable. */
  refused: Record<string, string[]>;
}

const WRITES: BlockedWrite[] = [
  {
    name: 'the passenger books a seat on the driver’s trip',
    prepare: async () => {
      const trip = await publishTrip(server, driver);
      return () => bookSeats(server, passenger, trip.id);
    },
    refused: { trip: ['This trip is not open for booking.'] },
  },
  {
    name: 'the driver accepts the passenger’s booking',
    prepare: async () => {
      const bookingId = await requestSeats(server, passenger, (await publishTrip(server, driver)).id);
      return () => decide(server, driver, bookingId, 'accept');
    },
    refused: { booking: ['Cette réservation a déjà été rejetée'] },
  },
  {
    name: 'the passenger sends a parcel on the driver’s trip',
    prepare: async () => {
      const trip = await tripTakingParcels(server, driver);
      return () => sendParcel(server, passenger, trip.id);
    },
    refused: { trip: ["Ce trajet n'est pas ouvert aux colis."] },
  },
  {
    name: 'the driver accepts the passenger’s parcel',
    prepare: async () => {
      const parcel = await requestedParcel(server, passenger, (await tripTakingParcels(server, driver)).id);
      return () => parcelStep(server, driver, parcel.id, 'accept');
    },
    refused: { parcel: ['Ce colis a été refusé'] },
  },
  {
    name: 'the driver proposes on the passenger’s travel request',
    prepare: async () => {
      const request = await createAnnouncement(server, passenger);
      return () => sendProposal(server, driver, request.id);
    },
    refused: { announcement: ['This announcement is closed.'] },
  },
  {
    name: 'the passenger accepts the driver’s proposal',
    prepare: async () => {
      const proposal = await propose(server, driver, (await createAnnouncement(server, passenger)).id);
      return () => decideProposal(server, passenger, proposal.id, 'accept');
    },
    refused: { proposal: ['This proposal has already been declined.'] },
  },
  {
    name: 'the passenger starts a conversation about the driver’s trip',
    prepare: async () => {
      const trip = await publishTrip(server, driver);
      return () => call(server, 'POST', '/api/conversations/start', { token: passenger.token, json: { content: 'Bonjour', context_id: trip.id } });
    },
    refused: { context_id: ['The selected context id is invalid.'] },
  },
  {
    name: 'the passenger writes in their conversation',
    prepare: async () => {
      const chat = await chatAboutTrip(server, driver, passenger);
      return () => call(server, 'POST', `/api/conversations/${chat.conversationId}/messages`, { token: passenger.token, json: { content: 'Vous êtes là ?' } });
    },
    refused: { content: ['This conversation is closed.'] },
  },
  {
    name: 'the driver writes in their conversation',
    prepare: async () => {
      const chat = await chatAboutTrip(server, driver, passenger);
      return () => call(server, 'POST', `/api/conversations/${chat.conversationId}/messages`, { token: driver.token, json: { content: 'Je suis devant' } });
    },
    refused: { content: ['This conversation is closed.'] },
  },
];

const blockers = () => ({ driver, passenger });
const otherOf = (who: 'driver' | 'passenger') => (who === 'driver' ? passenger : driver);

describe.each(['driver', 'passenger'] as const)('after the %s blocks the other', (who) => {
  it.each(WRITES.map((write) => [write.name, write] as const))('%s: refused, then works once unblocked', async (_name, write) => {
    const blocker = blockers()[who];
    const attempt = await write.prepare();
    expect((await blockUser(server, blocker, otherOf(who).user.id)).status).toBe(201);
    expectFieldErrors(await attempt(), write.refused);
    expect((await unblockUser(server, blocker, otherOf(who).user.id)).status).toBe(200);
    const again = await (await write.prepare())();
    expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBeLessThan(300);
  });
});
