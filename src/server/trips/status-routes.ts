// The owner's status actions on a trip (DESIGN.md §7): pause ↔ activate, cancel, complete, as TRIP_TRANSITIONS allows.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { TRIP_STATUS_TEXT, TRIP_TRANSITIONS, canTransition, type TripTransition } from '../../contract/statuses';
import { tripStatusRequest } from '../../contract/trips';
import type { ServerContext } from '../context';
import { trips } from '../db/schema';
import { fieldError, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { findOwnTrip, idParam } from '../auth/access';
import { askForFeedback } from '../chat/feedback';
import { tripChanged } from './trip-watchers';
import { endSharingOfTrip } from '../tracking/sharing-changes';
import { tellOfCancelledTrip } from './trip-cancelled';
import { originOf } from '../parcels/parcel-moves';

const VERB: Record<TripTransition, string> = { activate: 'activated', pause: 'paused', cancel: 'cancelled', complete: 'completed' };

export const tripStatusMessages = {
  done: (transition: TripTransition) => `Trip ${VERB[transition]} successfully`,
  refused: (transition: TripTransition) => `This trip cannot be ${VERB[transition]}.`,
  departed: 'This trip cannot be activated: its departure time has passed.',
} as const;

export async function tripStatusRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  async function move(request: FastifyRequest, reply: FastifyReply, pick: () => TripTransition) {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const trip = await findOwnTrip(tx, id, user.id);
      const transition = pick();
      if (!canTransition(transition, trip.status)) throw fieldError('status', tripStatusMessages.refused(transition));
      // Reopening a trip whose car has already left would invite bookings nobody can honour.
      if (transition === 'activate' && trip.departureTime.getTime() <= now.getTime()) throw fieldError('status', tripStatusMessages.departed);
      const { from, to } = TRIP_TRANSITIONS[transition];
      // Conditional on the status read above: a concurrent change makes this one refused, not silently applied.
      const [moved] = await tx
        .update(trips)
        .set({ status: to, updatedAt: now })
        .where(and(eq(trips.id, id), inArray(trips.status, [...from])))
        .returning({ id: trips.id, status: trips.status });
      if (!moved) throw fieldError('status', tripStatusMessages.refused(transition));
      await tripChanged(tx, id);
      // A completed trip is no longer under way: its position stops being shared (DESIGN.md §8).
      if (transition === 'complete') {
        await endSharingOfTrip(tx, id, now);
        await askForFeedback(tx, trip, now);
      }
      if (transition === 'cancel') await tellOfCancelledTrip(tx, trip, context.parcelCodeSecret, originOf(request), now);
      return {
        status: 200,
        body: { message: tripStatusMessages.done(transition), data: { id: moved.id, status: moved.status, status_text: TRIP_STATUS_TEXT[moved.status]! } },
      };
    });
    return sendOutcome(reply, outcome);
  }

  app.put(routePath(endpoints.setTripStatus.path), mutation, (request, reply) =>
    move(request, reply, () => (parseBody(tripStatusRequest, request.body).status === 0 ? 'pause' : 'activate')),
  );
  app.patch(routePath(endpoints.activateTrip.path), mutation, (request, reply) => move(request, reply, () => 'activate'));
  app.patch(routePath(endpoints.cancelTrip.path), mutation, (request, reply) => move(request, reply, () => 'cancel'));
  app.patch(routePath(endpoints.completeTrip.path), mutation, (request, reply) => move(request, reply, () => 'complete'));
}
