// Share my ride (DESIGN.md §8): a passenger's read-only links for a relative, and the public page's answer (no login).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { refusals } from '../../contract/errors';
import { shareLinkRequest, type SharedTracking } from '../../contract/tracking';
import type { ServerContext } from '../context';
import type { Executor } from '../db/client';
import { tripShareLinks } from '../db/schema';
import { HttpError, fieldError, forbidden, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { hitRateLimit } from '../auth/rate-limit';
import { replayStoredMutation } from '../idempotency';
import { idParam } from '../auth/access';
import { rowWriteRoute } from '../write-route';
import { sendTagged } from '../cache/cached-answer';
import { mayFollow, requireFollower } from './followers';
import { hashShareToken, shareLinkExpiry, shareLinkJson } from './share-links';
import { loadTrackedTrip, loadTracking, type TrackedTrip } from './tracked-trip';
import { sharedTripJson } from './shared-trip';
import { passengerStop } from './own-stop';

export const shareLinkMessages = {
  created: 'Share link created successfully',
  revoked: 'Share link revoked successfully',
  taken: 'The token has already been taken.',
  over: 'This trip is over: its position can no longer be shared.',
  notMaker: 'Only the person who made this link can revoke it.',
  gone: 'This tracking link has expired or was revoked.',
} as const;

/** When the trip's links expire, from its tracking as it stands. */
async function expiryOf(executor: Executor, trip: TrackedTrip, now: Date): Promise<Date> {
  const tracking = await loadTracking(executor, trip, now);
  return shareLinkExpiry(trip, tracking.estimate?.arrival_at ?? null);
}

export async function shareLinkRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.createShareLink.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const trip = await loadTrackedTrip(tx, id);
      await requireFollower(tx, trip.row, user.id);
      const { token } = parseBody(shareLinkRequest, request.body);
      const expiresAt = await expiryOf(tx, trip, now);
      if (now.getTime() >= expiresAt.getTime()) throw fieldError('trip', shareLinkMessages.over);
      const tokenHash = hashShareToken(token);
      const [created] = await tx.insert(tripShareLinks).values({ tripId: id, userId: user.id, tokenHash, createdAt: now }).onConflictDoNothing().returning();
      if (created) return { status: 201, body: { message: shareLinkMessages.created, data: shareLinkJson(created, expiresAt) } };
      // The same token again (a retried request whose answer was lost): the same link. Anyone else's: refused.
      const [existing] = await tx.select().from(tripShareLinks).where(eq(tripShareLinks.tokenHash, tokenHash));
      if (!existing || existing.userId !== user.id || existing.tripId !== id) throw fieldError('token', shareLinkMessages.taken);
      return { status: 200, body: { message: shareLinkMessages.created, data: shareLinkJson(existing, expiresAt) } };
    }),
  );

  app.get(routePath(endpoints.shareLinks.path), { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const now = context.now();
    const trip = await loadTrackedTrip(context.db, id);
    // Only the caller's own links: someone whose seat was since cancelled still sees (and may revoke) theirs.
    const links = await context.db
      .select()
      .from(tripShareLinks)
      .where(and(eq(tripShareLinks.tripId, id), eq(tripShareLinks.userId, user.id)))
      .orderBy(desc(tripShareLinks.createdAt), desc(tripShareLinks.id));
    const expiresAt = await expiryOf(context.db, trip, now);
    return { data: links.map((link) => shareLinkJson(link, expiresAt)) };
  });

  app.delete(
    routePath(endpoints.revokeShareLink.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      const [link] = await tx.select().from(tripShareLinks).where(eq(tripShareLinks.id, id)).for('update');
      if (!link) throw notFound();
      if (link.userId !== user.id) throw forbidden(shareLinkMessages.notMaker);
      // Revoking twice keeps the first time.
      const [revoked] = link.revokedAt ? [link] : await tx.update(tripShareLinks).set({ revokedAt: now }).where(eq(tripShareLinks.id, id)).returning();
      const trip = await loadTrackedTrip(tx, link.tripId);
      return { status: 200, body: { message: shareLinkMessages.revoked, data: shareLinkJson(revoked!, await expiryOf(tx, trip, now)) } };
    }),
  );

  app.get(endpoints.sharedTracking.path.replace('{token}', ':token'), async (request, reply) => {
    const token = (request.params as { token?: string }).token ?? '';
    const now = context.now();
    const [link] = await context.db
      .select()
      .from(tripShareLinks)
      .where(eq(tripShareLinks.tokenHash, hashShareToken(token)));
    if (!link) {
      // Counted only when the token names nothing: a relative following a real link is never held back.
      await hitRateLimit(context.db, `tracking-link-miss:${request.ip}`, context.rateLimits.trackingLinkMisses, now);
      throw notFound();
    }
    const trip = await loadTrackedTrip(context.db, link.tripId);
    // The relative follows the passenger who made the link: to their own stop when they get out on the way.
    const tracking = await loadTracking(context.db, trip, now, await passengerStop(context.db, trip, link.userId));
    const expiresAt = shareLinkExpiry(trip, tracking.estimate?.arrival_at ?? null);
    // A link dies with its maker's seat too: a passenger whose booking was cancelled no longer shares the ride.
    const gone = link.revokedAt !== null || now.getTime() >= expiresAt.getTime() || !(await mayFollow(context.db, trip.row, link.userId));
    if (gone) throw new HttpError(refusals.gone, shareLinkMessages.gone);
    const { trip_id: _tripId, ...shared } = tracking;
    const data: SharedTracking = {
      trip: await sharedTripJson(context.db, trip, tracking),
      tracking: shared,
      expires_at: expiresAt.toISOString(),
    };
    // Nobody's name beyond the driver's first, no phone, no person's id: a relative needs the car, not the people.
    return sendTagged(request, reply, { data });
  });
}
