// The driver's side of live tracking on the device: a start refused before its window, points kept in a batch that
// grows while it waits (a dead zone) and leaves whole, start → points → stop in order, and the answers written back.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { markSending, nextDue } from './outbox';
import { completeEntry } from './outbox-outcomes';
import { keepPosition, pointsOf, startTrip, stopSharing, START_TOO_EARLY, createShareLink, trackingRowKey } from './commands/tracking';
import { trackingView } from './tracking-queries';
import { mirrorTracking } from './tracking-mirror';
import { deviceSignedIn, tripFixture } from '../../tests/fixtures/device';
import { POSITIONS_SEND_INTERVAL_MS } from '../contract/tracking-limits';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const DEPARTURE = Date.parse('2030-01-10T07:30:00.000Z');
const fix = (metresNorth: number, secondsAfter: number) => ({
  lat: 36.8065 + metresNorth / 111_195,
  lng: 10.1815,
  accuracy: 8,
  at: DEPARTURE + secondsAfter * 1000,
});
const tracking = (overrides: Record<string, unknown> = {}) => ({
  trip_id: 100,
  started_at: new Date(DEPARTURE).toISOString(),
  sharing: true,
  sharing_ends_at: '2030-01-10T12:00:00.000Z',
  expected_arrival_at: '2030-01-10T09:00:00.000Z',
  departure_city: null,
  arrival_city: null,
  last_point: null,
  estimate: null,
  trail: [],
  ...overrides,
});

async function startedTrip() {
  db = await deviceSignedIn(2, true);
  await db.trips.put(tripFixture({ id: 100, driver_id: 2 }));
  const start = await startTrip(db, (await db.trips.get(100))!, fix(0, 0), crypto.randomUUID(), DEPARTURE);
  return start;
}

describe('starting a trip on the device', () => {
  it('is refused more than 30 minutes before departure, and shows the trip under way once started', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture({ id: 100, driver_id: 2 }));
    await expect(startTrip(db, (await db.trips.get(100))!, undefined, crypto.randomUUID(), DEPARTURE - 31 * 60_000)).rejects.toThrow(START_TOO_EARLY);
    expect(await db.outbox.count()).toBe(0);
    await startTrip(db, (await db.trips.get(100))!, fix(0, 0), crypto.randomUUID(), DEPARTURE - 29 * 60_000);
    expect(await db.trips.get(100)).toMatchObject({ sharing: true, started_at: new Date(DEPARTURE - 29 * 60_000).toISOString() });
  });
});

describe('a tracking answer asked for before the start was acknowledged', () => {
  it('does not undo the start: the trip stays shared, and its phone keeps sending', async () => {
    const start = await startedTrip();
    // The page's pull leaves while the start waits to be sent; the server still says "not started".
    const asked = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markSending(db, start);
    await completeEntry(db, (await db.outbox.get(start))!, { message: 'Trip started.', data: tracking() });
    await mirrorTracking(db, tracking({ started_at: null, sharing: false }), Date.now(), asked);
    expect(await db.trips.get(100)).toMatchObject({ sharing: true, started_at: new Date(DEPARTURE).toISOString() });
    expect(await db.tracking.get(100)).toMatchObject({ sharing: true });
    // An answer asked for afterwards is newer, and is followed.
    await mirrorTracking(db, tracking({ sharing: false }), Date.now(), Date.now());
    expect(await db.trips.get(100)).toMatchObject({ sharing: false });
  });
});

describe('points kept while sharing', () => {
  it('join one batch while it waits, so a dead zone leaves in one request, behind the start', async () => {
    const start = await startedTrip();
    // A dead zone: nothing is sent, and every point joins the batch the start's first point opened.
    for (let i = 1; i <= 40; i++) expect((await keepPosition(db, 100, fix(100 * i, 5 * i), DEPARTURE + 5_000 * i)).as).toBe('joined');
    // A fix 10 m on within seconds is not worth a point.
    expect((await keepPosition(db, 100, fix(4_010, 201), DEPARTURE + 201_000)).as).toBe('dropped');
    const batches = (await db.outbox.where('rows').equals(trackingRowKey(100)).sortBy('seq')).filter((entry) => entry.kind === 'sendPositions');
    expect(batches.map((entry) => pointsOf(entry).length)).toEqual([41]);
    // Nothing leaves before the start: it comes first, then the batches in order.
    expect((await nextDue(db, DEPARTURE + 3_600_000, 2))!.id).toBe(start);
    const view = await trackingView(db, 100, 2);
    expect(view.waiting).toBe(41);
    expect(view.lastPoint).toMatchObject({ lat: expect.closeTo(36.8065 + 4_000 / 111_195, 5) });
  });

  it('a new batch is due half a minute after the previous one', async () => {
    await startedTrip();
    const first = (await db.outbox.toArray()).find((entry) => entry.kind === 'sendPositions')!;
    await db.outbox.update(first.id, { state: 'sending' });
    expect((await keepPosition(db, 100, fix(100, 5), DEPARTURE + 5_000)).as).toBe('new-batch');
    const batches = (await db.outbox.where('rows').equals(trackingRowKey(100)).sortBy('seq')).filter((entry) => entry.kind === 'sendPositions');
    expect(batches[1]!.nextAttemptAt - batches[0]!.nextAttemptAt).toBe(POSITIONS_SEND_INTERVAL_MS);
  });

  it('a batch claimed for sending takes no more points: they go to the next one, and the sent points count as sent', async () => {
    await startedTrip();
    const startEntry = (await db.outbox.toArray()).find((entry) => entry.kind === 'startTrip')!;
    await markSending(db, startEntry.id);
    await completeEntry(db, startEntry, { message: 'Trajet démarré', data: tracking() });
    const first = (await db.outbox.toArray()).find((entry) => entry.kind === 'sendPositions')!;
    const claimed = (await markSending(db, first.id))!;
    expect((await keepPosition(db, 100, fix(100, 5), DEPARTURE + 5_000)).as).toBe('new-batch');
    await completeEntry(db, claimed, {
      accepted: 1,
      duplicates: 0,
      last_point: { recorded_at: new Date(DEPARTURE).toISOString(), lat: 36.8065, lng: 10.1815, accuracy: 8 },
      estimate: { arrival_at: '2030-01-10T09:00:00.000Z', distance_left_km: 140, speed_kmh: 80, computed_for: new Date(DEPARTURE).toISOString() },
    });
    const view = await trackingView(db, 100, 2);
    expect(view.waiting).toBe(1);
    expect(view.lastSentAt).toBe(DEPARTURE);
    expect(view.tracking?.estimate?.arrival_at).toBe('2030-01-10T09:00:00.000Z');
  });

  it('stop sends the waiting batch now, and is sent after it; no point is kept once stopped', async () => {
    await startedTrip();
    await keepPosition(db, 100, fix(100, 5), DEPARTURE + 5_000);
    await stopSharing(db, (await db.trips.get(100))!, crypto.randomUUID(), DEPARTURE + 6_000);
    const queued = await db.outbox.where('rows').equals(trackingRowKey(100)).sortBy('seq');
    expect(queued.map((entry) => entry.kind)).toEqual(['startTrip', 'sendPositions', 'stopSharing']);
    expect(pointsOf(queued[1]!)).toHaveLength(2);
    expect(queued[1]!.nextAttemptAt).toBeLessThanOrEqual(DEPARTURE + 6_000);
    expect((await keepPosition(db, 100, fix(500, 60), DEPARTURE + 60_000)).as).toBe('dropped');
  });
});

describe('share links', () => {
  it('are made offline with a long random token the device keeps', async () => {
    await startedTrip();
    await createShareLink(db, 100);
    const [link] = await db.shareLinks.toArray();
    expect(link!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link!.id).toBeLessThan(0);
    const entry = (await db.outbox.toArray()).find((row) => row.kind === 'createShareLink')!;
    expect(entry.body).toEqual({ type: 'json', data: { token: link!.token } });
  });
});

describe('the count of unsent changes', () => {
  it('leaves out position batches on their rhythm, and counts one the server refused', async () => {
    const { unsentCount } = await import('./queries');
    await startedTrip();
    expect(await unsentCount(db)).toBe(1); // the start
    const batch = (await db.outbox.toArray()).find((entry) => entry.kind === 'sendPositions')!;
    await db.outbox.update(batch.id, { state: 'failed', lastError: { status: 422, message: 'The recorded at field must not be in the future.' } });
    expect(await unsentCount(db)).toBe(2);
  });
});
