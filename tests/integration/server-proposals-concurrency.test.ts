// One driver per request: concurrent accepts accept exactly one proposal, and nothing stays pending on a closed request.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, proposals } from '../../src/server/db/schema';
import { createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, type TestDriver } from '../helpers/marketplace';
import { createAnnouncement, decideProposal, propose, sendProposal } from '../helpers/announcements';

let server: TestServer;
let owner: SignedInUser;
let drivers: TestDriver[];
beforeAll(async () => {
  server = await startTestServer();
  owner = await createVerifiedUser(server);
  drivers = [];
  for (let i = 0; i < 8; i++) drivers.push(await createDriver(server));
});
afterAll(async () => server?.close());

const statusesOf = async (announcementId: number) =>
  (await server.database.db.select().from(proposals).where(eq(proposals.announcementId, announcementId))).map((p) => p.status);
const announcementStatus = async (id: number) => (await server.database.db.select().from(announcements).where(eq(announcements.id, id)))[0]!.status;

describe('accepting proposals concurrently', () => {
  it('accepts exactly one of two proposals accepted at once', async () => {
    const request = await createAnnouncement(server, owner);
    const a = await propose(server, drivers[0]!, request.id);
    const b = await propose(server, drivers[1]!, request.id);
    const answers = await Promise.all([decideProposal(server, owner, a.id, 'accept'), decideProposal(server, owner, b.id, 'accept')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect(refused.body.errors).toEqual({ proposal: ['This proposal has already been declined.'] });
    expect((await statusesOf(request.id)).sort()).toEqual([1, 2]);
    expect(await announcementStatus(request.id)).toBe(2);
  });

  it('accepts exactly one of eight, and the same proposal accepted twice once', async () => {
    const request = await createAnnouncement(server, owner);
    const made = [];
    for (const driver of drivers) made.push(await propose(server, driver, request.id));
    const answers = await Promise.all([...made, made[0]!].map((p) => decideProposal(server, owner, p.id, 'accept')));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(8);
    const statuses = await statusesOf(request.id);
    expect(statuses.filter((s) => s === 1)).toHaveLength(1);
    expect(statuses.filter((s) => s === 2)).toHaveLength(7);
  });

  it('leaves no pending proposal behind when proposals race the accept', async () => {
    const request = await createAnnouncement(server, owner);
    const first = await propose(server, drivers[0]!, request.id);
    const answers = await Promise.all([
      decideProposal(server, owner, first.id, 'accept'),
      ...drivers.slice(1).map((driver) => sendProposal(server, driver, request.id)),
    ]);
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers.slice(1)) {
      expect([201, 422]).toContain(answer.status);
      if (answer.status === 422) expect(answer.body.errors).toEqual({ announcement: ['This announcement is closed.'] });
    }
    const statuses = await statusesOf(request.id);
    expect(statuses.filter((s) => s === 0)).toEqual([]);
    expect(statuses.filter((s) => s === 1)).toHaveLength(1);
  });

  it('lets one of two identical proposals of one driver through', async () => {
    const request = await createAnnouncement(server, owner);
    const answers = await Promise.all([sendProposal(server, drivers[2]!, request.id), sendProposal(server, drivers[2]!, request.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(answers.find((r) => r.status === 422)!.body.errors).toEqual({ announcement: ['You already have a proposal on this announcement.'] });
    expect(await statusesOf(request.id)).toEqual([0]);
  });
});
