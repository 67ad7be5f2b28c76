// Trip cards are kept as JSON under the versions of the rows they show: whatever changes a row, even SQL by hand that
// no process announces, shows on the next list or page that shows the card, and a trip under way turns from shared to
// not when its time is up, from the same kept card.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripResponse, tripsPage, type Trip } from '../../src/contract/trips';
import { tripParcelOffers, trips, users, vehicles } from '../../src/server/db/schema';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createDriver, decide, hoursFromNow, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { startTrip, tripLeavingSoon } from '../helpers/tracking';

const HOUR = 60 * 60_000;

describe.each([
  ['with the default bound', undefined],
  ['with TRIP_CARDS_CACHE_MB=0 (nothing kept)', 0],
])('trip cards %s', (_name, tripCardsCacheChars) => {
  let server: TestServer;
  let driver: TestDriver;
  let passenger: SignedInUser;
  beforeAll(async () => {
    server = await startTestServer({ clockStart: new Date('2026-05-04T07:00:00.000Z'), tripCardsCacheChars });
    driver = await createDriver(server);
    passenger = await createVerifiedUser(server);
  });
  afterAll(async () => server?.close());

  async function listed(query: string): Promise<Trip[]> {
    const answer = await call(server, 'GET', `/api/trips${query}`);
    expect(answer.status).toBe(200);
    return tripsPage.parse(answer.body).data;
  }
  async function detail(id: number, token?: string): Promise<Trip> {
    const answer = await call(server, 'GET', `/api/trips/${id}`, { token });
    expect(answer.status).toBe(200);
    return tripResponse.parse(answer.body).data;
  }

  it('shows rows changed behind the app (driver, vehicle, parcel offers, trip) on the next list and page that show the card', async () => {
    const ids = { departure_city_id: await cityId(server, 'Tozeur'), arrival_city_id: await cityId(server, 'Kébili') };
    const trip = await publishTrip(server, driver, {
      ...ids,
      departure_time: hoursFromNow(server, 26),
      accepts_parcels: true,
      parcel_offers: [{ size: 'small', price_per_parcel: 6, parcels: 3 }],
    });
    const fromTozeur = `?departure_city_id=${ids.departure_city_id}`;
    expect((await listed(fromTozeur)).find((card) => card.id === trip.id)).toMatchObject({ driver: { first_name: driver.user.first_name } });
    expect(await detail(trip.id)).toMatchObject({ id: trip.id, vehicle: { id: driver.vehicleId } });

    // No API call: no process hears of these writes, and the list answers already made stay as they were. Each row is
    // changed alone, and each time a search not made before (so no kept answer) and the trip's page render the card
    // anew: the driver's and the vehicle's rows are not read by the search (migration 0034 rewrites their open trips).
    const { db } = server.database;
    const toKebili = `?departure_city_id=${ids.departure_city_id}&arrival_city_id=${ids.arrival_city_id}`;
    const seen = async (query: string, expected: object) => {
      expect(await listed(query)).toMatchObject([{ id: trip.id, ...expected }]);
      expect(await detail(trip.id)).toMatchObject(expected);
    };
    await db.update(users).set({ firstName: 'Hédi', ratingSum: 9, ratingCount: 2 }).where(eq(users.id, driver.user.id));
    await seen(toKebili, { driver: { first_name: 'Hédi', average_rating: 4.5 } });
    await db.update(vehicles).set({ color: 'Vert' }).where(eq(vehicles.id, driver.vehicleId));
    await seen(`${toKebili}&page=1`, { vehicle: { color: 'Vert' } });
    await db.update(users).set({ licenceVerifiedUntil: '2099-12-31' }).where(eq(users.id, driver.user.id));
    await seen(`${toKebili}&max_price=500`, { driver: { verified: { licence: true } } });
    await db.update(tripParcelOffers).set({ taken: 2 }).where(eq(tripParcelOffers.tripId, trip.id));
    await seen(`${toKebili}&max_price=400`, { parcel_offers: [{ size: 'small', parcels: 3, parcels_left: 1 }] });

    // The trip's own row: a booking accepted through the app, then a description written by hand.
    const booking = await requestSeats(server, passenger, trip.id, 2);
    expect((await decide(server, driver, booking, 'accept')).status).toBe(200);
    expect(await detail(trip.id)).toMatchObject({ available_seats: 1, bookings_count: 1 });
    await db.update(trips).set({ description: 'Par la route de Nefta' }).where(eq(trips.id, trip.id));
    expect(await listed(`${toKebili}&available_seats=1`)).toMatchObject([{ id: trip.id, available_seats: 1, description: 'Par la route de Nefta' }]);
  });

  it("shows a cancelled trip's driver and vehicle as they are now, on its page", async () => {
    const trip = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 30) });
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token })).status).toBe(200);
    expect(await detail(trip.id)).toMatchObject({ id: trip.id, status_text: 'Cancelled' });
    // A trip done with is not rewritten when its driver changes: its card's version reads the driver's row itself.
    const { db } = server.database;
    await db.update(users).set({ lastName: 'Trabelsi' }).where(eq(users.id, driver.user.id));
    expect(await detail(trip.id)).toMatchObject({ driver: { last_name: 'Trabelsi' } });
    await db.update(vehicles).set({ color: 'Gris' }).where(eq(vehicles.id, driver.vehicleId));
    expect(await detail(trip.id)).toMatchObject({ vehicle: { color: 'Gris' } });
  });

  it('shows a trip under way as shared until three hours past its expected arrival, then not', async () => {
    const tripId = await tripLeavingSoon(server, driver, passenger);
    const query = `?departure_city_id=${await cityId(server, 'Tunis')}&arrival_city_id=${await cityId(server, 'Sousse')}`;
    expect((await detail(tripId)).sharing).toBe(false);
    expect((await startTrip(server, tripId, driver.token)).status).toBe(200);
    expect((await listed(query)).find((card) => card.id === tripId)).toMatchObject({ sharing: true });
    expect(await detail(tripId)).toMatchObject({ sharing: true });

    // Nothing written since: the same card, read at a later hour.
    server.clock.advance(8 * HOUR);
    expect((await listed(`${query}&page=1`)).find((card) => card.id === tripId)).toMatchObject({ sharing: false });
    expect(await detail(tripId)).toMatchObject({ sharing: false });
  });
});
