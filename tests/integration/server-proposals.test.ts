// Proposals: who may propose, edit, withdraw, accept and decline; the conversation and notifications; replays.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_CONTEXT_TYPE, proposalDeletedResponse, proposalResponse } from '../../src/contract/announcements';
import { DRIVER_VERIFICATION } from '../../src/contract/user';
import { announcements, conversationParticipants, conversations, messages, notifications, proposals } from '../../src/server/db/schema';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, expectFieldErrors, expectStoredAnswer, hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { createAnnouncement, decideProposal, propose, proposalForm, sendProposal, showAnnouncement } from '../helpers/announcements';
import { requesterAndDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let owner: SignedInUser;
let driver: TestDriver;
beforeAll(async () => void ({ server, owner, driver } = await startServerWith(requesterAndDriver)));
afterAll(async () => server?.close());

const notificationsOf = (userId: number, title: string) =>
  server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
const editProposal = (id: number, user: SignedInUser, json: unknown, headers: Record<string, string> = {}) =>
  call(server, 'PUT', `/api/proposals/${id}`, { token: user.token, json, headers });
const withdraw = (id: number, user?: SignedInUser, headers: Record<string, string> = {}) =>
  call(server, 'DELETE', `/api/proposals/${id}`, { token: user?.token, headers });
const proposalRow = async (id: number) => (await server.database.db.select().from(proposals).where(eq(proposals.id, id)))[0]!;
const HOUR = 60 * 60_000;

describe('POST /api/announcements/{id}/proposals', () => {
  it('records a pending proposal on the driver’s vehicle and tells the owner', async () => {
    const request = await createAnnouncement(server, owner);
    const form = proposalForm(server, driver, { proposed_price: '19.50' as never });
    const answer = await call(server, 'POST', `/api/announcements/${request.id}/proposals`, { token: driver.token, json: form });
    expect(answer.status).toBe(201);
    const body = proposalResponse.parse(answer.body);
    expect(body.message).toBe('Proposal submitted successfully');
    expect(body.proposal).toMatchObject({
      announcement_id: request.id,
      announcement: { id: request.id, departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' }, status: 1 },
      driver_id: driver.user.id,
      driver: { id: driver.user.id, full_name: 'Mourad Driss', first_name: 'Mourad', average_rating: null },
      vehicle_id: driver.vehicleId,
      vehicle: { make: 'Dacia', model: 'Logan' },
      proposed_price: 19.5,
      proposed_departure_time: form.proposed_departure_time,
      message: form.message,
      status: 0,
      status_text: 'Pending',
    });
    expect(body.data).toEqual(body.proposal);
    const [told] = await notificationsOf(owner.user.id, 'Nouvelle proposition');
    expect(told).toMatchObject({ webUrl: `/announcements/${request.id}` });
    expect(told!.message).toBe('Mourad Driss vous propose 19.50 TND par place pour votre demande Tunis → Sousse.');
    const shown = await showAnnouncement(server, request.id, owner);
    expect(shown.body.data.proposals_count).toBe(1);
    expect(Date.parse(shown.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(request.updated_at!));
  });

  it('names each invalid field, refuses another’s vehicle, a time in the past and unticked terms', async () => {
    const request = await createAnnouncement(server, owner);
    expectFieldErrors(await call(server, 'POST', `/api/announcements/${request.id}/proposals`, { token: driver.token, json: {} }), {
      vehicle_id: ['The vehicle field is required.'],
      proposed_price: ['The proposed price field is required.'],
      proposed_departure_time: ['The proposed departure time field is required.'],
    });
    expectFieldErrors(await sendProposal(server, driver, request.id, { proposed_price: 0.5, terms: false }), {
      proposed_price: ['The proposed price must be at least 1.'],
      terms: ['The terms field must be accepted.'],
    });
    expectFieldErrors(await sendProposal(server, driver, request.id, { proposed_price: 12.345, proposed_departure_time: 'bientôt' }), {
      proposed_price: ['The proposed price must have at most 2 decimals.'],
      proposed_departure_time: ['The proposed departure time must be a valid date.'],
    });
    const other = await createDriver(server);
    expectFieldErrors(await sendProposal(server, driver, request.id, { vehicle_id: other.vehicleId, proposed_departure_time: hoursFromNow(server, -1) }), {
      vehicle_id: ['The selected vehicle is invalid.'],
      proposed_departure_time: ['The proposed departure time must be a date after now.'],
    });
    // Terms are the device's check; a client that does not send them is not refused.
    const { terms: _terms, ...withoutTerms } = proposalForm(server, driver);
    expect((await call(server, 'POST', `/api/announcements/${request.id}/proposals`, { token: driver.token, json: withoutTerms })).status).toBe(201);
  });

  it('is for approved drivers, never on their own request, once while live', async () => {
    const request = await createAnnouncement(server, owner);
    const passenger = await createVerifiedUser(server);
    const notDriver = await sendProposal(server, { ...passenger, vehicleId: driver.vehicleId }, request.id);
    expect(notDriver.status).toBe(403);
    expect(notDriver.body).toEqual({ message: 'Only approved drivers can make proposals. Your driver application must be approved first.', code: 'forbidden' });
    const pendingDriver = await createDriver(server, DRIVER_VERIFICATION.pending);
    expect((await sendProposal(server, pendingDriver, request.id)).status).toBe(403);

    const ownRequest = await createAnnouncement(server, driver);
    const own = await sendProposal(server, driver, ownRequest.id);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'You cannot make a proposal on your own announcement.', code: 'forbidden' });

    const first = await propose(server, driver, request.id);
    expectFieldErrors(await sendProposal(server, driver, request.id), { announcement: ['You already have a proposal on this announcement.'] });
    // Withdrawn, the driver may propose again.
    expect((await withdraw(first.id, driver)).status).toBe(200);
    expect((await sendProposal(server, driver, request.id)).status).toBe(201);
  });

  it('only while the request is open', async () => {
    const expiring = await createAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, 2) });
    server.clock.advance(3 * HOUR);
    try {
      expectFieldErrors(await sendProposal(server, driver, expiring.id, { proposed_departure_time: hoursFromNow(server, 5) }), {
        announcement: ['This announcement has expired.'],
      });
    } finally {
      server.clock.advance(-3 * HOUR);
    }
    const closed = await createAnnouncement(server, owner);
    await server.database.db.update(announcements).set({ status: 2 }).where(eq(announcements.id, closed.id));
    expectFieldErrors(await sendProposal(server, driver, closed.id), { announcement: ['This announcement is closed.'] });
    const held = await createAnnouncement(server, owner);
    await server.database.db.update(announcements).set({ status: 0 }).where(eq(announcements.id, held.id));
    expect((await sendProposal(server, driver, held.id)).status).toBe(404);
  });

  it('is 404 for unknown announcements, 401 without a token, 403 unverified', async () => {
    expect((await sendProposal(server, driver, 999_999)).status).toBe(404);
    const request = await createAnnouncement(server, owner);
    expect((await call(server, 'POST', `/api/announcements/${request.id}/proposals`, { json: proposalForm(server, driver) })).status).toBe(401);
    const unverified = await registerUser(server);
    expect((await sendProposal(server, { ...unverified, vehicleId: driver.vehicleId }, request.id)).body.code).toBe('account_not_verified');
  });

  it('proposes once for a replayed Idempotency-Key', async () => {
    const request = await createAnnouncement(server, owner);
    const toldBefore = (await notificationsOf(owner.user.id, 'Nouvelle proposition')).length;
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await sendProposal(server, driver, request.id, {}, headers);
    const again = await sendProposal(server, driver, request.id, {}, headers);
    expect(first.status).toBe(201);
    expectStoredAnswer(first, again);
    expect(await server.database.db.select().from(proposals).where(eq(proposals.announcementId, request.id))).toHaveLength(1);
    expect(await notificationsOf(owner.user.id, 'Nouvelle proposition')).toHaveLength(toldBefore + 1);
  });
});

describe('PUT /api/proposals/{id}', () => {
  it('changes the driver’s pending proposal and tells the owner', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const answer = await editProposal(proposal.id, driver, proposalForm(server, driver, { proposed_price: 17, message: 'Prix revu' }));
    expect(answer.status).toBe(200);
    expect(proposalResponse.parse(answer.body)).toMatchObject({
      message: 'Proposal updated successfully',
      proposal: { id: proposal.id, proposed_price: 17, message: 'Prix revu', status: 0 },
    });
    const told = await notificationsOf(owner.user.id, 'Proposition modifiée');
    expect(told.at(-1)!.message).toContain('17.00 TND');
  });

  it('is for the proposal’s driver, on a pending proposal of an open request', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const stranger = await editProposal(proposal.id, owner, proposalForm(server, driver));
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: 'Only the driver of this proposal can do this.', code: 'forbidden' });
    expect((await editProposal(999_999, driver, proposalForm(server, driver))).status).toBe(404);
    expect((await call(server, 'PUT', `/api/proposals/${proposal.id}`, { json: {} })).status).toBe(401);
    expectFieldErrors(await editProposal(proposal.id, driver, { ...proposalForm(server, driver), proposed_price: 0 }), {
      proposed_price: ['The proposed price must be at least 1.'],
    });
    expect((await decideProposal(server, owner, proposal.id, 'reject')).status).toBe(200);
    expectFieldErrors(await editProposal(proposal.id, driver, proposalForm(server, driver)), { proposal: ['This proposal has already been declined.'] });
  });

  it('refuses once the request has expired', async () => {
    const request = await createAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, 2) });
    const proposal = await propose(server, driver, request.id, { proposed_departure_time: hoursFromNow(server, 1) });
    server.clock.advance(3 * HOUR);
    try {
      const form = proposalForm(server, driver, { proposed_departure_time: hoursFromNow(server, 1) });
      expectFieldErrors(await editProposal(proposal.id, driver, form), { announcement: ['This announcement has expired.'] });
      expectFieldErrors(await withdraw(proposal.id, driver), { announcement: ['This announcement has expired.'] });
    } finally {
      server.clock.advance(-3 * HOUR);
    }
  });
});

describe('DELETE /api/proposals/{id}', () => {
  it('withdraws the pending proposal: kept as status 3, gone from lists and counts, the owner told', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const answer = await withdraw(proposal.id, driver);
    expect(answer.status).toBe(200);
    expect(proposalDeletedResponse.parse(answer.body)).toMatchObject({
      message: 'Proposal deleted successfully',
      proposal: { id: proposal.id, status: 3, status_text: 'Withdrawn' },
    });
    expect((await proposalRow(proposal.id)).status).toBe(3);
    const shown = (await showAnnouncement(server, request.id, owner)).body.data;
    expect(shown).toMatchObject({ proposals: [], proposals_count: 0 });
    expect((await notificationsOf(owner.user.id, 'Proposition retirée')).length).toBeGreaterThan(0);
    expectFieldErrors(await withdraw(proposal.id, driver), { proposal: ['This proposal has been withdrawn by its driver.'] });
  });

  it('is for the proposal’s driver only, 404 for unknown ids, 401 without a token; replays answer the stored withdrawal', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const refused = await withdraw(proposal.id, owner);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the driver of this proposal can do this.', code: 'forbidden' });
    expect((await withdraw(999_999, driver)).status).toBe(404);
    expect((await withdraw(proposal.id)).status).toBe(401);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await withdraw(proposal.id, driver, headers);
    const again = await withdraw(proposal.id, driver, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});

describe('POST /api/proposals/{id}/accept|reject', () => {
  it('accepting closes the request, declines the others, opens the conversation with its notices and tells everyone', async () => {
    const request = await createAnnouncement(server, owner);
    const chosen = await propose(server, driver, request.id, { proposed_price: 18 });
    const otherDriver = await createDriver(server);
    const other = await propose(server, otherDriver, request.id);

    const answer = await decideProposal(server, owner, chosen.id, 'accept');
    expect(answer.status).toBe(200);
    expect(proposalResponse.parse(answer.body)).toMatchObject({
      message: 'Proposal accepted successfully',
      proposal: { id: chosen.id, status: 1, status_text: 'Accepted' },
    });
    expect((await proposalRow(other.id)).status).toBe(2);
    const shown = (await showAnnouncement(server, request.id, owner)).body.data;
    expect(shown).toMatchObject({ status: 2, status_text: 'Closed', accepted_trip_proposal: { id: chosen.id, driver: { first_name: 'Mourad' } } });
    // Others do not learn who won at which price; the winner sees it is theirs.
    expect((await showAnnouncement(server, request.id, otherDriver)).body.data.accepted_trip_proposal).toBeNull();
    expect((await showAnnouncement(server, request.id, driver)).body.data.accepted_trip_proposal).toMatchObject({ id: chosen.id });

    const [accepted] = await notificationsOf(driver.user.id, 'Proposition acceptée');
    expect(accepted).toMatchObject({ webUrl: `/announcements/${request.id}` });
    expect(accepted!.message).toContain('Amira Trabelsi');
    const [declined] = await notificationsOf(otherDriver.user.id, 'Proposition déclinée');
    expect(declined).toMatchObject({
      webUrl: `/announcements/${request.id}`,
      message: 'Le passager a choisi une autre proposition pour sa demande Tunis → Sousse.',
    });

    const { db } = server.database;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.contextType, ANNOUNCEMENT_CONTEXT_TYPE), eq(conversations.contextId, request.id)));
    expect(conversation).toMatchObject({ title: 'Tunis → Sousse', participantsKey: [owner.user.id, driver.user.id].sort((a, b) => a - b).join(':') });
    const people = await db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, conversation!.id));
    expect(people.map((p) => p.userId).sort()).toEqual([owner.user.id, driver.user.id].sort());
    const notices = await db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
    expect(notices.map((m) => [m.type, m.targetUserId]).sort()).toEqual(
      [
        [3, owner.user.id],
        [3, driver.user.id],
      ].sort(),
    );
    expect(notices.find((m) => m.targetUserId === driver.user.id)!.content.text).toMatch(
      /^Amira a accepté votre proposition \(Tunis → Sousse, le .+, 18\.00 TND par place\)/,
    );

    // Both can now write to each other through the chat.
    const sent = await call(server, 'POST', `/api/conversations/${conversation!.id}/messages`, {
      token: driver.token,
      json: { content: 'Bonjour, je serai à Bab Saadoun.' },
    });
    expect(sent.status).toBe(201);
    const listed = await call(server, 'GET', '/api/conversations', { token: owner.token });
    expect(listed.body.conversations.data.map((c: { id: number }) => c.id)).toContain(conversation!.id);
  });

  it('declining tells the driver and leaves the request open', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const answer = await decideProposal(server, owner, proposal.id, 'reject');
    expect(answer.status).toBe(200);
    expect(proposalResponse.parse(answer.body)).toMatchObject({ message: 'Proposal declined successfully', proposal: { status: 2, status_text: 'Rejected' } });
    expect((await showAnnouncement(server, request.id)).body.data.status).toBe(1);
    const told = await notificationsOf(driver.user.id, 'Proposition déclinée');
    expect(told.at(-1)).toMatchObject({ webUrl: `/announcements/${request.id}`, message: 'Amira Trabelsi a décliné votre proposition pour Tunis → Sousse.' });
    expectFieldErrors(await decideProposal(server, owner, proposal.id, 'accept'), { proposal: ['This proposal has already been declined.'] });
    expectFieldErrors(await decideProposal(server, owner, proposal.id, 'reject'), { proposal: ['This proposal has already been declined.'] });
  });

  it('is for the request’s owner only, pending proposals only; 404 for unknown ids, 401 without a token', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    for (const decision of ['accept', 'reject'] as const) {
      const refused = await decideProposal(server, driver, proposal.id, decision);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Only the owner of this announcement can do this.', code: 'forbidden' });
      expect((await decideProposal(server, owner, 999_999, decision)).status).toBe(404);
      expect((await call(server, 'POST', `/api/proposals/${proposal.id}/${decision}`)).status).toBe(401);
    }
    expect((await decideProposal(server, owner, proposal.id, 'accept')).status).toBe(200);
    expectFieldErrors(await decideProposal(server, owner, proposal.id, 'accept'), { proposal: ['This proposal has already been accepted.'] });
    expectFieldErrors(await decideProposal(server, owner, proposal.id, 'reject'), { proposal: ['This proposal has already been accepted.'] });
    // A closed request takes no more proposals.
    const late = await createDriver(server);
    expectFieldErrors(await sendProposal(server, late, request.id), { announcement: ['This announcement is closed.'] });
  });

  it('refuses to accept on an expired request, but still lets the owner decline', async () => {
    const request = await createAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, 2) });
    const first = await propose(server, driver, request.id, { proposed_departure_time: hoursFromNow(server, 1) });
    server.clock.advance(3 * HOUR);
    try {
      expectFieldErrors(await decideProposal(server, owner, first.id, 'accept'), { announcement: ['This announcement has expired.'] });
      expect((await decideProposal(server, owner, first.id, 'reject')).status).toBe(200);
    } finally {
      server.clock.advance(-3 * HOUR);
    }
  });

  it('answers a replayed decline and a replayed edit with the stored answer, writing once', async () => {
    const request = await createAnnouncement(server, owner);
    const edited = await propose(server, driver, request.id);
    const editKey = { 'Idempotency-Key': randomUUID() };
    const firstEdit = await editProposal(edited.id, driver, proposalForm(server, driver, { proposed_price: 16 }), editKey);
    const againEdit = await editProposal(edited.id, driver, proposalForm(server, driver, { proposed_price: 99 }), editKey);
    expect(againEdit.headers.get('idempotent-replayed')).toBe('true');
    expect(againEdit.body).toEqual(firstEdit.body);
    expect(Number((await proposalRow(edited.id)).proposedPrice)).toBe(16);

    const declinedBefore = (await notificationsOf(driver.user.id, 'Proposition déclinée')).length;
    const rejectKey = { 'Idempotency-Key': randomUUID() };
    const first = await decideProposal(server, owner, edited.id, 'reject', rejectKey);
    const again = await decideProposal(server, owner, edited.id, 'reject', rejectKey);
    expect(first.status).toBe(200);
    expectStoredAnswer(first, again);
    expect(await notificationsOf(driver.user.id, 'Proposition déclinée')).toHaveLength(declinedBefore + 1);
  });

  it('answers a replayed accept with the stored answer and opens one conversation', async () => {
    const request = await createAnnouncement(server, owner);
    const proposal = await propose(server, driver, request.id);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await decideProposal(server, owner, proposal.id, 'accept', headers);
    const again = await decideProposal(server, owner, proposal.id, 'accept', headers);
    expect(first.status).toBe(200);
    expectStoredAnswer(first, again);
    const { db } = server.database;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.contextType, ANNOUNCEMENT_CONTEXT_TYPE), eq(conversations.contextId, request.id)));
    expect(await db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).toHaveLength(2);
  });
});
