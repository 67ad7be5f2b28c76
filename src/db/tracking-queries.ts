// Reads of live tracking for the screens and the sync worker: which trips under way a person follows, and what a
// trip page shows of one (the server's last word, with the driver's own points not sent yet on top).
import { BOOKING_STATUS, TRIP_STATUS } from '../contract/statuses';
import type { TrackedPoint } from '../contract/tracking';
import type { MechwarDatabase, PositionRow, TrackingRow } from './database';
import { LIVE_STATES } from './outbox-entry';
import { trailWith } from './tracking-mirror';

/** Ids of the trips under way that `userId` drives or has an accepted seat on, as the mirror knows them. */
export async function tripsUnderWayFor(db: MechwarDatabase, userId: number): Promise<number[]> {
  const driven = await db.trips.where('driver_id').equals(userId).toArray();
  const seats = await db.bookings
    .where('passenger_id')
    .equals(userId)
    .filter((booking) => booking.status === BOOKING_STATUS.accepted)
    .toArray();
  const ridden = (await db.trips.bulkGet(seats.map((booking) => booking.trip_id))).filter((trip) => trip !== undefined);
  return [
    ...new Set([...driven, ...ridden].filter((trip) => trip.id > 0 && trip.sharing && trip.status !== TRIP_STATUS.cancelled).map((trip) => trip.id)),
  ].sort();
}

export interface TrackingView {
  tracking: TrackingRow | null;
  /** The newest point known here: the server's, or the driver's own newer one not sent yet. */
  lastPoint: TrackedPoint | null;
  trail: TrackedPoint[];
  /** Points kept on this device that wait to be sent (the driver's). */
  waiting: number;
  /** When the newest sent point was taken (the driver's "dernier envoi"). */
  lastSentAt: number | null;
}

const asTracked = (row: PositionRow): TrackedPoint => ({
  recorded_at: new Date(row.recorded_at).toISOString(),
  lat: row.lat,
  lng: row.lng,
  accuracy: row.accuracy,
});

export async function trackingView(db: MechwarDatabase, tripId: number, userId: number | null): Promise<TrackingView> {
  const tracking = (await db.tracking.get(tripId)) ?? null;
  let lastPoint = tracking?.last_point ?? null;
  let trail = tracking?.trail ?? [];
  let waiting = 0;
  let lastSentAt: number | null = null;
  const own = userId === null ? [] : await db.positions.where('[trip_id+recorded_at]').between([tripId, -Infinity], [tripId, Infinity]).toArray();
  if (own.length > 0) {
    const live = new Set(
      (
        await db.outbox
          .where('userId')
          .equals(userId!)
          .filter((entry) => LIVE_STATES.has(entry.state))
          .toArray()
      ).map((entry) => entry.id),
    );
    const unsent = own.filter((row) => row._sent === 0 && live.has(row._entryId));
    waiting = unsent.length;
    lastSentAt = own.filter((row) => row._sent === 1).reduce<number | null>((newest, row) => Math.max(newest ?? 0, row.recorded_at), null);
    const newestOwn = own[own.length - 1]!;
    if (!lastPoint || newestOwn.recorded_at > Date.parse(lastPoint.recorded_at)) lastPoint = asTracked(newestOwn);
    // The driver's own points, sent or not, draw the trail: the phone needs no pull to show where it has been.
    trail = trailWith(trail, ...own.map(asTracked));
  }
  return { tracking, lastPoint, trail, waiting, lastSentAt };
}
