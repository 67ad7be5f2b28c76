// Travel requests: creating, editing and deleting them, the detail as each reader sees it, My Announcements, replays.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementCreatedResponse, announcementResponse, announcementUpdatedResponse, myAnnouncementsResponse } from '../../src/contract/announcements';
import { announcements, notifications } from '../../src/server/db/schema';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createDriver, expectFieldErrors, expectStoredAnswer, hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { announcementForm, createAnnouncement, postAnnouncement, propose, showAnnouncement } from '../helpers/announcements';
import { requesterAndDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let owner: SignedInUser;
let driver: TestDriver;
beforeAll(async () => void ({ server, owner, driver } = await startServerWith(requesterAndDriver)));
afterAll(async () => server?.close());

const notificationsOf = (userId: number) => server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const put = async (id: number, user: SignedInUser, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(server, 'PUT', `/api/announcements/${id}`, { token: user.token, json: { ...(await announcementForm(server)), ...overrides }, headers });
const remove = (id: number, user?: SignedInUser, headers: Record<string, string> = {}) =>
  call(server, 'DELETE', `/api/announcements/${id}`, { token: user?.token, headers });

describe('POST /api/announcements', () => {
  it('opens the request at once for any verified user and answers it with its requester and cities', async () => {
    const form = await announcementForm(server, { max_price_per_seat: 22.5, luggage_size: undefined });
    const answer = await call(server, 'POST', '/api/announcements', { token: owner.token, json: { ...form, user_id: 999 } });
    expect(answer.status).toBe(201);
    const { message, data } = announcementCreatedResponse.parse(answer.body);
    expect(message).toBe('Announcement created successfully');
    expect(data).toMatchObject({
      user_id: owner.user.id,
      user: { id: owner.user.id, full_name: 'Amira Trabelsi', first_name: 'Amira', image_url: null, average_rating: null },
      departure_city: { name: 'Tunis', latitude: expect.any(Number), longitude: expect.any(Number) },
      arrival_city: { name: 'Sousse' },
      departure_location: 'Station Bab Saadoun',
      arrival_location: 'Gare de Sousse',
      desired_departure_time: form.desired_departure_time,
      seats_needed: 2,
      max_price_per_seat: 22.5,
      luggage_size: 'Standard',
      additional_notes: 'Départ flexible d’une heure',
      status: 1,
      status_text: 'Open',
      proposals: [],
      proposals_count: 0,
      trip_proposals_count: 0,
      accepted_trip_proposal: null,
    });
  });

  it('keeps no budget as null and the luggage given', async () => {
    const created = await createAnnouncement(server, owner, { max_price_per_seat: '', luggage_size: 'Grande valise', description: '' } as never);
    expect(created).toMatchObject({ max_price_per_seat: null, luggage_size: 'Grande valise', description: null });
  });

  it('names each invalid field in the words of the form', async () => {
    const answer = await call(server, 'POST', '/api/announcements', { token: owner.token, json: {} });
    expectFieldErrors(answer, {
      departure_city_id: ['The departure city field is required.'],
      arrival_city_id: ['The arrival city field is required.'],
      departure_location: ['The departure location field is required.'],
      arrival_location: ['The arrival location field is required.'],
      desired_departure_time: ['The desired departure time field is required.'],
      seats_needed: ['The seats needed field is required.'],
    });
    expect(answer.body.message).toBe('The departure city field is required. (and 5 more errors)');
    const tunis = await cityId(server, 'Tunis');
    expectFieldErrors(
      await postAnnouncement(server, owner, { arrival_city_id: tunis, seats_needed: 9, max_price_per_seat: -1, desired_departure_time: 'demain' }),
      {
        desired_departure_time: ['The desired departure time must be a valid date.'],
        seats_needed: ['The seats needed must not be greater than 8.'],
        max_price_per_seat: ['The max price per seat must be at least 0.'],
        arrival_city_id: ['The arrival city must be different from the departure city.'],
      },
    );
    expectFieldErrors(await postAnnouncement(server, owner, { seats_needed: 0, max_price_per_seat: 10.555 }), {
      seats_needed: ['The seats needed must be at least 1.'],
      max_price_per_seat: ['The max price per seat must have at most 2 decimals.'],
    });
  });

  it('refuses a desired time in the past and unknown cities', async () => {
    expectFieldErrors(await postAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, -1), departure_city_id: 99_999 }), {
      departure_city_id: ['The selected departure city is invalid.'],
      desired_departure_time: ['The desired departure time must be a date after now.'],
    });
  });

  it('is for signed-in, verified users', async () => {
    const anonymous = await call(server, 'POST', '/api/announcements', { json: await announcementForm(server) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    const unverified = await registerUser(server);
    const refused = await postAnnouncement(server, unverified);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_not_verified');
  });

  it('creates once for a replayed Idempotency-Key', async () => {
    const author = await createVerifiedUser(server);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await postAnnouncement(server, author, {}, headers);
    const again = await postAnnouncement(server, author, {}, headers);
    expect(first.status).toBe(201);
    expectStoredAnswer(first, again);
    const rows = await server.database.db.select().from(announcements).where(eq(announcements.userId, author.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/announcements/{id}', () => {
  it('shows the owner every proposal, a driver only their own, a visitor none; counts for all', async () => {
    const request = await createAnnouncement(server, owner);
    const other = await createDriver(server);
    const mine = await propose(server, driver, request.id, { proposed_price: 18 });
    const theirs = await propose(server, other, request.id, { proposed_price: 21.5 });

    const asOwner = announcementResponse.parse((await showAnnouncement(server, request.id, owner)).body).data;
    expect(asOwner.proposals!.map((p) => p.id)).toEqual([mine.id, theirs.id]);
    expect(asOwner.proposals![0]).toMatchObject({
      driver: { id: driver.user.id, full_name: 'Mourad Driss', first_name: 'Mourad' },
      vehicle: { id: driver.vehicleId, make: 'Dacia', model: 'Logan' },
      proposed_price: 18,
      status: 0,
      status_text: 'Pending',
    });
    expect(asOwner).toMatchObject({ proposals_count: 2, trip_proposals_count: 2, accepted_trip_proposal: null });

    // Drivers never see each other's prices.
    const asDriver = announcementResponse.parse((await showAnnouncement(server, request.id, driver)).body).data;
    expect(asDriver.proposals!.map((p) => p.id)).toEqual([mine.id]);
    expect(asDriver.proposals_count).toBe(2);
    const asVisitor = announcementResponse.parse((await showAnnouncement(server, request.id)).body).data;
    expect(asVisitor.proposals).toEqual([]);
    expect(asVisitor.proposals_count).toBe(2);
  });

  it('reads an open request whose desired time has passed as Expired', async () => {
    const request = await createAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, 1) });
    server.clock.advance(2 * 60 * 60_000);
    try {
      const shown = await showAnnouncement(server, request.id);
      expect(shown.body.data).toMatchObject({ status: 3, status_text: 'Expired' });
    } finally {
      server.clock.advance(-2 * 60 * 60_000);
    }
  });

  it('is 404 for unknown ids and for a request held for review, except to its owner', async () => {
    expect((await showAnnouncement(server, 999_999)).status).toBe(404);
    expect((await call(server, 'GET', '/api/announcements/abc')).status).toBe(404);
    const held = await createAnnouncement(server, owner);
    await server.database.db.update(announcements).set({ status: 0 }).where(eq(announcements.id, held.id));
    const hidden = await showAnnouncement(server, held.id, driver);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await showAnnouncement(server, held.id, owner)).body.data).toMatchObject({ status: 0, status_text: 'Pending' });
  });
});

describe('PUT /api/announcements/{id}', () => {
  it('updates the owner’s open request and tells drivers with a pending proposal', async () => {
    const request = await createAnnouncement(server, owner);
    await propose(server, driver, request.id);
    server.clock.advance(60_000);
    const answer = await put(request.id, owner, { seats_needed: 3, max_price_per_seat: 30, arrival_location: 'Sahloul' });
    expect(answer.status).toBe(200);
    const body = announcementUpdatedResponse.parse(answer.body);
    expect(body.message).toBe('Announcement updated successfully');
    expect(body.announcement).toMatchObject({ id: request.id, seats_needed: 3, max_price_per_seat: 30, arrival_location: 'Sahloul', proposals_count: 1 });
    expect(body.data).toEqual(body.announcement);
    expect(Date.parse(body.announcement.updated_at!)).toBeGreaterThan(Date.parse(request.updated_at!));
    const told = (await notificationsOf(driver.user.id)).filter((n) => n.title === 'Annonce modifiée');
    expect(told.at(-1)).toMatchObject({ webUrl: `/announcements/${request.id}` });
    expect(told.at(-1)!.message).toContain('Tunis → Sousse');
  });

  it('is for the owner only, 404 for unknown ids, 401 without a token', async () => {
    const request = await createAnnouncement(server, owner);
    const stranger = await put(request.id, driver);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toEqual({ message: 'Only the owner of this announcement can do this.', code: 'forbidden' });
    expect((await put(999_999, owner)).status).toBe(404);
    expect((await call(server, 'PUT', `/api/announcements/${request.id}`, { json: {} })).status).toBe(401);
  });

  it('validates like create, and refuses closed and expired requests', async () => {
    const request = await createAnnouncement(server, owner, { desired_departure_time: hoursFromNow(server, 3) });
    expectFieldErrors(await put(request.id, owner, { seats_needed: 12, departure_location: ' ' }), {
      departure_location: ['The departure location field is required.'],
      seats_needed: ['The seats needed must not be greater than 8.'],
    });
    server.clock.advance(4 * 60 * 60_000);
    try {
      expectFieldErrors(await put(request.id, owner, { desired_departure_time: hoursFromNow(server, 24) }), {
        announcement: ['This announcement can no longer be edited.'],
      });
    } finally {
      server.clock.advance(-4 * 60 * 60_000);
    }
    await server.database.db.update(announcements).set({ status: 2 }).where(eq(announcements.id, request.id));
    expectFieldErrors(await put(request.id, owner), { announcement: ['This announcement can no longer be edited.'] });
  });

  it('answers a replayed edit with the stored answer', async () => {
    const request = await createAnnouncement(server, owner);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await put(request.id, owner, { seats_needed: 4 }, headers);
    const again = await put(request.id, owner, { seats_needed: 5 }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await showAnnouncement(server, request.id)).body.data.seats_needed).toBe(4);
  });
});

describe('DELETE /api/announcements/{id}', () => {
  it('deletes the request, and drivers with a pending proposal hear it was declined', async () => {
    const request = await createAnnouncement(server, owner);
    const other = await createDriver(server);
    await propose(server, other, request.id);
    const answer = await remove(request.id, owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Announcement deleted successfully' });
    expect((await showAnnouncement(server, request.id)).status).toBe(404);
    const [told] = (await notificationsOf(other.user.id)).filter((n) => n.title === 'Annonce supprimée');
    expect(told).toMatchObject({ webUrl: '/announcements' });
    expect(told!.message).toBe('Votre proposition pour Tunis → Sousse a été déclinée : le passager a supprimé sa demande.');
  });

  it('is for the owner only, 404 for unknown ids, 401 without a token', async () => {
    const request = await createAnnouncement(server, owner);
    const refused = await remove(request.id, driver);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only the owner of this announcement can do this.', code: 'forbidden' });
    expect((await remove(999_999, owner)).status).toBe(404);
    expect((await remove(request.id)).status).toBe(401);
    expect((await showAnnouncement(server, request.id)).status).toBe(200);
  });

  it('answers a replayed delete with the stored answer', async () => {
    const request = await createAnnouncement(server, owner);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await remove(request.id, owner, headers);
    const again = await remove(request.id, owner, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('GET /api/my-announcements', () => {
  it('lists the owner’s requests, latest desired time first, with proposals and the accepted driver', async () => {
    const author = await createVerifiedUser(server, { first_name: 'Salma', last_name: 'Kefi' });
    const soon = await createAnnouncement(server, author, { desired_departure_time: hoursFromNow(server, 10) });
    const later = await createAnnouncement(server, author, { desired_departure_time: hoursFromNow(server, 50) });
    const proposal = await propose(server, driver, soon.id, { proposed_departure_time: hoursFromNow(server, 9) });
    expect((await call(server, 'POST', `/api/proposals/${proposal.id}/accept`, { token: author.token })).status).toBe(200);

    const answer = await call(server, 'GET', '/api/my-announcements', { token: author.token });
    expect(answer.status).toBe(200);
    const list = myAnnouncementsResponse.parse(answer.body);
    expect(list.map((a) => a.id)).toEqual([later.id, soon.id]);
    expect(list[1]).toMatchObject({
      status: 2,
      status_text: 'Closed',
      proposals_count: 1,
      accepted_trip_proposal: { id: proposal.id, status: 1, driver: { first_name: 'Mourad' } },
    });
    expect(list[0]).toMatchObject({ status: 1, proposals: [], accepted_trip_proposal: null });
    expect((await call(server, 'GET', '/api/my-announcements')).status).toBe(401);
  });
});
