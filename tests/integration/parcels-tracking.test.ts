// The recipient's page (no account): the parcel's way and, while the trip is under way and shared, the car's live
// position and arrival estimate, as a share link shows it; links that name nothing are counted and held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelTrackingResponse } from '../../src/contract/parcels';
import { PARCEL_STATUS } from '../../src/contract/statuses';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { drivePoints, sendPoints, startTrip } from '../helpers/tracking';
import { codesOf, requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(
  async () =>
    void ({
      server,
      driver,
      passenger: sender,
    } = await startServerWith(driverAndPassenger, { rateLimits: { trackingLinkMisses: { max: 3, windowMs: 60_000 } } })),
);
afterAll(async () => server?.close());

const page = async (token: string) => {
  const answer = await call(server, 'GET', `/api/parcel-tracking/${token}`);
  expect(answer.status).toBe(200);
  return parcelTrackingResponse.parse(answer.body).data;
};

describe('GET /api/parcel-tracking/{token}', () => {
  it('shows the live position and estimate while the trip is under way, and none once the parcel is delivered', async () => {
    const trip = await tripTakingParcels(server, driver, { departure_time: hoursFromNow(server, 1 / 3) });
    const parcel = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, parcel.id, 'accept');
    const codes = await codesOf(server, sender, parcel.id);
    expect((await page(codes.token)).tracking).toBeNull();

    expect((await startTrip(server, trip.id, driver.token)).status).toBe(200);
    const sent = await sendPoints(server, trip.id, driver.token, drivePoints(server.clock.now().getTime() - 60_000, 4));
    expect(sent.status).toBe(200);
    const live = await page(codes.token);
    expect(live.tracking).toMatchObject({ sharing: true, last_point: expect.any(Object) });
    expect(live.tracking!.trail.length).toBeGreaterThan(0);
    expect(live.trip).toMatchObject({ driver_first_name: driver.user.first_name, vehicle: expect.objectContaining({ model: expect.any(String) }) });

    await stepOk(server, driver, parcel.id, 'pickup', { code: codes.pickup });
    await stepOk(server, driver, parcel.id, 'deliver', { code: codes.delivery });
    const after = await page(codes.token);
    expect(after.parcel.status).toBe(PARCEL_STATUS.delivered);
    expect(after.parcel.events.map((e) => e.status)).toEqual([0, 1, 4, 5]);
    expect(after.tracking).toBeNull();
  });

  it('holds back someone trying tokens that name nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(server, 'GET', `/api/parcel-tracking/guess-${i}`)).status);
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
  });
});
