// SOS during a ride (issue 40): a person keeps up to three emergency contacts, private to them; during a ride under
// way, "Prévenir mes proches" texts each one the trip's share link and the last known position, through the job
// queue and past the day's budget of texts, and is recorded for staff. Who may send it, and when, is checked too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sosAlerts } from '../../src/server/db/schema';
import { createDriver, createStaff, expectFieldErrors, hoursFromNow, publishTrip, type TestDriver } from '../helpers/marketplace';
import { AMEL, AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, uniquePhone, type SignedInUser, type TestServer } from '../helpers/server';
import { drivePoints, sendPoints, startTrip, tripLeavingSoon } from '../helpers/tracking';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, stranger } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMIRA),
    stranger: await createVerifiedUser(s, AMEL),
  })));
});
afterAll(async () => server?.close());

const saveContacts = (who: SignedInUser, contacts: unknown) =>
  call(server, 'PUT', '/api/user/safety', { token: who.token, json: { emergency_contacts: contacts } });
const sos = (who: SignedInUser | undefined, tripId: number, json: unknown = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/sos`, { token: who?.token, json });

describe('emergency contacts', () => {
  it('keeps up to three, in canonical digits, for their owner only', async () => {
    const mother = uniquePhone();
    const saved = await saveContacts(passenger, [{ name: 'Maman', phone: `+216 ${mother.slice(0, 2)} ${mother.slice(2)}` }]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.emergency_contacts).toEqual([{ name: 'Maman', phone: mother }]);
    expect((await call(server, 'GET', '/api/auth/user', { token: passenger.token })).body.data.user.emergency_contacts).toEqual([
      { name: 'Maman', phone: mother },
    ]);
    // Nobody else reads them.
    const profile = await call(server, 'GET', `/api/users/${passenger.user.id}`, { token: stranger.token });
    expect(JSON.stringify(profile.body)).not.toContain(mother);
  });

  it('refuses a fourth contact, a number that is not Tunisian and the same number twice', async () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `Proche ${i}`, phone: uniquePhone() }));
    expectFieldErrors(await saveContacts(stranger, four), { emergency_contacts: ['The emergency contacts must not have more than 3 items.'] });
    expectFieldErrors(await saveContacts(stranger, [{ name: 'Ami', phone: '12345' }]), {
      'emergency_contacts.0.phone': ['The phone must be a Tunisian number of 8 digits.'],
    });
    const phone = uniquePhone();
    expectFieldErrors(
      await saveContacts(stranger, [
        { name: 'A', phone },
        { name: 'B', phone },
      ]),
      { emergency_contacts: ['The emergency contacts must not repeat a phone.'] },
    );
    expect((await call(server, 'GET', '/api/auth/user', { token: stranger.token })).body.data.user.emergency_contacts).toEqual([]);
  });
});

describe('an SOS during a ride', () => {
  it('texts every contact the share link and the position, which opens the live page, and records the alert', async () => {
    const [sister, friend] = [uniquePhone(), uniquePhone()];
    await saveContacts(passenger, [
      { name: 'Sœur', phone: sister },
      { name: 'Ami', phone: friend },
    ]);
    const tripId = await tripLeavingSoon(server, driver, passenger);
    expect((await startTrip(server, tripId, driver.token)).status).toBe(200);
    const answer = await sos(passenger, tripId, { latitude: 36.8065, longitude: 10.1815, position_at: server.clock.now().toISOString() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: 'Vos proches ont été prévenus par SMS.', data: { contacts_told: 2 } });

    for (const phone of [sister, friend]) {
      const [text] = await server.sms.sentTo(phone, 'sos');
      expect(text!.text).toContain(`URGENCE Mechwar : ${AMIRA.first_name} ${AMIRA.last_name} demande de l'aide pendant le trajet`);
      expect(text!.text).toContain('Dernière position : https://maps.google.com/?q=36.80650,10.18150');
      const token = /\/suivi\/([A-Za-z0-9_-]+)/.exec(text!.text)?.[1];
      expect(token).toBeTruthy();
      // The link in the text opens the trip's live page for someone without an account.
      expect((await call(server, 'GET', `/api/tracking/${token}`)).status).toBe(200);
    }
    const [alert] = await server.database.db.select().from(sosAlerts).where(eq(sosAlerts.tripId, tripId));
    expect(alert).toMatchObject({ userId: passenger.user.id, latitude: 36.8065, longitude: 10.1815, contactsTold: 2 });
    // Staff read it on the desk; nobody else.
    const staff = await createStaff(server);
    const desk = await call(server, 'GET', '/api/staff/sos-alerts', { token: staff.token });
    expect(desk.body.data[0]).toMatchObject({ trip_id: tripId, user: { id: passenger.user.id, phone: passenger.phone }, latitude: 36.8065, contacts_told: 2 });
    expect((await call(server, 'GET', '/api/staff/sos-alerts', { token: passenger.token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/staff/sos-alerts')).status).toBe(401);
  });

  it('carries the trip’s newest point when the device has none, and the share link the device made', async () => {
    const brother = uniquePhone();
    await saveContacts(driver, [{ name: 'Frère', phone: brother }]);
    const tripId = await tripLeavingSoon(server, driver, passenger);
    expect((await startTrip(server, tripId, driver.token)).status).toBe(200);
    expect((await sendPoints(server, tripId, driver.token, drivePoints(server.clock.now().getTime() - 60_000, 2))).status).toBe(200);
    const token = 'sos-token-made-on-the-phone-0123456789';
    expect((await sos(driver, tripId, { share_token: token })).status).toBe(201);
    const [text] = await server.sms.sentTo(brother, 'sos');
    expect(text!.text).toMatch(/Dernière position : https:\/\/maps\.google\.com\/\?q=36\.\d{5},10\.\d{5} \(\d\d:\d\d\)\./);
    expect(text!.text).toContain(`/suivi/${token}`);
  });

  it('is for the driver and accepted passengers of a ride under way, with contacts', async () => {
    const tripId = await tripLeavingSoon(server, driver, passenger);
    await saveContacts(stranger, [{ name: 'Maman', phone: uniquePhone() }]);
    expect((await sos(stranger, tripId)).status).toBe(403);
    expect((await sos(undefined, tripId)).status).toBe(401);
    expect((await sos(passenger, 999_999)).status).toBe(404);
    // Days before its departure, nobody is in the car yet.
    const later = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 72) });
    expectFieldErrors(await sos(driver, later.id), { trip: ['Ce trajet n’est pas en cours.'] });
    // Without contacts there is nobody to text: the sheet's calls and SMS app remain.
    await saveContacts(passenger, []);
    expectFieldErrors(await sos(passenger, tripId), { emergency_contacts: ['Ajoutez d’abord vos contacts d’urgence dans votre profil.'] });
  });
});

describe('an SOS past the day’s budget of texts', () => {
  it('is still sent', async () => {
    // Two accounts spend the budget of two texts on their codes.
    const spent = await startServerWith(async (s) => ({ driver: await createDriver(s), passenger: await createVerifiedUser(s, AMIRA) }), {
      sms: { dailyLimit: 2 },
    });
    try {
      const mother = uniquePhone();
      await call(spent.server, 'PUT', '/api/user/safety', { token: spent.passenger.token, json: { emergency_contacts: [{ name: 'Maman', phone: mother }] } });
      const tripId = await tripLeavingSoon(spent.server, spent.driver, spent.passenger);
      expect((await call(spent.server, 'POST', `/api/trips/${tripId}/sos`, { token: spent.passenger.token, json: {} })).status).toBe(201);
      expect(await spent.server.sms.sentTo(mother, 'sos')).toHaveLength(1);
    } finally {
      await spent.server.close();
    }
  });
});
