// Starting and stopping a trip's sharing: who may, when, what the passengers hear, the trip channel, and the trip JSON.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, events } from '../../src/contract/realtime';
import { trackingChangedResponse, trackingResponse, tripPositionUpdated } from '../../src/contract/tracking';
import { notifications } from '../../src/server/db/schema';
import { deliveriesSettled } from '../../src/server/live/deliver';
import { createDriver, decide, expectFieldErrors, hoursFromNow, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { disconnectClients, eventsDuring, nextEvent, pusherClient, startRealtimeServer, subscribed, type RealtimeTestServer } from '../helpers/realtime';
import { AMEL } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';
import { drivePoints, sendPoints, startTrip, stopSharing, tracking, tripLeavingSoon } from '../helpers/tracking';

let server: RealtimeTestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let asker: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  passenger = await createVerifiedUser(server, AMEL);
  asker = await createVerifiedUser(server, { first_name: 'Hela', last_name: 'Ayari' });
  stranger = await createVerifiedUser(server, { first_name: 'Omar', last_name: 'Zribi' });
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A trip leaving in 20 minutes with the passenger accepted and the asker's request pending. */
async function tripWithPeople(): Promise<number> {
  const id = await tripLeavingSoon(server, driver, passenger);
  await requestSeats(server, asker, id);
  return id;
}

describe('POST /api/trips/{id}/start', () => {
  it('starts the trip, tells its accepted passengers (notification and live event) and nobody else, and says so on the trip channel', async () => {
    const id = await tripWithPeople();
    const passengerSocket = await subscribed(pusherClient(server, { token: passenger.token }), channels.notifications(passenger.user.id));
    const askerSocket = await subscribed(pusherClient(server, { token: asker.token }), channels.notifications(asker.user.id));
    const tripSocket = await subscribed(pusherClient(server, { token: driver.token }), channels.trip(id));
    const told = nextEvent<{ title: string; message: string; web_url: string }>(passengerSocket, events.notification);
    const notTold = eventsDuring(askerSocket, events.notification, 600);
    const moved = nextEvent(tripSocket, events.tripPosition);

    const tapped = new Date(server.clock.now().getTime() - 5 * MINUTE).toISOString();
    const answer = await startTrip(server, id, driver.token, { started_at: tapped });
    expect(answer.status).toBe(200);
    const { message, data } = trackingChangedResponse.parse(answer.body);
    expect(message).toBe('Trip started successfully');
    expect(data).toMatchObject({ trip_id: id, started_at: tapped, sharing: true, last_point: null, estimate: null, trail: [] });
    expect(data.departure_city?.name).toBe('Tunis');
    expect(data.arrival_city?.name).toBe('Sousse');
    // Tunis → Sousse: ~113 km straight, ~141 km of road at 80 km/h after a departure in 20 minutes.
    const expected = new Date(data.expected_arrival_at).getTime() - server.clock.now().getTime();
    expect(expected).toBeGreaterThan(1.9 * HOUR);
    expect(expected).toBeLessThan(2.2 * HOUR);
    expect(new Date(data.sharing_ends_at!).getTime()).toBe(new Date(data.expected_arrival_at).getTime() + 3 * HOUR);

    expect(await told).toMatchObject({ title: 'Trajet démarré', message: 'Mourad a démarré le trajet Tunis → Sousse', web_url: `/trips/${id}` });
    expect(await notTold).toEqual([]);
    expect(tripPositionUpdated.parse(await moved)).toEqual({
      trip_id: id,
      started_at: tapped,
      sharing: true,
      sharing_ends_at: data.sharing_ends_at,
      last_point: null,
      estimate: null,
    });
    const rows = await server.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.title, 'Trajet démarré'), eq(notifications.webUrl, `/trips/${id}`)));
    expect(rows).toEqual([{ userId: passenger.user.id }]);
  });

  it('uses the server time when the phone says a later one, and keeps the first start when tapped again', async () => {
    const id = await tripWithPeople();
    const later = new Date(server.clock.now().getTime() + 10 * MINUTE).toISOString();
    const first = trackingChangedResponse.parse((await startTrip(server, id, driver.token, { started_at: later })).body).data;
    expect(first.started_at).toBe(server.clock.now().toISOString());
    server.clock.advance(MINUTE);
    try {
      const again = await startTrip(server, id, driver.token);
      expect(again.status).toBe(200);
      expect(again.body.data.started_at).toBe(first.started_at);
    } finally {
      server.clock.advance(-MINUTE);
    }
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, passenger.user.id), eq(notifications.webUrl, `/trips/${id}`)));
    expect(told.filter((n) => n.title === 'Trajet démarré')).toHaveLength(1);
  });

  it('answers a replay with the stored answer', async () => {
    const id = await tripWithPeople();
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await startTrip(server, id, driver.token, {}, headers);
    const again = await startTrip(server, id, driver.token, {}, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('is for the driver only: 401 signed out, 403 passengers and strangers, 404 unknown trips', async () => {
    const id = await tripWithPeople();
    expect((await call(server, 'POST', `/api/trips/${id}/start`)).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    for (const who of [passenger, asker, stranger]) {
      const answer = await startTrip(server, id, who.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only the driver of this trip can do this.', code: 'forbidden' });
    }
    expect((await startTrip(server, 999_999, driver.token)).status).toBe(404);
    expect((await startTrip(server, 0, driver.token)).status).toBe(404);
    expect((await call(server, 'POST', '/api/trips/abc/start', { token: driver.token })).status).toBe(404);
  });

  it('refuses a trip that is not active, one leaving in more than 30 minutes, and one long over', async () => {
    const paused = await tripLeavingSoon(server, driver);
    await call(server, 'PUT', `/api/trips/${paused}/status`, { token: driver.token, json: { status: 0 } });
    expectFieldErrors(await startTrip(server, paused, driver.token), { trip: ['Only an active trip can be started.'] });

    const later = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 1) });
    const early = await startTrip(server, later.id, driver.token);
    expectFieldErrors(early, { trip: ['The trip can be started only from 30 minutes before its departure.'] });
    expect(early.body.message).toBe('The trip can be started only from 30 minutes before its departure.');

    const over = await tripLeavingSoon(server, driver);
    server.clock.advance(6 * HOUR);
    try {
      expectFieldErrors(await startTrip(server, over, driver.token), { trip: ['This trip ended more than 3 hours ago: it can no longer be started.'] });
    } finally {
      server.clock.advance(-6 * HOUR);
    }
  });

  it('refuses a tap time that is not a date, older than 6 hours, or before the 30 minutes ahead of departure', async () => {
    const id = await tripLeavingSoon(server, driver);
    const ago = (ms: number) => new Date(server.clock.now().getTime() - ms).toISOString();
    expectFieldErrors(await startTrip(server, id, driver.token, { started_at: 'yesterday' }), { started_at: ['The started at field must be a date.'] });
    expectFieldErrors(await startTrip(server, id, driver.token, { started_at: 12 }), { started_at: ['The started at field must be a date.'] });
    expectFieldErrors(await startTrip(server, id, driver.token, { started_at: ago(7 * HOUR) }), {
      started_at: ['The started at field must not be older than 6 hours.'],
    });
    expectFieldErrors(await startTrip(server, id, driver.token, { started_at: ago(20 * MINUTE) }), {
      started_at: ['The started at field must not be more than 30 minutes before the departure.'],
    });
    expect(trackingResponse.parse((await tracking(server, id, driver.token)).body).data.started_at).toBeNull();
  });
});

describe('POST /api/trips/{id}/stop-sharing', () => {
  it('stops sharing and says so on the trip channel; a new start resumes it with the first start time', async () => {
    const id = await tripWithPeople();
    const started = trackingChangedResponse.parse((await startTrip(server, id, driver.token)).body).data;
    // The start's own event is published after its answer: let it pass before listening for the stop's.
    await deliveriesSettled();
    const tripSocket = await subscribed(pusherClient(server, { token: passenger.token }), channels.trip(id));
    const stopEvent = nextEvent(tripSocket, events.tripPosition);
    server.clock.advance(10 * MINUTE);
    try {
      const stopped = await stopSharing(server, id, driver.token);
      expect(stopped.status).toBe(200);
      expect(trackingChangedResponse.parse(stopped.body)).toMatchObject({
        message: 'Sharing stopped successfully',
        data: { sharing: false, started_at: started.started_at, sharing_ends_at: server.clock.now().toISOString() },
      });
      expect(await stopEvent).toMatchObject({ trip_id: id, sharing: false, sharing_ends_at: server.clock.now().toISOString(), last_point: null });
      // Stopping again changes nothing.
      expect((await stopSharing(server, id, driver.token)).body.data.sharing_ends_at).toBe(server.clock.now().toISOString());

      const resumed = trackingChangedResponse.parse((await startTrip(server, id, driver.token)).body).data;
      expect(resumed).toMatchObject({ sharing: true, started_at: started.started_at, sharing_ends_at: started.sharing_ends_at });
    } finally {
      server.clock.advance(-10 * MINUTE);
    }
  });

  it('refuses a trip never started, and anyone but the driver', async () => {
    const id = await tripWithPeople();
    expectFieldErrors(await stopSharing(server, id, driver.token), { trip: ['This trip has not been started.'] });
    await startTrip(server, id, driver.token);
    for (const who of [passenger, stranger]) expect((await stopSharing(server, id, who.token)).status).toBe(403);
    expect((await call(server, 'POST', `/api/trips/${id}/stop-sharing`)).status).toBe(401);
    expect((await stopSharing(server, 999_999, driver.token)).status).toBe(404);
  });

  it('ends with the trip: completing or cancelling a started trip stops sharing and says so live', async () => {
    for (const action of ['complete', 'cancel']) {
      const id = await tripWithPeople();
      await startTrip(server, id, driver.token);
      await deliveriesSettled();
      const tripSocket = await subscribed(pusherClient(server, { token: passenger.token }), channels.trip(id));
      const ended = nextEvent(tripSocket, events.tripPosition);
      expect((await call(server, 'PATCH', `/api/trips/${id}/${action}`, { token: driver.token })).status).toBe(200);
      expect(await ended).toMatchObject({ trip_id: id, sharing: false, sharing_ends_at: server.clock.now().toISOString() });
      expect(trackingResponse.parse((await tracking(server, id, passenger.token)).body).data).toMatchObject({ sharing: false });
    }
  });
});

describe('the trip JSON', () => {
  it('carries started_at and sharing in the detail, the list and the driver’s own trips', async () => {
    const id = await tripWithPeople();
    const before = (await call(server, 'GET', `/api/trips/${id}`)).body.data;
    expect(before).toMatchObject({ started_at: null, sharing: false });
    await startTrip(server, id, driver.token);
    const now = server.clock.now().toISOString();
    expect((await call(server, 'GET', `/api/trips/${id}`)).body.data).toMatchObject({ id, started_at: now, sharing: true });
    const listed = (await call(server, 'GET', '/api/trips')).body.data.find((t: { id: number }) => t.id === id);
    expect(listed).toMatchObject({ started_at: now, sharing: true });
    const own = (await call(server, 'GET', '/api/my-trips', { token: driver.token })).body.data.find((t: { id: number }) => t.id === id);
    expect(own).toMatchObject({ started_at: now, sharing: true });
    // Three hours after the expected arrival sharing ends by itself.
    server.clock.advance(6 * HOUR);
    try {
      expect((await call(server, 'GET', `/api/trips/${id}`)).body.data).toMatchObject({ started_at: now, sharing: false });
    } finally {
      server.clock.advance(-6 * HOUR);
    }
  });
});

describe('who follows a trip', () => {
  it('signs private-trip.{id} for the driver and accepted passengers only', async () => {
    const id = await tripWithPeople();
    const ask = (token: string, channel = channels.trip(id)) =>
      call(server, 'POST', '/broadcasting/auth', { token, json: { socket_id: '1234.5678', channel_name: channel } });
    for (const who of [driver, passenger]) {
      const answer = await ask(who.token);
      expect(answer.status).toBe(200);
      expect(answer.body.auth).toMatch(new RegExp(`^${server.key}:[0-9a-f]{64}$`));
    }
    for (const who of [asker, stranger]) {
      const answer = await ask(who.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'This action is unauthorized.', code: 'forbidden' });
    }
    for (const channel of [channels.trip(999_999), `private-trip.${id}0`, `private-trip.0${id}`, 'private-trip.', 'private-trip.-1']) {
      expect((await ask(driver.token, channel)).status, channel).toBe(403);
    }
    // A passenger whose seat is cancelled stops following.
    const booking = (await call(server, 'GET', `/api/trips/${id}`, { token: passenger.token })).body.data.bookings[0];
    expect((await decide(server, passenger, booking.id, 'cancel')).status).toBe(200);
    expect((await ask(passenger.token)).status).toBe(403);
  });

  it('stops delivering the trip to a passenger the moment their seat is cancelled, on a socket already subscribed', async () => {
    const id = await tripWithPeople();
    await startTrip(server, id, driver.token);
    await deliveriesSettled();
    const passengerTrip = await subscribed(pusherClient(server, { token: passenger.token }), channels.trip(id));
    const driverTrip = await subscribed(pusherClient(server, { token: driver.token }), channels.trip(id));
    const booking = (await call(server, 'GET', `/api/trips/${id}`, { token: passenger.token })).body.data.bookings[0];
    expect((await decide(server, passenger, booking.id, 'cancel')).status).toBe(200);
    await deliveriesSettled();

    const heardByPassenger = eventsDuring(passengerTrip, events.tripPosition, 1500);
    const heardByDriver = nextEvent(driverTrip, events.tripPosition);
    expect((await sendPoints(server, id, driver.token, drivePoints(server.clock.now().getTime(), 1))).status).toBe(200);
    // The event went out (the driver hears it), and the socket of the passenger who lost the seat is not told.
    expect(await heardByDriver).toMatchObject({ trip_id: id });
    expect(await heardByPassenger).toEqual([]);
  });

  it('answers GET /api/trips/{id}/tracking to the driver and accepted passengers; 403 to others, 401 signed out, 404 unknown', async () => {
    const id = await tripWithPeople();
    for (const who of [driver, passenger]) {
      const answer = await tracking(server, id, who.token);
      expect(answer.status).toBe(200);
      expect(trackingResponse.parse(answer.body).data).toMatchObject({
        trip_id: id,
        started_at: null,
        sharing: false,
        sharing_ends_at: null,
        last_point: null,
        trail: [],
      });
    }
    for (const who of [asker, stranger]) {
      const answer = await tracking(server, id, who.token);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only the driver and the passengers with an accepted booking can follow this trip.', code: 'forbidden' });
    }
    expect((await tracking(server, id)).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    expect((await tracking(server, 999_999, driver.token)).status).toBe(404);
  });
});
