// Rides between women (issue 40): a stated gender stays private; only a woman driver marks a trip "Entre femmes",
// which only women may book or send a parcel on, and which the filter finds (plain list and search between places);
// a request asking for a woman driver is a woman's, shown to women drivers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityId, createDriver, expectFieldErrors, publishTrip, tripForm, type TestDriver } from '../helpers/marketplace';
import { parcelForm, sendParcel, tripTakingParcels } from '../helpers/parcels';
import { postAnnouncement, sendProposal, showAnnouncement } from '../helpers/announcements';
import { AMEL, AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let womanDriver: TestDriver;
let manDriver: TestDriver;
let woman: SignedInUser;
let man: SignedInUser;
let unstated: SignedInUser;

const stateGender = async (who: SignedInUser, gender: string | null) => {
  const answer = await call(server, 'PUT', '/api/user/safety', { token: who.token, json: { gender } });
  if (answer.status !== 200) throw new Error(`gender answered ${answer.status}: ${JSON.stringify(answer.body)}`);
};

beforeAll(async () => {
  ({ server, womanDriver, manDriver, woman, man, unstated } = await startServerWith(async (s) => ({
    womanDriver: await createDriver(s),
    manDriver: await createDriver(s),
    woman: await createVerifiedUser(s, AMIRA),
    man: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
    unstated: await createVerifiedUser(s, AMEL),
  })));
  await stateGender(womanDriver, 'female');
  await stateGender(manDriver, 'male');
  await stateGender(woman, 'female');
  await stateGender(man, 'male');
});
afterAll(async () => server?.close());

const trips = async (query: string, who?: SignedInUser) =>
  (await call(server, 'GET', `/api/trips?${query}`, { token: who?.token })).body.data as { id: number; women_only: boolean }[];

describe('the stated gender', () => {
  it('is its owner’s only, and can be taken back', async () => {
    expect((await call(server, 'GET', '/api/auth/user', { token: woman.token })).body.data.user.gender).toBe('female');
    const seen = await call(server, 'GET', `/api/users/${woman.user.id}`, { token: man.token });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain('female');
    expectFieldErrors(await call(server, 'PUT', '/api/user/safety', { token: unstated.token, json: { gender: 'other' } }), {
      gender: ['The selected gender is invalid.'],
    });
    await stateGender(unstated, null);
    expect((await call(server, 'GET', '/api/auth/user', { token: unstated.token })).body.data.user.gender).toBeNull();
  });
});

describe('a trip "Entre femmes"', () => {
  it('is a woman driver’s to offer, and an edit that leaves it out keeps it', async () => {
    const refused = await call(server, 'POST', '/api/trips', { token: manDriver.token, json: { ...(await tripForm(server, manDriver)), women_only: true } });
    expectFieldErrors(refused, { women_only: ['Seule une conductrice peut proposer un trajet entre femmes.'] });
    const trip = await publishTrip(server, womanDriver, { women_only: true });
    expect(trip.women_only).toBe(true);
    const { women_only: _left, ...edit } = { ...(await tripForm(server, womanDriver)), departure_time: trip.departure_time, description: 'Modifié' };
    void _left;
    const edited = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: womanDriver.token, json: edit });
    expect(edited.status).toBe(200);
    expect(edited.body.trip.women_only).toBe(true);
  });

  it('is booked by women only, and takes parcels from women only', async () => {
    const trip = await tripTakingParcels(server, womanDriver, { women_only: true });
    for (const who of [man, unstated]) {
      const booked = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: who.token, json: { seats: 1 } });
      expectFieldErrors(booked, { trip: ['Ce trajet est réservé aux femmes.'] });
      expectFieldErrors(await sendParcel(server, who, trip.id, parcelForm()), { trip: ['Ce trajet est réservé aux femmes.'] });
    }
    expect((await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: woman.token, json: { seats: 1 } })).status).toBe(201);
    expect((await sendParcel(server, woman, trip.id, parcelForm())).status).toBe(201);
  });

  it('is what the filter keeps, in the list and in a search between places, for anyone', async () => {
    const tunis = await cityId(server, 'Tunis');
    const sousse = await cityId(server, 'Sousse');
    const between = await publishTrip(server, womanDriver, { women_only: true, departure_city_id: tunis, arrival_city_id: sousse });
    const open = await publishTrip(server, womanDriver, { departure_city_id: tunis, arrival_city_id: sousse });
    // The unfiltered lists first: a filtered answer must not be served from their cached pages (nor the reverse).
    const all = await trips(`departure_city_id=${tunis}&arrival_city_id=${sousse}`);
    expect(all.filter((trip) => trip.id === between.id || trip.id === open.id)).toHaveLength(2);
    expect((await trips('', man)).some((trip) => !trip.women_only)).toBe(true);
    for (const query of ['women_only=1', `women_only=1&departure_city_id=${tunis}&arrival_city_id=${sousse}`]) {
      const found = await trips(query, man);
      expect(found.some((trip) => trip.id === between.id)).toBe(true);
      expect(found.some((trip) => trip.id === open.id)).toBe(false);
      expect(found.every((trip) => trip.women_only)).toBe(true);
    }
    expect((await trips(`departure_city_id=${tunis}&arrival_city_id=${sousse}`)).filter((trip) => trip.id === between.id || trip.id === open.id)).toHaveLength(
      2,
    );
    expect((await call(server, 'GET', '/api/trips?women_only=2')).status).toBe(422);
  });
});

describe('a request asking for a woman driver', () => {
  it('is a woman’s to make, seen by its owner and women drivers only, and only they propose', async () => {
    expectFieldErrors(await postAnnouncement(server, man, { women_only: true }), { women_only: ['Seule une passagère peut demander une conductrice.'] });
    const posted = await postAnnouncement(server, woman, { women_only: true });
    expect(posted.status).toBe(201);
    const id: number = posted.body.data.id;
    expect(posted.body.data.women_only).toBe(true);
    const listed = async (who?: SignedInUser) =>
      ((await call(server, 'GET', '/api/announcements', { token: who?.token })).body.data as { id: number }[]).some((row) => row.id === id);
    expect(await listed(woman)).toBe(true);
    expect(await listed(womanDriver)).toBe(true);
    expect(await listed(manDriver)).toBe(false);
    expect(await listed(man)).toBe(false);
    expect(await listed()).toBe(false);
    expect((await showAnnouncement(server, id, manDriver)).status).toBe(404);
    expect((await showAnnouncement(server, id)).status).toBe(404);
    expect((await showAnnouncement(server, id, womanDriver)).status).toBe(200);
    expect((await sendProposal(server, manDriver, id)).status).toBe(404);
    expect((await sendProposal(server, womanDriver, id)).status).toBe(201);
  });
});
