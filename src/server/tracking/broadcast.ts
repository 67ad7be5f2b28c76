// `TripPositionUpdated` on `private-trip.{id}`: recorded in the write's transaction, published once it commits.
import type { StopoverEstimate, TripPositionUpdated } from '../../contract/tracking';
import { recordDelivery } from '../live/deliveries';
import { estimateJson, pointJson, sharingJson, type TrackedTrip } from './tracked-trip';
import type { Estimate } from './estimate';
import type { TripPositionRow } from '../db/schema';

export interface NewestPosition {
  point: TripPositionRow;
  estimate: Estimate | null;
  /** A trip with stopovers: the estimate to each, for the passengers who get out there. */
  stopovers?: StopoverEstimate[];
}

/** The newest point and its estimate, or a start or a stop (no point: followers keep the one they have). */
export function broadcastPosition(trip: TrackedTrip, now: Date, newest: NewestPosition | null = null): void {
  const payload: TripPositionUpdated = {
    trip_id: trip.row.id,
    ...sharingJson(trip, now),
    last_point: newest ? pointJson(newest.point) : null,
    estimate: newest?.estimate ? estimateJson(newest.estimate) : null,
    ...(newest?.stopovers?.length ? { stopover_estimates: newest.stopovers } : {}),
  };
  recordDelivery({ kind: 'tripPosition', tripId: trip.row.id, payload });
}
