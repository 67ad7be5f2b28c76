// Travel requests through the sync worker's own code against the real server: a request posted offline reaches the
// server once even when its first answer is lost; a driver proposes from the mirror; the owner accepts; both mirrors
// end as the server says (request closed, the other offer declined) and the two have a conversation.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchAnnouncements, proposalsOf } from '../../src/db/announcement-queries';
import { saveAnnouncement } from '../../src/db/commands/announcements';
import { decideProposal, saveProposal } from '../../src/db/commands/proposals';
import { conversationsOf } from '../../src/db/chat-queries';
import { createChatPull } from '../../src/sync/chat-pull';
import { createAnnouncementsPull } from '../../src/sync/announcements-pull';
import { announcements as announcementsTable } from '../../src/server/db/schema';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createDriver, hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { endWorkerTest, recordFetch, signIn, workerAgainst } from '../helpers/worker';

let server: TestServer;
let passenger: SignedInUser;
let driver: TestDriver;
let rival: TestDriver;
beforeAll(async () => {
  server = await startTestServer();
  passenger = await createVerifiedUser(server, { first_name: 'Amel', last_name: 'Sassi' });
  driver = await createDriver(server);
  rival = await createDriver(server);
});
afterEach(endWorkerTest);
afterAll(async () => server?.close());

async function signedIn(account: SignedInUser) {
  const worker = workerAgainst(server.url);
  await signIn(worker, account);
  return { worker, announcements: createAnnouncementsPull(worker.db, worker.http), chat: createChatPull(worker.db, worker.http) };
}

describe('a travel request through the worker', () => {
  it('is posted once despite a lost answer, proposed on, accepted, and ends the same on both devices', async () => {
    const owner = await signedIn(passenger);
    const form = {
      departure_city_id: await cityId(server, 'Tunis'),
      arrival_city_id: await cityId(server, 'Sousse'),
      departure_location: 'Place Pasteur',
      arrival_location: 'Gare de Sousse',
      desired_departure_time: hoursFromNow(server, 48),
      seats_needed: 2,
      max_price_per_seat: 18,
      description: 'Deux valises',
      luggage_size: 'Standard',
      additional_notes: null,
    };
    const entryId = await saveAnnouncement(owner.worker.db, form);
    // The first answer is lost on the way back: the retry is answered from the stored response.
    const network = recordFetch();
    network.control.fail = ({ method, path }) => (method === 'POST' && path === '/api/announcements' && network.to(path, 'POST').length === 0 ? 'after' : null);
    await owner.worker.drain();
    await owner.worker.drain(() => Date.now() + 60_000);
    expect(network.to('/api/announcements', 'POST').map((e) => [e.status, e.replayed, e.idempotencyKey])).toEqual([
      [0, false, entryId],
      [201, true, entryId],
    ]);
    const stored = await server.database.db.select().from(announcementsTable).where(eq(announcementsTable.description, 'Deux valises'));
    expect(stored).toHaveLength(1);
    const [mine] = await searchAnnouncements(owner.worker.db, {}, 20);
    expect(mine).toMatchObject({ id: stored[0]!.id, seats_needed: 2 });
    expect(mine!._pending).toBeUndefined();
    vi.restoreAllMocks();

    // A driver finds it in the list and proposes from the mirror; a rival proposes through the API.
    const offering = await signedIn(driver);
    await offering.worker.pull.vehicles();
    expect((await offering.announcements.list({ departure_city_id: form.departure_city_id })).ok).toBe(true);
    const seen = (await searchAnnouncements(offering.worker.db, { departure_city_id: form.departure_city_id }, 50)).find((row) => row.id === mine!.id)!;
    await saveProposal(offering.worker.db, seen, {
      vehicle_id: driver.vehicleId,
      proposed_price: 15,
      proposed_departure_time: form.desired_departure_time,
      message: 'Départ à 8h',
    });
    await offering.worker.drain();
    const rivalOffer = await call(server, 'POST', `/api/announcements/${mine!.id}/proposals`, {
      token: rival.token,
      json: { vehicle_id: rival.vehicleId, proposed_price: 14, proposed_departure_time: form.desired_departure_time },
    });
    expect(rivalOffer.status).toBe(201);

    // The owner sees both offers and accepts the first.
    await owner.announcements.detail(mine!.id);
    const offers = await proposalsOf(owner.worker.db, mine!.id);
    expect(offers.map((p) => p.driver_id)).toEqual([driver.user.id, rival.user.id]);
    await decideProposal(owner.worker.db, offers[0]!, true);
    await owner.worker.drain();
    await owner.announcements.detail(mine!.id);
    expect((await owner.worker.db.announcements.get(mine!.id))!.status).toBe(2);
    expect((await proposalsOf(owner.worker.db, mine!.id)).map((p) => [p.driver_id, p.status])).toEqual([
      [driver.user.id, 1],
      [rival.user.id, 2],
    ]);

    // The driver's device learns it too, and the two can message.
    await offering.announcements.detail(mine!.id);
    expect((await proposalsOf(offering.worker.db, mine!.id)).map((p) => p.status)).toEqual([1]);
    await offering.chat.conversations(1);
    const conversation = (await conversationsOf(offering.worker.db, driver.user.id)).find((c) => c.context_id === mine!.id);
    expect(conversation?.context_type).toBe('App\\Models\\Announcement');
  });
});
