// Two servers on one PostgreSQL database, as two processes behind a load balancer: a write taken by one empties
// the other's cached trip lists (NOTIFY / LISTEN), so a search there shows it at once rather than a minute later.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../helpers/server';
import { cityId, createDriver, publishTrip, type TestDriver } from '../helpers/marketplace';

describe('the trip list cache across processes', () => {
  let writer: TestServer;
  let reader: TestServer;
  let driver: TestDriver;
  beforeAll(async () => {
    writer = await startTestServer();
    reader = await startTestServer({ database: writer.database });
    driver = await createDriver(writer);
    await sleep(300); // the reader's LISTEN connection is up: until then it caches nothing
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  it('shows on one server a trip published and then cancelled through the other', async () => {
    const ids = { departure_city_id: await cityId(reader, 'Bizerte'), arrival_city_id: await cityId(reader, 'Le Kef') };
    const query = `/api/trips?departure_city_id=${ids.departure_city_id}&arrival_city_id=${ids.arrival_city_id}`;
    const totalOnReader = async () => (await call(reader, 'GET', query)).body.total as number;
    expect(await totalOnReader()).toBe(0);
    expect(await totalOnReader()).toBe(0); // asked twice: now kept in the reader's cache

    const trip = await publishTrip(writer, driver, ids);
    await expect.poll(totalOnReader, { timeout: 2_000, interval: 20 }).toBe(1);
    await call(writer, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token });
    await expect.poll(totalOnReader, { timeout: 2_000, interval: 20 }).toBe(0);
  });
});
