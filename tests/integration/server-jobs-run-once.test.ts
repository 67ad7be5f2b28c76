// A job every process schedules (the hourly prune) runs once per period across processes: two servers asking at the
// same moment run it once, an ask within the hour finds it done, and the next hour it runs again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { runOncePerPeriod } from '../../src/server/run-once';
import { openTestDatabase } from '../helpers/database';

const HOUR = 60 * 60_000;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

it('runs once per period whichever process asks, and again once the period is over', async () => {
  const runs: string[] = [];
  const start = new Date('2026-11-26T10:00:00Z');
  // Slow enough that the second process asks while the first still runs (on PostgreSQL the lock is then taken).
  const job = (who: string) => async () => {
    runs.push(who);
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  const ran = await Promise.all([
    runOncePerPeriod(database, 'prune', HOUR, start, job('first')),
    runOncePerPeriod(database, 'prune', HOUR, start, job('second')),
  ]);
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(runs).toHaveLength(1);

  expect(await runOncePerPeriod(database, 'prune', HOUR, new Date(start.getTime() + 50 * 60_000), job('within the hour'))).toBe(false);
  expect(await runOncePerPeriod(database, 'other job', HOUR, start, job('another job'))).toBe(true);
  expect(await runOncePerPeriod(database, 'prune', HOUR, new Date(start.getTime() + HOUR), job('next hour'))).toBe(true);
  expect(runs.slice(1)).toEqual(['another job', 'next hour']);
});
