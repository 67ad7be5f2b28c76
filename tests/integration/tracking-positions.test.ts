// The driver's points: every refusal, resends and dead zones, the tracking answer's trail and estimate, and "arrival soon" once.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { ROAD_FACTOR } from '../../src/contract/road-distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionsResponse, trackingResponse } from '../../src/contract/tracking';
import { notifications, tripPositions } from '../../src/server/db/schema';
import { prunePositions } from '../../src/server/tracking/prune';
import { createDriver, expectFieldErrors, requestSeats, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { greatCircleMetres } from '../../src/contract/great-circle';
import { SOUSSE, TUNIS, drivePoints, sendPoints, startTrip, stopSharing, tracking, tripLeavingSoon } from '../helpers/tracking';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, stranger } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMEL),
    stranger: await createVerifiedUser(s, { first_name: 'Omar', last_name: 'Zribi' }),
  })));
});
afterAll(async () => server?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = () => server.clock.now().getTime();

/** A started trip with the passenger accepted. */
async function startedTrip(): Promise<number> {
  const id = await tripLeavingSoon(server, driver, passenger);
  const started = await startTrip(server, id, driver.token);
  if (started.status !== 200) throw new Error(`start answered ${started.status}`);
  return id;
}

const storedPoints = async (tripId: number) =>
  Number((await server.database.db.select({ n: count() }).from(tripPositions).where(eq(tripPositions.tripId, tripId)))[0]!.n);

/** Moves the server's clock for the duration of `run`, then back. */
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  server.clock.advance(ms);
  try {
    return await run();
  } finally {
    server.clock.advance(-ms);
  }
}

describe('POST /api/trips/{id}/positions refuses', () => {
  it('anyone but the driver (403), signed-out callers (401) and unknown trips (404)', async () => {
    const id = await startedTrip();
    const points = drivePoints(now(), 2);
    for (const who of [passenger, stranger]) {
      const answer = await sendPoints(server, id, who.token, points);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only the driver of this trip can do this.', code: 'forbidden' });
    }
    expect((await call(server, 'POST', `/api/trips/${id}/positions`, { json: { points } })).body).toEqual({
      message: 'Unauthenticated.',
      code: 'unauthenticated',
    });
    expect((await sendPoints(server, 999_999, driver.token, points)).status).toBe(404);
    expect(await storedPoints(id)).toBe(0);
  });

  it('a trip never started', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    expectFieldErrors(await sendPoints(server, id, driver.token, drivePoints(now(), 2)), { trip: ['This trip has not been started.'] });
  });

  it('an empty batch, a missing one, and one of more than 500 points', async () => {
    const id = await startedTrip();
    expectFieldErrors(await sendPoints(server, id, driver.token, []), { points: ['The points field is required.'] });
    expectFieldErrors(await call(server, 'POST', `/api/trips/${id}/positions`, { token: driver.token, json: {} }), {
      points: ['The points field is required.'],
    });
    const many = drivePoints(now() - 501 * 1000, 501, { everyMs: 1000 });
    expectFieldErrors(await sendPoints(server, id, driver.token, many), { points: ['The points field must not have more than 500 items.'] });
  });

  it('a time in the future, older than 6 hours, or before the start, each under its point', async () => {
    const id = await startedTrip();
    const [good] = drivePoints(now(), 1);
    const at = (recorded_at: number) => ({ ...good!, recorded_at });
    const answer = await sendPoints(server, id, driver.token, [
      good,
      at(now() + 3 * MINUTE),
      at(now() - 7 * HOUR),
      at(now() - 10 * MINUTE),
      at(now() + MINUTE),
    ]);
    expectFieldErrors(answer, {
      'points.1.recorded_at': ['The recorded at field must not be in the future.'],
      'points.2.recorded_at': ['The recorded at field must not be older than 6 hours.'],
      'points.3.recorded_at': ['The recorded at field must not be before the trip was started.'],
    });
    expect(answer.body.message).toBe('The recorded at field must not be in the future. (and 2 more errors)');
    expectFieldErrors(
      await sendPoints(server, id, driver.token, [
        { ...good, recorded_at: 1.5 },
        { ...good, recorded_at: '2026-01-01' },
        { lat: 36, lng: 10 },
      ]),
      {
        'points.0.recorded_at': ['The recorded at field must be a time in milliseconds.'],
        'points.1.recorded_at': ['The recorded at field must be a time in milliseconds.'],
        'points.2.recorded_at': ['The recorded at field must be a time in milliseconds.'],
      },
    );
    // The whole batch is refused: nothing of it was kept.
    expect(await storedPoints(id)).toBe(0);
  });

  it('impossible coordinates: out of range, not numbers, not finite, and 0, 0', async () => {
    const id = await startedTrip();
    const [good] = drivePoints(now(), 1);
    expectFieldErrors(
      await sendPoints(server, id, driver.token, [
        { ...good, lat: 90.5 },
        { ...good, lng: -180.01 },
        { ...good, lat: '36.8' },
        { ...good, lat: 0, lng: 0 },
        { ...good, lng: null },
        { ...good, accuracy: -3 },
      ]),
      {
        'points.0.lat': ['The latitude must be a number between -90 and 90.'],
        'points.1.lng': ['The longitude must be a number between -180 and 180.'],
        'points.2.lat': ['The latitude must be a number between -90 and 90.'],
        'points.4.lng': ['The longitude must be a number between -180 and 180.'],
        'points.5.accuracy': ['The accuracy must be at least 0.'],
      },
    );
    expectFieldErrors(await sendPoints(server, id, driver.token, [good, { ...good, recorded_at: good!.recorded_at + 1000, lat: 0, lng: 0 }]), {
      'points.1.lat': ['The position 0, 0 is not a real position.'],
    });
    // JSON has no Infinity, but 1e999 parses as one.
    const raw = await fetch(`${server.url}/api/trips/${id}/positions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${driver.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: `{"points":[{"recorded_at":${good!.recorded_at},"lat":1e999,"lng":10.2}]}`,
    });
    expect(raw.status).toBe(422);
    expect((await raw.json()).errors['points.0.lat']).toEqual(['The latitude must be a number between -90 and 90.']);
  });

  it('a point recorded after sharing stopped, while one recorded before and sent late is kept', async () => {
    const id = await startedTrip();
    const before = drivePoints(now() + MINUTE, 3);
    await later(5 * MINUTE, async () => {
      expect((await stopSharing(server, id, driver.token)).status).toBe(200);
      const after = drivePoints(now() + 1000, 1);
      expectFieldErrors(await sendPoints(server, id, driver.token, after), {
        'points.0.recorded_at': ['The recorded at field must not be after the sharing of the trip ended.'],
      });
      const late = await sendPoints(server, id, driver.token, before);
      expect(late.status).toBe(200);
      expect(late.body).toMatchObject({ accepted: 3, duplicates: 0 });
    });
  });
});

describe('POST /api/trips/{id}/positions keeps', () => {
  it('each point once: the same points again are duplicates, and a replayed key gets the stored answer', async () => {
    const id = await startedTrip();
    const points = drivePoints(now() - 2 * MINUTE, 5);
    const first = await sendPoints(server, id, driver.token, points);
    expect(first.status).toBe(200);
    const answer = positionsResponse.parse(first.body);
    expect(answer).toMatchObject({
      accepted: 5,
      duplicates: 0,
      last_point: { recorded_at: new Date(points[4]!.recorded_at).toISOString(), lat: points[4]!.lat, lng: points[4]!.lng, accuracy: 12 },
    });
    expect(answer.estimate).toMatchObject({ computed_for: new Date(points[4]!.recorded_at).toISOString() });
    const again = await sendPoints(server, id, driver.token, [...points, points[0]]);
    expect(again.body).toMatchObject({ accepted: 0, duplicates: 6, last_point: answer.last_point, estimate: answer.estimate });
    expect(await storedPoints(id)).toBe(5);

    const headers = { 'Idempotency-Key': randomUUID() };
    // An accuracy comes back exactly as sent, so the device's copy of a point equals the server's.
    const more = drivePoints(now() - 30_000, 2, { startKm: 5 }).map((p) => ({ ...p, accuracy: 7.3 }));
    const sent = await sendPoints(server, id, driver.token, more, headers);
    const replayed = await sendPoints(server, id, driver.token, more, headers);
    expect(sent.body).toMatchObject({ accepted: 2, duplicates: 0, last_point: { accuracy: 7.3 } });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(sent.body);
    expect(await storedPoints(id)).toBe(7);
  });

  it('a dead zone’s points sent in one batch: the trail has them all, in order', async () => {
    const id = await startedTrip();
    await later(30 * MINUTE, async () => {
      const start = now() - 30 * MINUTE;
      const drive = drivePoints(start, 90);
      expect((await sendPoints(server, id, driver.token, drive.slice(0, 10))).body).toMatchObject({ accepted: 10 });
      // 80 points kept on the phone while offline, sent at once; the newest first does not matter.
      const batch = await sendPoints(server, id, driver.token, drive.slice(10).reverse());
      expect(batch.body).toMatchObject({ accepted: 80, duplicates: 0 });
      const { data } = trackingResponse.parse((await tracking(server, id, passenger.token)).body);
      expect(data.trail.map((p) => p.recorded_at)).toEqual(drive.map((p) => new Date(p.recorded_at).toISOString()));
      expect(data.last_point?.recorded_at).toBe(new Date(drive[89]!.recorded_at).toISOString());
      // 90 km/h along the straight line: the measured speed, and the distance left from where the car is.
      expect(data.estimate!.speed_kmh).toBeCloseTo(90, 0);
      const covered = (90 * 89 * 20) / 3600;
      const straightKm = greatCircleMetres(TUNIS, SOUSSE) / 1000;
      expect(data.estimate!.distance_left_km).toBeCloseTo((straightKm - covered) * ROAD_FACTOR, 1);
      const left = new Date(data.estimate!.arrival_at).getTime() - drive[89]!.recorded_at;
      expect(left).toBeCloseTo((data.estimate!.distance_left_km / 90) * HOUR, -4);
    });
  });
});

describe('GET /api/trips/{id}/tracking', () => {
  it('answers the last 2 hours of trail thinned to 300 points, oldest first, the newest kept, with an ETag', async () => {
    const id = await startedTrip();
    await later(3 * HOUR, async () => {
      // Three hours at one point every 20 s (slowly, so the car stays on the road to Sousse): 541 points.
      const drive = drivePoints(now() - 3 * HOUR, 541, { kmh: 30 });
      for (let i = 0; i < drive.length; i += 300) expect((await sendPoints(server, id, driver.token, drive.slice(i, i + 300))).status).toBe(200);
      const answer = await tracking(server, id, driver.token);
      const { data } = trackingResponse.parse(answer.body);
      const newest = drive.at(-1)!.recorded_at;
      expect(data.trail).toHaveLength(300);
      expect(data.trail.at(-1)).toEqual(data.last_point);
      expect(data.last_point?.recorded_at).toBe(new Date(newest).toISOString());
      const times = data.trail.map((p) => new Date(p.recorded_at).getTime());
      expect(times[0]).toBe(newest - 2 * HOUR);
      expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
      const etag = answer.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const unchanged = await call(server, 'GET', `/api/trips/${id}/tracking`, { token: driver.token, headers: { 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
    });
  });
});

describe('arrival soon', () => {
  const arrivalSoonOf = async (userId: number, tripId: number) =>
    server.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.webUrl, `/trips/${tripId}`), eq(notifications.title, 'Arrivée dans ~10 min')));

  it('is told once to each accepted passenger, even for batches sent at once, and never to anyone else', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    const asker = await createVerifiedUser(server);
    await requestSeats(server, asker, id);
    await startTrip(server, id, driver.token);
    await later(HOUR, async () => {
      // Far away first: nobody is told.
      expect((await sendPoints(server, id, driver.token, drivePoints(now() - 10 * MINUTE, 10, { startKm: 20 }))).status).toBe(200);
      expect(await arrivalSoonOf(passenger.user.id, id)).toEqual([]);
      // 8 km (straight) from Sousse at 90 km/h: under 10 minutes of road left. Three batches, two of them at once.
      const near = drivePoints(now() - 2 * MINUTE, 6, { startKm: 104.5 });
      const answers = await Promise.all([sendPoints(server, id, driver.token, near.slice(0, 3)), sendPoints(server, id, driver.token, near.slice(3, 5))]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const last = await sendPoints(server, id, driver.token, near.slice(5));
      const left = new Date(last.body.estimate.arrival_at).getTime() - now();
      expect(left).toBeLessThan(10 * MINUTE);
      expect(await arrivalSoonOf(passenger.user.id, id)).toEqual([
        { title: 'Arrivée dans ~10 min', message: 'Le trajet Tunis → Sousse arrive dans une dizaine de minutes.' },
      ]);
      expect(await arrivalSoonOf(asker.user.id, id)).toEqual([]);
      expect(await arrivalSoonOf(driver.user.id, id)).toEqual([]);
    });
  });
});

describe('clean-up', () => {
  it('deletes the points a week after sharing ended, and keeps those of trips still recent', async () => {
    const old = await startedTrip();
    await sendPoints(server, old, driver.token, drivePoints(now() - MINUTE, 3));
    expect((await call(server, 'PATCH', `/api/trips/${old}/complete`, { token: driver.token })).status).toBe(200);
    const recent = await startedTrip();
    await sendPoints(server, recent, driver.token, drivePoints(now() - MINUTE, 3));
    // Six days on, nothing goes; a week and an hour on, the completed trip's points go. The other trip, never stopped,
    // ends by itself 3 hours after its expected arrival (about 5 hours from now): a week and an hour on, not yet a week.
    await prunePositions(server.database.db, new Date(now() + 6 * 24 * HOUR));
    expect(await storedPoints(old)).toBe(3);
    // (Other trips of this file go too: the count is at least this one's.)
    expect(await prunePositions(server.database.db, new Date(now() + 7 * 24 * HOUR + HOUR))).toBeGreaterThanOrEqual(3);
    expect(await storedPoints(old)).toBe(0);
    expect(await storedPoints(recent)).toBe(3);
    // Run again (another process, the next hour): nothing left to do, no error.
    expect(await prunePositions(server.database.db, new Date(now() + 7 * 24 * HOUR + HOUR))).toBe(0);
  });
});
