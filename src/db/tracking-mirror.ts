// Writes what the server says of a trip under way into the mirror: the tracking answer, the live TripPositionUpdated
// event, and the driver's sent batches. A newest point never goes back to an older one, whatever arrives late.
import type { ArrivalEstimate, TrackedPoint, TripPositionUpdated, TripTracking } from '../contract/tracking';
import { TRAIL_MAX_POINTS, TRAIL_WINDOW_MS } from '../contract/tracking-limits';
import type { MechwarDatabase, TrackingRow } from './database';
import { writtenSince } from './reconcile';

const timeOf = (point: TrackedPoint | null | undefined) => (point ? Date.parse(point.recorded_at) : -Infinity);

/** The trail with `points` added in their places (one per time), trimmed to the last 2 hours and at most 300 points. */
export function trailWith(trail: TrackedPoint[], ...points: TrackedPoint[]): TrackedPoint[] {
  const byTime = new Map(trail.map((kept) => [timeOf(kept), kept]));
  for (const point of points) if (!byTime.has(timeOf(point))) byTime.set(timeOf(point), point);
  if (byTime.size === trail.length) return trail;
  const merged = [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([, point]) => point);
  const newest = timeOf(merged[merged.length - 1]);
  const recent = merged.filter((kept) => timeOf(kept) >= newest - TRAIL_WINDOW_MS);
  return recent.length > TRAIL_MAX_POINTS ? recent.slice(recent.length - TRAIL_MAX_POINTS) : recent;
}

/**
 * The trip row follows the tracking's start and sharing, unless the driver's own change of them waits to be sent, or
 * the row was written after the answer was asked for (`requestedAt`): an answer asked before the driver's start was
 * acknowledged says "not started", and would stop his phone sharing its position.
 */
async function followOnTrip(db: MechwarDatabase, tripId: number, startedAt: string | null, sharing: boolean, requestedAt?: number) {
  const trip = await db.trips.get(tripId);
  if (!trip || trip._pending?.some((field) => field === 'started_at' || field === 'sharing' || field === '*')) return;
  if (requestedAt !== undefined && writtenSince(trip, requestedAt)) return;
  if (trip.started_at === startedAt && trip.sharing === sharing) return;
  await db.trips.update(tripId, { started_at: startedAt, sharing });
}

/**
 * The tracking answer: replaces the row, but keeps a newer point (and its estimate) that a live event brought. A pull
 * gives when it asked (`requestedAt`): its answer replaces nothing written since (an acknowledged start or stop, a live
 * event), which is newer than it.
 */
export async function mirrorTracking(db: MechwarDatabase, tracking: TripTracking, now = Date.now(), requestedAt?: number): Promise<void> {
  await db.transaction('rw', db.tracking, db.trips, async () => {
    const kept = await db.tracking.get(tracking.trip_id);
    if (kept && requestedAt !== undefined && writtenSince(kept, requestedAt)) return;
    const keepNewer = kept && timeOf(kept.last_point) > timeOf(tracking.last_point);
    const row: TrackingRow = {
      ...tracking,
      ...(keepNewer
        ? {
            last_point: kept.last_point,
            estimate: kept.estimate,
            trail: trailWith(tracking.trail, kept.last_point!),
            ...(kept.destination && tracking.destination ? { destination: { ...tracking.destination, estimate: kept.destination.estimate } } : {}),
          }
        : {}),
      _syncedAt: now,
    };
    await db.tracking.put(row);
    await followOnTrip(db, tracking.trip_id, tracking.started_at, tracking.sharing, requestedAt);
  });
}

/**
 * A live event: the newest point joins the trail, start and stop follow. Answers 'missing' when the device has no
 * tracking row for the trip yet, and 'moved' when the event brought a newer point: it is the newest of a batch (half
 * a minute of points, or a dead zone's worth), so the caller pulls the whole answer and the trail fills in.
 */
export async function applyTripPositionEvent(db: MechwarDatabase, event: TripPositionUpdated, now = Date.now()): Promise<'applied' | 'moved' | 'missing'> {
  return db.transaction('rw', db.tracking, db.trips, async () => {
    const kept = await db.tracking.get(event.trip_id);
    if (!kept) return 'missing';
    const newer = event.last_point !== null && timeOf(event.last_point) > timeOf(kept.last_point);
    // Someone getting out at a stopover reads the estimate to their own stop (issue 39).
    const own = kept.destination ? event.stopover_estimates?.find((stop) => stop.city_id === kept.destination!.city?.id) : undefined;
    await db.tracking.put({
      ...kept,
      started_at: event.started_at,
      sharing: event.sharing,
      sharing_ends_at: event.sharing_ends_at,
      ...(newer ? { last_point: event.last_point, estimate: event.estimate, trail: trailWith(kept.trail, event.last_point!) } : {}),
      ...(newer && own ? { destination: { ...kept.destination!, estimate: own.estimate } } : {}),
      _syncedAt: now,
    });
    await followOnTrip(db, event.trip_id, event.started_at, event.sharing);
    return newer ? 'moved' : 'applied';
  });
}

/** The answer to a batch the driver sent: its points are on the server, and the newest may move the estimate. */
export async function applyPositionsSent(
  db: MechwarDatabase,
  tripId: number,
  sentTimes: number[],
  answer: { last_point: TrackedPoint | null; estimate: ArrivalEstimate | null },
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.positions, db.tracking, async () => {
    const rows = await db.positions.bulkGet(sentTimes.map((at): [number, number] => [tripId, at]));
    await db.positions.bulkPut(rows.filter((row) => row !== undefined).map((row) => ({ ...row, _sent: 1 as const })));
    const kept = await db.tracking.get(tripId);
    if (!kept || !answer.last_point || timeOf(answer.last_point) <= timeOf(kept.last_point)) return;
    await db.tracking.put({
      ...kept,
      last_point: answer.last_point,
      estimate: answer.estimate,
      trail: trailWith(kept.trail, answer.last_point),
      _syncedAt: now,
    });
  });
}
