// Ride alerts: a new travel request reaches the approved drivers who published the same route lately, once.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverVerifications, notifications, trips } from '../../src/server/db/schema';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createDriver, publishTrip, type TestDriver } from '../helpers/marketplace';
import { createAnnouncement, postAnnouncement } from '../helpers/announcements';

/** A Monday, 09:00 in Tunis. */
const START = new Date('2026-04-13T08:00:00.000Z');
const DAY = 24 * 60 * 60_000;
let server: TestServer;
let passenger: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ clockStart: START });
  passenger = await createVerifiedUser(server);
});
afterAll(async () => server?.close());

const alertsOf = (user: SignedInUser) =>
  server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.title, 'Alerte trajet')));

async function route(from: string, to: string) {
  return { departure_city_id: await cityId(server, from), arrival_city_id: await cityId(server, to) };
}

describe('ride alerts', () => {
  let regular: TestDriver;
  let twice: TestDriver;
  let otherWay: TestDriver;
  let revoked: TestDriver;
  let longAgo: TestDriver;
  let ownerDriver: TestDriver;
  beforeAll(async () => {
    const tunisSousse = await route('Tunis', 'Sousse');
    regular = await createDriver(server);
    await publishTrip(server, regular, tunisSousse);
    twice = await createDriver(server);
    await publishTrip(server, twice, tunisSousse);
    await publishTrip(server, twice, tunisSousse);
    otherWay = await createDriver(server);
    await publishTrip(server, otherWay, await route('Sousse', 'Tunis'));
    revoked = await createDriver(server);
    await publishTrip(server, revoked, tunisSousse);
    await server.database.db.update(driverVerifications).set({ status: 2 }).where(eq(driverVerifications.userId, revoked.user.id));
    longAgo = await createDriver(server);
    const old = await publishTrip(server, longAgo, tunisSousse);
    await server.database.db
      .update(trips)
      .set({ createdAt: new Date(START.getTime() - 61 * DAY) })
      .where(eq(trips.id, old.id));
    ownerDriver = await createDriver(server);
    await publishTrip(server, ownerDriver, tunisSousse);
  });

  it('tells approved drivers of the same route and direction from the last 60 days, each once, not the owner', async () => {
    const request = await createAnnouncement(server, passenger, { desired_departure_time: '2026-04-14T07:30:00.000Z', seats_needed: 2 });
    const [alert] = await alertsOf(regular);
    expect(alert).toMatchObject({
      message: 'Un passager cherche Tunis → Sousse le mardi 14 avril à 08:30 (2 places).',
      webUrl: `/announcements/${request.id}`,
    });
    expect(await alertsOf(twice)).toHaveLength(1);
    expect(await alertsOf(otherWay)).toHaveLength(0);
    expect(await alertsOf(revoked)).toHaveLength(0);
    expect(await alertsOf(longAgo)).toHaveLength(0);
    expect(await alertsOf(ownerDriver)).toHaveLength(1);

    // A driver asking for a ride on a route they drive is not alerted about their own request.
    const ownRequest = await createAnnouncement(server, ownerDriver, { desired_departure_time: '2026-04-15T16:00:00.000Z', seats_needed: 1 });
    expect((await alertsOf(ownerDriver)).map((n) => n.webUrl)).not.toContain(`/announcements/${ownRequest.id}`);
    expect((await alertsOf(regular)).at(-1)!.message).toBe('Un passager cherche Tunis → Sousse le mercredi 15 avril à 17:00 (1 place).');
  });

  it('alerts once for a replayed create, and not again on an edit', async () => {
    const before = (await alertsOf(regular)).length;
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await postAnnouncement(server, passenger, { desired_departure_time: '2026-04-16T07:00:00.000Z' }, headers);
    const again = await postAnnouncement(server, passenger, { desired_departure_time: '2026-04-16T07:00:00.000Z' }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await alertsOf(regular)).toHaveLength(before + 1);
    const edited = await call(server, 'PUT', `/api/announcements/${first.body.data.id}`, {
      token: passenger.token,
      json: { ...first.body.data, desired_departure_time: '2026-04-16T09:00:00.000Z' },
    });
    expect(edited.status).toBe(200);
    expect(await alertsOf(regular)).toHaveLength(before + 1);
  });

  it('alerts nobody on a route nobody drove', async () => {
    const quiet = await route('Tataouine', 'Médenine');
    const before = (await alertsOf(regular)).length;
    await createAnnouncement(server, passenger, { ...quiet, desired_departure_time: '2026-04-16T07:00:00.000Z' });
    expect(await alertsOf(regular)).toHaveLength(before);
  });
});
