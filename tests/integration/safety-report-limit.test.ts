// Reports are counted per account: past the limit the server answers 429 with when to try again (the device keeps the
// report and retries then), and a replayed Idempotency-Key is answered from its stored answer without counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver, publishTrip, type TestDriver } from '../helpers/marketplace';
import { reportsOf, sendReport } from '../helpers/reports';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let driver: TestDriver;
let reporter: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  ({ server, driver, reporter, other } = await startServerWith(
    async (s) => ({ driver: await createDriver(s), reporter: await createVerifiedUser(s, AMEL), other: await createVerifiedUser(s) }),
    { rateLimits: { reports: { max: 2, windowMs: 60 * 60_000 } } },
  ));
});
afterAll(async () => server?.close());

describe('the report limit', () => {
  it('refuses a third report within the hour with 429 and retry_after, counting neither replays nor other people', async () => {
    const trips = [await publishTrip(server, driver), await publishTrip(server, driver), await publishTrip(server, driver)];
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const report = (tripId: number, headers = {}, who = reporter) =>
      sendReport(server, who, { subject_type: 'trip', subject_id: tripId, reason: 'scam' }, headers);
    expect((await report(trips[0]!.id, key)).status).toBe(201);
    expect((await report(trips[0]!.id, key)).headers.get('idempotent-replayed')).toBe('true');
    expect((await report(trips[1]!.id)).status).toBe(201);
    const refused = await report(trips[2]!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBeGreaterThan(0);
    expect(await reportsOf(server, 'trip', trips[2]!.id)).toHaveLength(0);
    expect((await report(trips[2]!.id, {}, other)).status).toBe(201);
  });
});
