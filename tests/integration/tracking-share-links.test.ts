// Share my ride: a passenger's link for a relative — made, listed, read without login (and nothing private), revoked, expired.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareLinkResponse, shareLinksResponse, sharedTrackingResponse } from '../../src/contract/tracking';
import { tripShareLinks } from '../../src/server/db/schema';
import { createDriver, decide, expectFieldErrors, requestSeats, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { drivePoints, sendPoints, startTrip, tripLeavingSoon } from '../helpers/tracking';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, stranger } = await startServerWith(
    async (s) => ({
      driver: await createDriver(s),
      passenger: await createVerifiedUser(s, AMEL),
      stranger: await createVerifiedUser(s, { first_name: 'Omar', last_name: 'Zribi' }),
    }),
    { rateLimits: { trackingLinkMisses: { max: 5, windowMs: 60_000 } } },
  ));
});
afterAll(async () => server?.close());

const HOUR = 3_600_000;
const newToken = () => randomBytes(32).toString('base64url');
const createLink = (tripId: number, who: SignedInUser, token: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/share-links`, { token: who.token, json: { token }, headers });
const publicRead = (token: string) => call(server, 'GET', `/api/tracking/${token}`);

describe('share links', () => {
  it('lets an accepted passenger share the ride: the relative sees the cities, the driver’s first name, the car and the position, nothing private', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    await startTrip(server, id, driver.token);
    await sendPoints(server, id, driver.token, drivePoints(server.clock.now().getTime() - 60_000, 4));
    const token = newToken();
    const created = await createLink(id, passenger, token);
    expect(created.status).toBe(201);
    const { message, data: link } = shareLinkResponse.parse(created.body);
    expect(message).toBe('Share link created successfully');
    expect(link).toMatchObject({ trip_id: id, created_at: server.clock.now().toISOString(), revoked_at: null });
    // Only the token's hash is kept.
    const [row] = await server.database.db.select().from(tripShareLinks).where(eq(tripShareLinks.id, link.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const read = await publicRead(token);
    expect(read.status).toBe(200);
    const { data } = sharedTrackingResponse.parse(read.body);
    expect(data.trip).toMatchObject({
      departure_city: { name: 'Tunis' },
      arrival_city: { name: 'Sousse' },
      driver_first_name: 'Mourad',
      vehicle: { model: 'Logan', color: 'Blanc' },
    });
    expect(data.trip.vehicle?.plate_number).toMatch(/ TU /);
    expect(data.tracking).toMatchObject({ sharing: true, last_point: { accuracy: 12 } });
    expect(data.tracking.trail).toHaveLength(4);
    expect(data.expires_at).toBe(link.expires_at);
    expect(new Date(data.expires_at).getTime()).toBe(new Date(data.tracking.expected_arrival_at).getTime() + HOUR);
    // No phone, no last name, no one's id.
    const text = JSON.stringify(read.body);
    for (const secret of [driver.phone, passenger.phone, 'Driss', 'Amel', 'Sassi', '"trip_id"', '"driver_id"', '"passenger', '"phone', '"user_id"']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(Object.keys(read.body.data.trip).sort()).toEqual(['arrival_city', 'departure_city', 'departure_time', 'driver_first_name', 'vehicle']);
    expect(Object.keys(read.body.data.trip.vehicle).sort()).toEqual(['color', 'model', 'plate_number']);
  });

  it('answers the same link to the same token sent again, lists the caller’s own links, refuses a token someone else holds', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    const token = newToken();
    const first = await createLink(id, passenger, token);
    const again = await createLink(id, passenger, token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const headers = { 'Idempotency-Key': randomUUID() };
    const keyed = await createLink(id, passenger, newToken(), headers);
    const replayed = await createLink(id, passenger, newToken(), headers);
    expect(keyed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(keyed.body);
    expectFieldErrors(await createLink(id, driver, token), { token: ['The token has already been taken.'] });
    const driversOwn = await createLink(id, driver, newToken());
    expect(driversOwn.status).toBe(201);

    const listed = shareLinksResponse.parse((await call(server, 'GET', `/api/trips/${id}/share-links`, { token: passenger.token })).body).data;
    expect(listed.map((l) => l.id).sort()).toEqual([first.body.data.id, keyed.body.data.id].sort());
    expect((await call(server, 'GET', `/api/trips/${id}/share-links`, { token: stranger.token })).body).toEqual({ data: [] });
    expect((await call(server, 'GET', `/api/trips/${id}/share-links`)).status).toBe(401);
    expect((await call(server, 'GET', '/api/trips/999999/share-links', { token: passenger.token })).status).toBe(404);
  });

  it('refuses strangers and pending passengers (403), signed-out callers (401), unknown trips (404) and bad tokens (422)', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    const asker = await createVerifiedUser(server);
    await requestSeats(server, asker, id);
    for (const who of [stranger, asker]) {
      const answer = await createLink(id, who, newToken());
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only the driver and the passengers with an accepted booking can follow this trip.', code: 'forbidden' });
    }
    expect((await call(server, 'POST', `/api/trips/${id}/share-links`, { json: { token: newToken() } })).status).toBe(401);
    expect((await createLink(999_999, passenger, newToken())).status).toBe(404);
    expectFieldErrors(await createLink(id, passenger, 'short'), { token: ['The token must be at least 43 characters.'] });
    expectFieldErrors(await createLink(id, passenger, `${newToken()}+/=`), { token: ['The token must be base64url.'] });
    expectFieldErrors(await createLink(id, passenger, 'a'.repeat(129)), { token: ['The token must not be greater than 128 characters.'] });
    expectFieldErrors(await createLink(id, passenger, undefined), { token: ['The token field is required.'] });
  });

  it('stops working when revoked by its maker (410), who alone may revoke it', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    const token = newToken();
    const link = shareLinkResponse.parse((await createLink(id, passenger, token)).body).data;
    for (const who of [driver, stranger]) {
      const refused = await call(server, 'DELETE', `/api/share-links/${link.id}`, { token: who.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Only the person who made this link can revoke it.', code: 'forbidden' });
    }
    expect((await call(server, 'DELETE', `/api/share-links/${link.id}`)).status).toBe(401);
    expect((await call(server, 'DELETE', '/api/share-links/999999', { token: passenger.token })).status).toBe(404);
    expect((await publicRead(token)).status).toBe(200);

    const revoked = await call(server, 'DELETE', `/api/share-links/${link.id}`, { token: passenger.token });
    expect(revoked.status).toBe(200);
    expect(shareLinkResponse.parse(revoked.body)).toMatchObject({
      message: 'Share link revoked successfully',
      data: { id: link.id, revoked_at: server.clock.now().toISOString() },
    });
    const gone = await publicRead(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ message: 'This tracking link has expired or was revoked.', code: 'gone' });
    server.clock.advance(60_000);
    try {
      const twice = await call(server, 'DELETE', `/api/share-links/${link.id}`, { token: passenger.token });
      expect(twice.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    } finally {
      server.clock.advance(-60_000);
    }
  });

  it('expires an hour after the arrival, and with its maker’s seat', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    const token = newToken();
    const link = shareLinkResponse.parse((await createLink(id, passenger, token)).body).data;
    const untilExpiry = new Date(link.expires_at).getTime() - server.clock.now().getTime();
    server.clock.advance(untilExpiry - 1000);
    try {
      expect((await publicRead(token)).status).toBe(200);
      server.clock.advance(1000);
      expect((await publicRead(token)).status).toBe(410);
      expectFieldErrors(await createLink(id, passenger, newToken()), { trip: ['This trip is over: its position can no longer be shared.'] });
    } finally {
      server.clock.advance(-untilExpiry);
    }

    const other = await tripLeavingSoon(server, driver, passenger);
    const seatToken = newToken();
    await createLink(other, passenger, seatToken);
    const booking = (await call(server, 'GET', `/api/trips/${other}`, { token: passenger.token })).body.data.bookings[0];
    expect((await decide(server, passenger, booking.id, 'cancel')).status).toBe(200);
    expect((await publicRead(seatToken)).status).toBe(410);
  });

  it('expires an hour after a completion that came before the expected arrival', async () => {
    const id = await tripLeavingSoon(server, driver, passenger);
    await startTrip(server, id, driver.token);
    const token = newToken();
    await createLink(id, passenger, token);
    expect((await call(server, 'PATCH', `/api/trips/${id}/complete`, { token: driver.token })).status).toBe(200);
    const read = sharedTrackingResponse.parse((await publicRead(token)).body).data;
    expect(read.expires_at).toBe(new Date(server.clock.now().getTime() + HOUR).toISOString());
    expect(read.tracking.sharing).toBe(false);
  });

  it('answers 404 to a token that names no link, and 429 to an address that keeps guessing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await publicRead(newToken())).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await publicRead(newToken());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
