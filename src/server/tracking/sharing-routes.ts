// Live tracking of a trip under way (DESIGN.md §8): the driver starts and stops sharing; the driver and accepted passengers read it.
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { TRIP_STATUS } from '../../contract/statuses';
import { startTripRequest } from '../../contract/tracking';
import { POINT_MAX_AGE_MS, SHARING_AFTER_ARRIVAL_MS } from '../../contract/tracking-limits';
import { clientInstant } from '../../contract/tunis-time';
import type { ServerContext } from '../context';
import { fieldError, forbidden, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { accessMessages, idParam } from '../auth/access';
import { tripChanged } from '../trips/trip-watchers';
import { rowWriteRoute } from '../write-route';
import { sendTagged } from '../cache/cached-answer';
import { requireFollower } from './followers';
import { earliestStart } from './sharing-window';
import { endSharing, startSharing } from './sharing-changes';
import { loadTrackedTrip, loadTracking } from './tracked-trip';
import { passengerStop } from './own-stop';

export const trackingMessages = {
  started: 'Trip started successfully',
  stopped: 'Sharing stopped successfully',
  notActive: 'Only an active trip can be started.',
  tooEarly: 'The trip can be started only from 30 minutes before its departure.',
  over: 'This trip ended more than 3 hours ago: it can no longer be started.',
  startedTooOld: 'The started at field must not be older than 6 hours.',
  startedTooEarly: 'The started at field must not be more than 30 minutes before the departure.',
  notStarted: 'This trip has not been started.',
} as const;

export async function tripTrackingRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.startTrip.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const trip = await loadTrackedTrip(tx, id, 'update');
      if (trip.row.driverId !== user.id) throw forbidden(accessMessages.notTripOwner);
      const body = parseBody(startTripRequest, request.body);
      if (trip.row.status !== TRIP_STATUS.active) throw fieldError('trip', trackingMessages.notActive);
      const earliest = earliestStart(trip.row).getTime();
      if (now.getTime() < earliest) throw fieldError('trip', trackingMessages.tooEarly);
      if (now.getTime() >= trip.expected.getTime() + SHARING_AFTER_ARRIVAL_MS) throw fieldError('trip', trackingMessages.over);
      // The phone's time of the tap (it may have been offline since), never later than the server's clock.
      const tapped = body.started_at === undefined ? now.getTime() : Math.min(now.getTime(), clientInstant(body.started_at));
      if (tapped < now.getTime() - POINT_MAX_AGE_MS) throw fieldError('started_at', trackingMessages.startedTooOld);
      if (tapped < earliest) throw fieldError('started_at', trackingMessages.startedTooEarly);
      const started = await startSharing(tx, trip, new Date(tapped), now);
      return { status: 200, body: { message: trackingMessages.started, data: await loadTracking(tx, started, now) } };
    }),
  );

  app.post(
    routePath(endpoints.stopSharing.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      const trip = await loadTrackedTrip(tx, id, 'update');
      if (trip.row.driverId !== user.id) throw forbidden(accessMessages.notTripOwner);
      if (trip.row.startedAt === null) throw fieldError('trip', trackingMessages.notStarted);
      const ended = await endSharing(tx, trip, now);
      if (ended !== trip) await tripChanged(tx, id);
      return { status: 200, body: { message: trackingMessages.stopped, data: await loadTracking(tx, ended, now) } };
    }),
  );

  app.get(routePath(endpoints.tripTracking.path), { preHandler: requireAccount(context) }, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const now = context.now();
    const trip = await loadTrackedTrip(context.db, id);
    await requireFollower(context.db, trip.row, user.id);
    // Tagged: the sync worker asks again often, and an unchanged answer then costs a 304.
    // A passenger of a leg reads the estimate to their own stop too.
    return sendTagged(request, reply, { data: await loadTracking(context.db, trip, now, await passengerStop(context.db, trip, user.id)) });
  });
}
