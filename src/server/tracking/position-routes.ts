// `POST /api/trips/{id}/positions`: the driver's phone sends its kept points in batches, each keyed by its own time.
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { positionsRequest } from '../../contract/tracking';
import { POINT_CLOCK_SKEW_MS } from '../../contract/tracking-limits';
import type { ServerContext } from '../context';
import { tripPositions } from '../db/schema';
import { fieldError, forbidden, parseBody, validationFailed } from '../errors';
import { requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { accessMessages } from '../auth/access';
import { rowWriteRoute } from '../write-route';
import { tellArrivalSoon } from './arrival-soon';
import { broadcastPosition } from './broadcast';
import { pointErrors } from './point-checks';
import { isSharing, sharingEndsAt } from './sharing-window';
import { ESTIMATE_LOOKBACK_MS, estimateFor, estimateJson, loadTrackedTrip, newestPointTime, pointJson, recentPoints } from './tracked-trip';
import { trackingMessages } from './sharing-routes';
import { stopoverEstimates } from './own-stop';

export async function tripPositionRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.sendPositions.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      // A share lock: batches of one trip may be stored side by side, but not while a start or a stop changes its window.
      const trip = await loadTrackedTrip(tx, id, 'share');
      if (trip.row.driverId !== user.id) throw forbidden(accessMessages.notTripOwner);
      const { points } = parseBody(positionsRequest, request.body);
      if (trip.row.startedAt === null) throw fieldError('trip', trackingMessages.notStarted);
      const shared = { from: trip.row.startedAt.getTime() - POINT_CLOCK_SKEW_MS, until: sharingEndsAt(trip.row, trip.expected)!.getTime() };
      const errors = pointErrors(points, shared, now.getTime());
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const before = await newestPointTime(tx, id);
      // One row per (trip, time): a point sent twice (a lost answer, a retried batch) is counted as a duplicate.
      const rows = [...new Map(points.map((p) => [p.recorded_at, p])).values()].map((p) => ({
        tripId: id,
        recordedAt: new Date(p.recorded_at),
        lat: p.lat,
        lng: p.lng,
        accuracy: p.accuracy ?? null,
        receivedAt: now,
      }));
      const inserted = await tx.insert(tripPositions).values(rows).onConflictDoNothing().returning({ at: tripPositions.recordedAt });

      const recent = await recentPoints(tx, id, ESTIMATE_LOOKBACK_MS);
      const newest = recent.at(-1) ?? null;
      const estimate = estimateFor(trip, recent);
      // Only a newer point moves the followers' markers; a late batch from a dead zone only fills the trail in.
      if (newest && (!before || newest.recordedAt.getTime() > before.getTime())) {
        broadcastPosition(trip, now, { point: newest, estimate, stopovers: stopoverEstimates(trip, recent) });
        // Points from a trip already over (sent after its end) tell nobody it is arriving.
        if (isSharing(trip.row, trip.expected, now)) await tellArrivalSoon(tx, trip, recent, now);
      }
      return {
        status: 200,
        body: {
          accepted: inserted.length,
          duplicates: points.length - inserted.length,
          last_point: newest ? pointJson(newest) : null,
          estimate: estimate ? estimateJson(estimate) : null,
        },
      };
    }),
  );
}
