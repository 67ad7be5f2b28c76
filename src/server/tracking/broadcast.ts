// `TripPositionUpdated` on `private-trip.{id}`: recorded in the write's transaction, published once it commits.
import type { TripPositionUpdated } from '../../contract/tracking';
import { recordDelivery } from '../live/deliveries';
import { estimateJson, pointJson, sharingJson, type TrackedTrip } from './tracked-trip';
import type { Estimate } from './estimate';
import type { TripPositionRow } from '../db/schema';

/** The newest point and its estimate, or a start or a stop (no point: followers keep the one they have). */
export function broadcastPosition(trip: TrackedTrip, now: Date, newest: { point: TripPositionRow; estimate: Estimate | null } | null = null): void {
  const payload: TripPositionUpdated = {
    trip_id: trip.row.id,
    ...sharingJson(trip, now),
    last_point: newest ? pointJson(newest.point) : null,
    estimate: newest?.estimate ? estimateJson(newest.estimate) : null,
  };
  recordDelivery({ kind: 'tripPosition', tripId: trip.row.id, payload });
}
