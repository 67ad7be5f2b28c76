// A driver's batch of positions arrives gzip-compressed (as the phone sends it, to spare its data plan) and is stored
// exactly as an uncompressed one; a body that says gzip and is not gets a clear 400, nothing stored.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { drivePoints, startTrip, tracking, tripLeavingSoon } from '../helpers/tracking';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger } = await startServerWith(async (s) => ({ driver: await createDriver(s), passenger: await createVerifiedUser(s, AMEL) })));
});
afterAll(async () => server?.close());

const post = (tripId: number, bytes: Uint8Array, encoding: string) =>
  fetch(`${server.url}/api/trips/${tripId}/positions`, {
    method: 'POST',
    headers: { accept: 'application/json', authorization: `Bearer ${driver.token}`, 'content-type': 'application/json', 'content-encoding': encoding },
    body: new Blob([new Uint8Array(bytes)]),
  });

describe('a compressed batch of positions', () => {
  it('is stored like any other, and costs a fraction of the bytes', async () => {
    const tripId = await tripLeavingSoon(server, driver, passenger);
    expect((await startTrip(server, tripId, driver.token)).status).toBe(200);
    const points = drivePoints(server.clock.now().getTime() - 60_000, 15, { everyMs: 2_000 });
    const json = Buffer.from(JSON.stringify({ points }));
    const gzipped = gzipSync(json);
    expect(gzipped.length).toBeLessThan(json.length / 2);
    const answer = await post(tripId, gzipped, 'gzip');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ accepted: 15, duplicates: 0 });
    const followed = await tracking(server, tripId, passenger.token);
    expect(followed.body.data.trail).toHaveLength(15);
    expect(followed.body.data.last_point).toMatchObject({ lat: points[14]!.lat, lng: points[14]!.lng });
  });

  it('refuses a body that says gzip and is not, with a message, storing nothing', async () => {
    const tripId = await tripLeavingSoon(server, driver, passenger);
    expect((await startTrip(server, tripId, driver.token)).status).toBe(200);
    const answer = await post(tripId, Buffer.from(JSON.stringify({ points: drivePoints(server.clock.now().getTime(), 2) })), 'gzip');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/decompress/i);
    expect((await tracking(server, tripId, passenger.token)).body.data.trail).toHaveLength(0);
  });
});
