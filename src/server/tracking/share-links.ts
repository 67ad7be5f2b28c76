// Share links (DESIGN.md §8): a token the device draws, kept as its SHA-256 only, and how long the link works.
import { createHash } from 'node:crypto';
import type { ShareLink } from '../../contract/tracking';
import { SHARE_LINK_AFTER_ARRIVAL_MS } from '../../contract/tracking-limits';
import { TRIP_STATUS } from '../../contract/statuses';
import type { TripShareLinkRow } from '../db/schema';
import type { TrackedTrip } from './tracked-trip';

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link works until an hour after the arrival. The arrival is when the trip was completed (or cancelled) if it was;
 * otherwise the later of the expected arrival and the current estimate, so a car running late keeps its followers.
 */
export function shareLinkExpiry(trip: TrackedTrip, estimatedArrival: string | null): Date {
  const over = trip.row.status === TRIP_STATUS.completed || trip.row.status === TRIP_STATUS.cancelled;
  const arrival =
    over && trip.row.sharingEndedAt
      ? trip.row.sharingEndedAt.getTime()
      : Math.max(trip.expected.getTime(), estimatedArrival ? new Date(estimatedArrival).getTime() : 0);
  return new Date(arrival + SHARE_LINK_AFTER_ARRIVAL_MS);
}

export const shareLinkJson = (link: TripShareLinkRow, expiresAt: Date): ShareLink => ({
  id: link.id,
  trip_id: link.tripId,
  created_at: link.createdAt.toISOString(),
  expires_at: expiresAt.toISOString(),
  revoked_at: link.revokedAt?.toISOString() ?? null,
});
