// Verified, visibly (issue 40 §6): papers approved at the staff desk turn a driver's badges on, on their trip cards
// (kept ones too) and their public profile; a rejected or expired paper does not count; a completed trip counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripResponse, tripsPage, type Trip } from '../../src/contract/trips';
import { publicProfileResponse } from '../../src/contract/users';
import { vehicleResponse } from '../../src/contract/vehicles';
import { documents } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import {
  addVehicleForm,
  appendFile,
  createDriver,
  createStaff,
  decide,
  publishTrip,
  requestSeats,
  staffDecides,
  TEST_PDF,
  type TestDriver,
} from '../helpers/marketplace';
import { startTestServer } from '../helpers/server';
import { tunisDate } from '../../src/contract/tunis-time';

let server: TestServer;
let staff: SignedInUser;
let driver: TestDriver;
beforeAll(async () => {
  server = await startTestServer();
  staff = await createStaff(server);
  driver = await createDriver(server);
});
afterAll(async () => server?.close());

const approve = async (id: number) => expect((await staffDecides(server, staff, 'documents', id, { decision: 'approve' })).status).toBe(200);
const reject = async (id: number) => expect((await staffDecides(server, staff, 'documents', id, { decision: 'reject', reason: 'Illisible' })).status).toBe(200);

async function card(tripId: number): Promise<Trip> {
  const answer = await call(server, 'GET', `/api/trips/${tripId}`);
  expect(answer.status).toBe(200);
  return tripResponse.parse(answer.body).data;
}
async function listedCard(tripId: number, departureCityId: number, more = ''): Promise<Trip | undefined> {
  const answer = await call(server, 'GET', `/api/trips?departure_city_id=${departureCityId}${more}`);
  expect(answer.status).toBe(200);
  return tripsPage.parse(answer.body).data.find((trip) => trip.id === tripId);
}
async function profile(userId: number) {
  const answer = await call(server, 'GET', `/api/users/${userId}`);
  expect(answer.status).toBe(200);
  return publicProfileResponse.parse(answer.body).user;
}

describe('badges on trip cards and profiles', () => {
  it('turns on with the papers staff approve, not with rejected or expired ones, and counts completed trips', async () => {
    // The driver hands in an identity card and a licence, and adds a car with its three papers.
    const own = new FormData();
    appendFile(own, 'documents[1]', TEST_PDF);
    appendFile(own, 'documents[2]', TEST_PDF);
    const uploaded = await call(server, 'POST', '/api/user/documents', { token: driver.token, form: own });
    expect(uploaded.status).toBe(200);
    const ownId = (typeId: number) => uploaded.body.user.documents.find((d: { document_type_id: number }) => d.document_type_id === typeId).id as number;
    const added = await call(server, 'POST', '/api/vehicles', { token: driver.token, form: addVehicleForm(server) });
    expect(added.status).toBe(201);
    const car = vehicleResponse.parse(added.body).data;
    const paperId = (typeId: number) => car.documents!.find((d) => d.document_type_id === typeId)!.id;

    const trip = await publishTrip(server, driver, { vehicle_id: car.id });
    const nothing = { phone: true, identity: false, licence: false, vehicle_papers: false };
    const before = await card(trip.id);
    expect(before.driver).toMatchObject({ verified: nothing, trips_completed: 0, member_since: tunisDate(server.clock.now().getTime()) });
    // Kept in the card cache, to be refreshed by the decisions below.
    expect((await listedCard(trip.id, trip.departure_city_id))?.driver?.verified).toEqual(nothing);
    expect(await profile(driver.user.id)).toMatchObject({ verified: nothing, trips_completed: 0 });

    await approve(ownId(1));
    await reject(ownId(2));
    await approve(paperId(3));
    await approve(paperId(4));
    await reject(paperId(5));
    const identityOnly = { phone: true, identity: true, licence: false, vehicle_papers: false };
    expect((await card(trip.id)).driver?.verified).toEqual(identityOnly);
    expect((await listedCard(trip.id, trip.departure_city_id))?.driver?.verified).toEqual(identityOnly);
    expect((await profile(driver.user.id)).verified).toEqual(identityOnly);

    // The licence and the inspection handed in again, then approved.
    const again = new FormData();
    appendFile(again, 'updates[2]', TEST_PDF);
    expect((await call(server, 'POST', '/api/user/documents', { token: driver.token, form: again })).status).toBe(200);
    await server.database.db
      .update(documents)
      .set({ status: 0, rejectionReason: null })
      .where(eq(documents.id, paperId(5)));
    await approve(ownId(2));
    await approve(paperId(5));
    const everything = { phone: true, identity: true, licence: true, vehicle_papers: true };
    expect((await card(trip.id)).driver?.verified).toEqual(everything);
    expect((await listedCard(trip.id, trip.departure_city_id))?.driver?.verified).toEqual(everything);
    expect((await profile(driver.user.id)).verified).toEqual(everything);

    // Insurance that lapsed yesterday no longer counts: written by hand, no route announces it, so a search not kept
    // yet shows it (a kept list answer is bounded by a minute, cache/trip-list-cache.ts).
    const yesterday = tunisDate(Date.now() - 24 * 60 * 60_000);
    await server.database.db
      .update(documents)
      .set({ expiryDate: yesterday })
      .where(eq(documents.id, paperId(4)));
    expect((await card(trip.id)).driver?.verified).toEqual({ ...everything, vehicle_papers: false });
    const toArrival = `&arrival_city_id=${trip.arrival_city_id}`;
    expect((await listedCard(trip.id, trip.departure_city_id, toArrival))?.driver?.verified).toEqual({ ...everything, vehicle_papers: false });

    // A completed trip counts for its driver and its passenger.
    const passenger = await createVerifiedUser(server);
    const booking = await requestSeats(server, passenger, trip.id, 1);
    expect((await decide(server, driver, booking, 'accept')).status).toBe(200);
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driver.token })).status).toBe(200);
    expect((await card(trip.id)).driver?.trips_completed).toBe(1);
    expect((await profile(driver.user.id)).trips_completed).toBe(1);
    expect((await profile(passenger.user.id)).trips_completed).toBe(1);
  });
});
