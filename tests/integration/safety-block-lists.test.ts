// "Bloquer" (issue 40): what a block ends at once and what it hides. The requests pending between the two are refused
// with the usual notices, a booking made at the same moment too; trips, travel requests and the profile of the other leave each one's lists (the list with
// no place, the search between places, the travel requests) while everyone else's lists stay as they were; a new
// request's ride alert skips the other; the blocker's list of blocked people names them, and unblocking brings
// everything back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement, propose } from '../helpers/announcements';
import { bookSeats, cityId, createDriver, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { requestedParcel, tripTakingParcels } from '../helpers/parcels';
import { blockUser, blocksOf, unblockUser } from '../helpers/blocks';
import { AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let bystander: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, bystander } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMIRA),
    bystander: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
  })));
});
afterAll(async () => server?.close());

const notificationTitles = async (who: SignedInUser) =>
  ((await call(server, 'GET', '/api/notifications', { token: who.token })).body.notifications as { title: string }[]).map((n) => n.title);

/** Every trip id of the list (all pages) as `who` reads it. */
async function listedTrips(who: SignedInUser | undefined, query = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 20; page++) {
    const answer = await call(server, 'GET', `/api/trips?page=${page}${query}`, { token: who?.token });
    expect(answer.status).toBe(200);
    ids.push(...(answer.body.data as { id: number }[]).map((trip) => trip.id));
    if (!answer.body.next_page_url) break;
  }
  return ids;
}

const listedRequests = async (who: SignedInUser) =>
  ((await call(server, 'GET', '/api/announcements', { token: who.token })).body.data as { id: number }[]).map((row) => row.id);

describe('a block made', () => {
  it('refuses what was pending between the two, with the usual notices', async () => {
    const bookingId = await requestSeats(server, passenger, (await publishTrip(server, driver)).id);
    const parcel = await requestedParcel(server, passenger, (await tripTakingParcels(server, driver)).id);
    const proposal = await propose(server, driver, (await createAnnouncement(server, passenger)).id);
    expect((await blockUser(server, passenger, driver.user.id)).status).toBe(201);

    const booking = await call(server, 'GET', '/api/my-bookings', { token: passenger.token });
    expect((booking.body.data as { id: number; status: number }[]).find((row) => row.id === bookingId)?.status).toBe(2);
    expect((await call(server, 'GET', `/api/parcels/${parcel.id}`, { token: passenger.token })).body.data.status).toBe(2);
    const mine = await call(server, 'GET', '/api/my-announcements', { token: passenger.token });
    const proposals = (mine.body.data as { proposals?: { id: number; status: number }[] }[]).flatMap((row) => row.proposals ?? []);
    expect(proposals.find((row) => row.id === proposal.id)?.status).toBe(2);
    expect(await notificationTitles(passenger)).toEqual(expect.arrayContaining(['Réservation refusée', 'Colis refusé']));
    expect(await notificationTitles(driver)).toContain('Proposition déclinée');
    // Blocking again changes nothing and says so with a 200.
    expect((await blockUser(server, passenger, driver.user.id)).status).toBe(200);
    expect((await unblockUser(server, passenger, driver.user.id)).status).toBe(200);
  });

  it('leaves nothing pending when a booking and a block are made at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const trip = await publishTrip(server, driver);
      const [booked, blocked] = await Promise.all([bookSeats(server, passenger, trip.id), blockUser(server, driver, passenger.user.id)]);
      expect(blocked.status).toBe(201);
      expect([201, 422]).toContain(booked.status);
      const detail = await call(server, 'GET', `/api/trips/${trip.id}`, { token: driver.token });
      expect((detail.body.data.bookings as { status: number }[]).filter((booking) => booking.status === 0)).toEqual([]);
      expect((await unblockUser(server, driver, passenger.user.id)).status).toBe(200);
    }
  });
});

describe.each(['driver', 'passenger'] as const)('when the %s blocks the other', (who) => {
  it('hides trips, travel requests and profiles from both, and nothing from anyone else', async () => {
    const blocker = who === 'driver' ? driver : passenger;
    const blocked = who === 'driver' ? passenger : driver;
    const trip = await publishTrip(server, driver);
    const request = await createAnnouncement(server, passenger);
    const sousse = await cityId(server, 'Sousse');
    const tunis = await cityId(server, 'Tunis');
    const search = `&departure_city_id=${tunis}&arrival_city_id=${sousse}`;
    expect(await listedTrips(passenger)).toContain(trip.id);
    expect(await listedTrips(passenger, search)).toContain(trip.id);

    expect((await blockUser(server, blocker, blocked.user.id)).status).toBe(201);
    expect(await listedTrips(passenger)).not.toContain(trip.id);
    expect(await listedTrips(passenger, search)).not.toContain(trip.id);
    expect(await listedTrips(passenger, `&available_seats=1`)).not.toContain(trip.id);
    expect(await listedRequests(driver)).not.toContain(request.id);
    // The blocked person finds the blocker's profile, trip and request gone.
    const blockerThings =
      who === 'driver' ? [`/api/users/${driver.user.id}`, `/api/trips/${trip.id}`] : [`/api/users/${passenger.user.id}`, `/api/announcements/${request.id}`];
    for (const path of blockerThings) expect((await call(server, 'GET', path, { token: blocked.token })).status, path).toBe(404);
    // Everyone else reads as before, from the shared answers.
    expect(await listedTrips(bystander)).toContain(trip.id);
    expect(await listedTrips(undefined, search)).toContain(trip.id);
    expect(await listedRequests(bystander)).toContain(request.id);
    expect((await call(server, 'GET', `/api/users/${blocker.user.id}`, { token: bystander.token })).status).toBe(200);

    const listed = await blocksOf(server, blocker);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: blocked.user.id, full_name: `${blocked.user.first_name} ${blocked.user.last_name}`, blocked_at: expect.any(String) }),
    ]);
    expect((await blocksOf(server, blocked)).body.data).toEqual([]);

    expect((await unblockUser(server, blocker, blocked.user.id)).status).toBe(200);
    expect(await listedTrips(passenger)).toContain(trip.id);
    expect(await listedTrips(passenger, search)).toContain(trip.id);
    expect(await listedRequests(driver)).toContain(request.id);
    for (const path of blockerThings) expect((await call(server, 'GET', path, { token: blocked.token })).status, path).toBe(200);
    expect((await blocksOf(server, blocker)).body.data).toEqual([]);
  });

  it('keeps the passenger’s new request’s ride alert from the driver', async () => {
    const blocker = who === 'driver' ? driver : passenger;
    const blocked = who === 'driver' ? passenger : driver;
    await publishTrip(server, driver);
    const alerts = async () => (await notificationTitles(driver)).filter((title) => title === 'Alerte trajet').length;
    const before = await alerts();
    expect((await blockUser(server, blocker, blocked.user.id)).status).toBe(201);
    await createAnnouncement(server, passenger);
    expect(await alerts()).toBe(before);
    expect((await unblockUser(server, blocker, blocked.user.id)).status).toBe(200);
    await createAnnouncement(server, passenger);
    expect(await alerts()).toBe(before + 1);
  });
});
