// Tracking a trip with stopovers (issue 39): it is expected at its arrival stop's time; a passenger who gets out at a
// stopover, the relative following their link and a parcel's recipient there read the estimate to that stop, and
// hear "arrival soon" for it; the driver and whoever rides to the end keep the trip's arrival.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { greatCircleMetres } from '../../src/contract/great-circle';
import { parcelTrackingResponse } from '../../src/contract/parcels';
import { channels, events } from '../../src/contract/realtime';
import { ROAD_FACTOR } from '../../src/contract/tracking-limits';
import { sharedTrackingResponse, trackingChangedResponse, trackingResponse, tripPositionUpdated, type TripTracking } from '../../src/contract/tracking';
import { cities, notifications, tripStops } from '../../src/server/db/schema';
import { cityId, createDriver, createPassengers, decide, hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { codesOf, parcelForm, requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';
import { disconnectClients, nextEvent, pusherClient, startRealtimeServer, subscribed, type RealtimeTestServer } from '../helpers/realtime';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';
import { drivePoints, sendPoints, startTrip, tracking } from '../helpers/tracking';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: RealtimeTestServer;
let driver: TestDriver;
let toSousse: SignedInUser;
let toSfax: SignedInUser;
let sender: SignedInUser;
let tripId: number;
let sousse: { id: number; lat: number; lng: number };
let parcelToken: string;
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  const [first, second] = await createPassengers(server, 2);
  toSousse = first!;
  toSfax = second!;
  sender = await createVerifiedUser(server);
  const [row] = await server.database.db
    .select()
    .from(cities)
    .where(eq(cities.id, await cityId(server, 'Sousse')));
  sousse = { id: row!.id, lat: row!.latitude!, lng: row!.longitude! };
  // Tunis → Sfax leaving in 20 minutes (startable now), via Sousse two hours later, taking parcels.
  const trip = await tripTakingParcels(server, driver, {
    arrival_city_id: await cityId(server, 'Sfax'),
    departure_time: hoursFromNow(server, 1 / 3),
    stopovers: [{ city_id: sousse.id, departure_time: hoursFromNow(server, 1 / 3 + 2) }],
    price_per_seat: 23,
  } as never);
  tripId = trip.id;
  for (const [passenger, leg] of [
    [toSousse, { to_city_id: sousse.id }],
    [toSfax!, {}],
  ] as const) {
    const booked = await call(server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats: 1, ...leg } });
    expect((await decide(server, driver, booked.body.data.id, 'accept')).status).toBe(200);
  }
  const parcel = await requestedParcel(server, sender, tripId, parcelForm({ to_city_id: sousse.id }));
  await stepOk(server, driver, parcel.id, 'accept');
  parcelToken = (await codesOf(server, sender, parcel.id)).token;
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

const now = () => server.clock.now().getTime();
const trackingOf = async (who: SignedInUser): Promise<TripTracking> => {
  const answer = await tracking(server, tripId, who.token);
  expect(answer.status).toBe(200);
  return trackingResponse.parse(answer.body).data;
};
/** Road kilometres from a point to Sousse, as the server's estimate counts them. */
const roadToSousse = (point: { lat: number; lng: number }) => (greatCircleMetres(point, sousse) / 1000) * ROAD_FACTOR;
const arrivalSoonOf = (user: SignedInUser) =>
  server.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.title, 'Arrivée dans ~10 min')));

describe('a trip with stopovers under way', () => {
  it('is expected at its arrival stop’s time, which counts the stop on the way', async () => {
    const started = await startTrip(server, tripId, driver.token);
    expect(started.status).toBe(200);
    const { data } = trackingChangedResponse.parse(started.body);
    const [arrival] = await server.database.db.select().from(tripStops).where(eq(tripStops.tripId, tripId)).orderBy(desc(tripStops.position)).limit(1);
    expect(arrival!.position).toBe(2);
    expect(data.expected_arrival_at).toBe(arrival!.time.toISOString());
    expect(data.destination).toBeUndefined();
    // The card agrees: the trip is under way until 3 h past that time.
    expect((await call(server, 'GET', `/api/trips/${tripId}`)).body.data.sharing).toBe(true);
  });

  it('gives a passenger who gets out at Sousse the estimate to Sousse, and the others the trip’s arrival', async () => {
    server.clock.advance(HOUR);
    const points = drivePoints(now() - 10 * MINUTE, 10, { startKm: 20 });
    expect((await sendPoints(server, tripId, driver.token, points)).status).toBe(200);

    const leg = await trackingOf(toSousse);
    expect(leg.destination).toMatchObject({ city: { id: sousse.id, name: 'Sousse' }, expected_arrival_at: hoursFromNow(server, 1 / 3 + 1) });
    expect(leg.destination!.estimate!.distance_left_km).toBeCloseTo(roadToSousse(points.at(-1)!), 2);
    expect(leg.destination!.estimate!.distance_left_km).toBeLessThan(leg.estimate!.distance_left_km - 100);
    expect(new Date(leg.destination!.estimate!.arrival_at).getTime()).toBeLessThan(new Date(leg.estimate!.arrival_at).getTime());

    for (const whole of [await trackingOf(toSfax), await trackingOf(driver)]) {
      expect(whole.destination).toBeUndefined();
      expect(whole.estimate).toEqual(leg.estimate);
    }
  });

  it('gives the relative following the passenger’s link, and the parcel’s recipient at Sousse, the same stop', async () => {
    const token = randomBytes(32).toString('base64url');
    expect((await call(server, 'POST', `/api/trips/${tripId}/share-links`, { token: toSousse.token, json: { token } })).status).toBe(201);
    const shared = sharedTrackingResponse.parse((await call(server, 'GET', `/api/tracking/${token}`)).body).data;
    const own = await trackingOf(toSousse);
    expect(shared.tracking.destination).toEqual(own.destination);
    const parcelPage = parcelTrackingResponse.parse((await call(server, 'GET', `/api/parcel-tracking/${parcelToken}`)).body).data;
    expect(parcelPage.tracking?.destination).toEqual(own.destination);
  });

  it('sends every follower the estimate to each stopover live', async () => {
    const socket = await subscribed(pusherClient(server, { token: toSousse.token }), channels.trip(tripId));
    const moved = nextEvent(socket, events.tripPosition);
    const points = drivePoints(now() - MINUTE, 2, { startKm: 40 });
    expect((await sendPoints(server, tripId, driver.token, points)).status).toBe(200);
    const event = tripPositionUpdated.parse(await moved);
    expect(event.stopover_estimates).toEqual([{ city_id: sousse.id, estimate: (await trackingOf(toSousse)).destination!.estimate }]);
  });

  it('tells the passenger who gets out at Sousse that they arrive soon, by their leg, and nobody riding on', async () => {
    // 8 km (straight) from Sousse at 90 km/h: under 10 minutes of road left to Sousse, well over an hour to Sfax.
    const near = drivePoints(now() - 2 * MINUTE, 6, { startKm: 104.5 });
    expect((await sendPoints(server, tripId, driver.token, near)).status).toBe(200);
    expect(await arrivalSoonOf(toSousse)).toEqual([{ message: 'Le trajet Tunis → Sousse arrive dans une dizaine de minutes.' }]);
    expect(await arrivalSoonOf(toSfax)).toEqual([]);
  });
});
