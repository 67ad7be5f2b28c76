// The staff's answer to reports (issue 40): one action settles every open report of a subject and is written to the
// audit log; a warning reaches the person, hiding takes the content out of sight, a suspension ends their sessions,
// cancels their coming trips and refuses their sign-in with the date it ends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createDriver, createStaff, expectFieldErrors, hoursFromNow, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { chatAboutTrip, reportsOf, sendReport } from '../helpers/reports';
import { AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let passenger: SignedInUser;
let stranger: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  ({ server, passenger, stranger, staff } = await startServerWith(async (s) => ({
    passenger: await createVerifiedUser(s, AMIRA),
    stranger: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
    staff: await createStaff(s),
  })));
});
afterAll(async () => server?.close());

const act = (reportId: number, json: unknown, who: SignedInUser = staff) =>
  call(server, 'POST', `/api/staff/reports/${reportId}/actions`, { token: who.token, json });
const auditLog = async () => (await call(server, 'GET', '/api/staff/audit-log', { token: staff.token })).body.data as Record<string, unknown>[];
const notificationsOf = async (who: SignedInUser) => (await call(server, 'GET', '/api/notifications', { token: who.token })).body;

/** The trip reported by both the passenger and a stranger: the id of one of the two reports. */
async function reportedTwice(driver: TestDriver) {
  const trip = await publishTrip(server, driver);
  await sendReport(server, passenger, { subject_type: 'trip', subject_id: trip.id, reason: 'scam' });
  await sendReport(server, stranger, { subject_type: 'trip', subject_id: trip.id, reason: 'other', text: 'Prix bizarre' });
  const [report] = await reportsOf(server, 'trip', trip.id);
  return { trip, reportId: report!.id };
}

describe('acting on reports', () => {
  it('dismisses every open report of the subject at once, logs it with its note, and refuses to settle them twice', async () => {
    const driver = await createDriver(server);
    const { trip, reportId } = await reportedTwice(driver);
    const answer = await act(reportId, { action: 'dismiss', note: 'Prix dans la norme' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Report dismissed.');
    expect((await reportsOf(server, 'trip', trip.id)).map((row) => row.status)).toEqual([1, 1]);
    const desk = (await call(server, 'GET', '/api/staff/reports', { token: staff.token })).body.data as { subject_id: number }[];
    expect(desk.some((subject) => subject.subject_id === trip.id)).toBe(false);
    const [logged] = await auditLog();
    expect(logged).toMatchObject({
      action: 'dismiss',
      staff: { id: staff.user.id },
      subject_type: 'trip',
      subject_id: trip.id,
      target_user: { id: driver.user.id },
      days: null,
      note: 'Prix dans la norme',
      reports_settled: 2,
    });
    expectFieldErrors(await act(reportId, { action: 'warn', note: 'Encore' }), { report: ['These reports were already settled.'] });
    // The trip is untouched.
    expect((await call(server, 'GET', `/api/trips/${trip.id}`, { token: passenger.token })).body.data.status).toBe(trip.status);
  });

  it('warns the person with a notification that names nobody', async () => {
    const driver = await createDriver(server);
    const { reportId } = await reportedTwice(driver);
    expect((await act(reportId, { action: 'warn', note: 'Premier avertissement' })).status).toBe(200);
    const notifications = JSON.stringify(await notificationsOf(driver));
    expect(notifications).toContain('Avertissement de la modération');
    expect(notifications).not.toContain(passenger.user.first_name);
    expect(notifications).not.toContain('Premier avertissement');
  });

  it('hides a message: its words are gone from the conversation, the report keeps them', async () => {
    const driver = await createDriver(server);
    const chat = await chatAboutTrip(server, driver, passenger);
    await sendReport(server, passenger, { subject_type: 'message', subject_id: chat.driverMessageId, reason: 'harassment' });
    const [report] = await reportsOf(server, 'message', chat.driverMessageId);
    expect((await act(report!.id, { action: 'hide', note: 'Propos déplacés' })).status).toBe(200);
    const thread = await call(server, 'GET', `/api/conversations/${chat.conversationId}/messages`, { token: passenger.token });
    const hidden = (thread.body.messages.data as { id: number; content: { text: string; hidden?: boolean } }[]).find((m) => m.id === chat.driverMessageId);
    expect(hidden?.content).toEqual({ text: '', hidden: true });
    expect(JSON.stringify(thread.body)).not.toContain('Oui, rendez-vous à la gare');
    expect((await reportsOf(server, 'message', chat.driverMessageId))[0]!.snapshot).toMatchObject({ text: 'Oui, rendez-vous à la gare' });
  });

  it('hides a trip by cancelling it, and tells its passengers as a cancellation does', async () => {
    const driver = await createDriver(server);
    const { trip, reportId } = await reportedTwice(driver);
    await requestSeats(server, passenger, trip.id);
    expect((await act(reportId, { action: 'hide', note: 'Annonce frauduleuse' })).status).toBe(200);
    expect((await call(server, 'GET', `/api/trips/${trip.id}`, { token: passenger.token })).body.data.status).toBe(2);
    expect(JSON.stringify(await notificationsOf(passenger))).toContain('Trajet annulé');
    // Nothing is left to hide the second time.
    await sendReport(server, stranger, { subject_type: 'trip', subject_id: trip.id, reason: 'scam' });
    const [again] = (await reportsOf(server, 'trip', trip.id)).filter((row) => row.status === 0);
    expectFieldErrors(await act(again!.id, { action: 'hide', note: 'Encore' }), { action: ['There is no content left to hide.'] });
  });

  it('suspends for N days: sessions end, coming trips are cancelled, sign-in answers 403 with the end date', async () => {
    const driver = await createDriver(server);
    const { trip, reportId } = await reportedTwice(driver);
    const later = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 72) });
    await requestSeats(server, passenger, later.id);
    const answer = await act(reportId, { action: 'suspend', days: 7, note: 'Arnaques répétées' });
    expect(answer.status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/user', { token: driver.token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: driver.refreshToken } })).status).toBe(401);
    for (const id of [trip.id, later.id]) expect((await call(server, 'GET', `/api/trips/${id}`, { token: passenger.token })).body.data.status).toBe(2);
    expect(JSON.stringify(await notificationsOf(passenger))).toContain('Trajet annulé');

    const login = await call(server, 'POST', '/api/auth/login', { json: { phone: driver.phone, password: driver.password } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_suspended');
    const until = new Date(login.body.suspended_until as string);
    expect(until.getTime() - server.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
    const day = new Intl.DateTimeFormat('fr-TN', { timeZone: 'Africa/Tunis', day: '2-digit', month: '2-digit', year: 'numeric' }).format(until);
    expect(login.body.message).toBe(`Votre compte est suspendu jusqu'au ${day}.`);
    const arabic = await call(server, 'POST', '/api/auth/login', {
      json: { phone: driver.phone, password: driver.password },
      headers: { 'Accept-Language': 'ar' },
    });
    expect(arabic.body.message).toBe(`تم إيقاف حسابك حتى ${day}.`);
    // A wrong password learns nothing of the suspension.
    const wrong = await call(server, 'POST', '/api/auth/login', { json: { phone: driver.phone, password: 'Wrong#Pass1' } });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'validation_failed']);

    expect((await auditLog())[0]).toMatchObject({ action: 'suspend', days: 7, target_user: { id: driver.user.id }, note: 'Arnaques répétées' });
    // Once the suspension has lapsed, the person signs in again.
    await server.database.db
      .update(users)
      .set({ suspendedUntil: new Date(server.clock.now().getTime() - 1000) })
      .where(eq(users.id, driver.user.id));
    expect((await call(server, 'POST', '/api/auth/login', { json: { phone: driver.phone, password: driver.password } })).status).toBe(200);
  });

  it('suspends for good when the days are left out', async () => {
    const driver = await createDriver(server);
    const { reportId } = await reportedTwice(driver);
    expect((await act(reportId, { action: 'suspend', note: 'Faux profil' })).status).toBe(200);
    const login = await call(server, 'POST', '/api/auth/login', { json: { phone: driver.phone, password: driver.password } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: 'Votre compte est suspendu définitivement.', suspended_until: null, code: 'account_suspended' });
  });

  it('refuses what makes no sense: days on another action, a note left out, suspending staff', async () => {
    const driver = await createDriver(server);
    const { reportId } = await reportedTwice(driver);
    expectFieldErrors(await act(reportId, { action: 'warn', days: 3, note: 'x' }), { days: ['The days field is prohibited unless action is suspend.'] });
    expectFieldErrors(await act(reportId, { action: 'dismiss', note: '  ' }), { note: ['The note field is required.'] });
    expectFieldErrors(await act(reportId, { action: 'ban', note: 'x' }), { action: ['The selected action is invalid.'] });
    expectFieldErrors(await act(reportId, { action: 'suspend', days: 0, note: 'x' }), { days: ['The days must be at least 1.'] });
    const colleague = await createStaff(server);
    await sendReport(server, passenger, { subject_type: 'user', subject_id: colleague.user.id, reason: 'other' });
    const [aboutStaff] = await reportsOf(server, 'user', colleague.user.id);
    expectFieldErrors(await act(aboutStaff!.id, { action: 'suspend', note: 'x' }), { action: ['A staff member cannot be suspended.'] });
    // Nothing was settled by the refusals.
    expect((await reportsOf(server, 'user', colleague.user.id))[0]!.status).toBe(0);
    expect((await act(999_999, { action: 'dismiss', note: 'x' })).status).toBe(404);
  });

  it('corrects a stated gender against the identity document, logged with its note', async () => {
    const person = await createVerifiedUser(server, { first_name: 'Rim', last_name: 'Ayari' });
    expect((await call(server, 'PUT', '/api/user/safety', { token: person.token, json: { gender: 'female' } })).status).toBe(200);
    const correct = (json: unknown, who: SignedInUser = staff) => call(server, 'PUT', `/api/staff/users/${person.user.id}/gender`, { token: who.token, json });
    expectFieldErrors(await correct({ gender: 'female' }), { note: ['The note field is required.'] });
    expectFieldErrors(await correct({ gender: 'other', note: 'x' }), { gender: ['The selected gender is invalid.'] });
    expect((await correct({ gender: 'male', note: 'CIN : sexe masculin' }, passenger)).status).toBe(404);
    const answer = await correct({ gender: 'male', note: 'CIN : sexe masculin' });
    expect([answer.status, answer.body.message]).toEqual([200, 'Gender corrected.']);
    expect((await call(server, 'GET', '/api/auth/user', { token: person.token })).body.data.user.gender).toBe('male');
    expect((await auditLog())[0]).toMatchObject({
      action: 'correct_gender',
      subject_type: 'user',
      subject_id: person.user.id,
      note: 'CIN : sexe masculin',
      reports_settled: 0,
    });
    expect((await call(server, 'PUT', '/api/staff/users/999999/gender', { token: staff.token, json: { gender: null, note: 'x' } })).status).toBe(404);
  });
});
