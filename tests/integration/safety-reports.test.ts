// "Signaler" (issue 40): a report keeps the content as it stood, counts once per person and subject, reaches only
// what the reporter may see, and tells the reported person nothing; staff read the open reports grouped by subject.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../helpers/announcements';
import { createDriver, createStaff, expectFieldErrors, expectStoredAnswer, publishTrip, tripForm, type TestDriver } from '../helpers/marketplace';
import { chatAboutTrip, reportsOf, sendReport } from '../helpers/reports';
import { AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let stranger: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, stranger, staff } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMIRA),
    stranger: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
    staff: await createStaff(s),
  })));
});
afterAll(async () => server?.close());

const notificationsOf = async (who: SignedInUser) => (await call(server, 'GET', '/api/notifications', { token: who.token })).body;

describe('reporting', () => {
  it('keeps a trip as it stood when reported, through an edit and a deletion', async () => {
    const trip = await publishTrip(server, driver, { description: 'Départ devant la gare' });
    const sent = await sendReport(server, passenger, { subject_type: 'trip', subject_id: trip.id, reason: 'scam', text: 'Demande un acompte' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Report sent.');
    const form = await tripForm(server, driver, { description: 'Autre texte' });
    const edited = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: { ...form, departure_time: trip.departure_time } });
    expect(edited.status).toBe(200);
    expect((await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token })).status).toBe(200);
    const [row] = await reportsOf(server, 'trip', trip.id);
    expect(row).toMatchObject({ reporterId: passenger.user.id, subjectUserId: driver.user.id, reason: 'scam', text: 'Demande un acompte', status: 0 });
    expect(row!.snapshot).toMatchObject({ description: 'Départ devant la gare', driver: `${driver.user.first_name} ${driver.user.last_name}` });
  });

  it('keeps a chat message’s words, and a second report by the same person adds no row', async () => {
    const chat = await chatAboutTrip(server, driver, passenger);
    const first = await sendReport(server, passenger, { subject_type: 'message', subject_id: chat.driverMessageId, reason: 'harassment' });
    const second = await sendReport(server, passenger, { subject_type: 'message', subject_id: chat.driverMessageId, reason: 'other', text: 'Encore' });
    expect([first.status, second.status]).toEqual([201, 200]);
    const rows = await reportsOf(server, 'message', chat.driverMessageId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'harassment', text: null, snapshot: { text: 'Oui, rendez-vous à la gare', conversation_id: chat.conversationId } });
  });

  it('answers a replayed Idempotency-Key with the stored answer', async () => {
    const trip = await publishTrip(server, driver);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const json = { subject_type: 'trip', subject_id: trip.id, reason: 'dangerous_driving' };
    const first = await sendReport(server, passenger, json, headers);
    const again = await sendReport(server, passenger, json, headers);
    expectStoredAnswer(first, again);
    expect(await reportsOf(server, 'trip', trip.id)).toHaveLength(1);
  });

  it('tells the reported person nothing', async () => {
    const before = await notificationsOf(driver);
    await sendReport(server, passenger, { subject_type: 'user', subject_id: driver.user.id, reason: 'fake_profile', text: 'Photo volée' });
    expect(await notificationsOf(driver)).toEqual(before);
    const profile = await call(server, 'GET', `/api/users/${driver.user.id}`, { token: driver.token });
    expect(JSON.stringify(profile.body)).not.toContain(passenger.user.first_name);
  });

  it('answers 404 for what the reporter may not see', async () => {
    const chat = await chatAboutTrip(server, driver, passenger);
    const notFound = async (json: object) => expect((await sendReport(server, stranger, { reason: 'other', ...json })).status).toBe(404);
    await notFound({ subject_type: 'message', subject_id: chat.driverMessageId });
    await notFound({ subject_type: 'trip', subject_id: 999_999 });
    await notFound({ subject_type: 'user', subject_id: 999_999 });
    await notFound({ subject_type: 'announcement', subject_id: 999_999 });
    await notFound({ subject_type: 'review', subject_id: 999_999 });
    expect(await reportsOf(server, 'message', chat.driverMessageId)).toHaveLength(0);
  });

  it('refuses reporting oneself or one’s own content, and bad input, with 422 and field messages', async () => {
    const request = await createAnnouncement(server, passenger);
    const chat = await chatAboutTrip(server, driver, passenger);
    const own = 'You cannot report yourself or your own content.';
    for (const [type, id] of [
      ['user', passenger.user.id],
      ['announcement', request.id],
      ['message', chat.passengerMessageId],
    ] as const) {
      expectFieldErrors(await sendReport(server, passenger, { subject_type: type, subject_id: id, reason: 'other' }), { subject_id: [own] });
    }
    expectFieldErrors(await sendReport(server, passenger, {}), {
      subject_type: ['The subject type field is required.'],
      subject_id: ['The subject id field is required.'],
      reason: ['The reason field is required.'],
    });
    expectFieldErrors(await sendReport(server, passenger, { subject_type: 'car', subject_id: 1, reason: 'rude', text: 'x'.repeat(1001) }), {
      subject_type: ['The selected subject type is invalid.'],
      reason: ['The selected reason is invalid.'],
      text: ['The text must not be greater than 1000 characters.'],
    });
  });
});

describe('the staff’s read of the reports', () => {
  it('groups open reports by subject, the most reported first, with snapshots, reasons and texts', async () => {
    const trip = await publishTrip(server, driver, { description: 'Conduite rapide annoncée' });
    await sendReport(server, passenger, { subject_type: 'trip', subject_id: trip.id, reason: 'dangerous_driving', text: 'Roule à 160' });
    await sendReport(server, stranger, { subject_type: 'trip', subject_id: trip.id, reason: 'scam' });
    const answer = await call(server, 'GET', '/api/staff/reports', { token: staff.token });
    expect(answer.status).toBe(200);
    const [top] = answer.body.data;
    expect(top).toMatchObject({ subject_type: 'trip', subject_id: trip.id, reports_count: 2, reported_user: { id: driver.user.id } });
    expect(top.reports.map((r: { reason: string }) => r.reason)).toEqual(['scam', 'dangerous_driving']);
    expect(top.reports[1]).toMatchObject({ text: 'Roule à 160', snapshot: { description: 'Conduite rapide annoncée' }, reporter: { id: passenger.user.id } });
    const counts = answer.body.data.map((s: { reports_count: number }) => s.reports_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });
});
