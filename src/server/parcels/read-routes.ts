// Reading parcels (DESIGN.md §9): "Mes colis" and one parcel for its sender and driver, its private photo, the
// recipient's tracking page (no account), and the parcels in Problème on the staff desk.
import { asc, count, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { PARCELS_PER_PAGE, type ParcelTracking } from '../../contract/parcels';
import { PARCEL_STATUS, PARCEL_STATUS_TEXT } from '../../contract/statuses';
import type { ServerContext } from '../context';
import { parcels, trips } from '../db/schema';
import { notFound } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { hitRateLimit } from '../auth/rate-limit';
import { idParam } from '../auth/access';
import { sendTagged } from '../cache/cached-answer';
import { sendPrivateFile } from '../storage/private-files';
import { hashSecret } from './codes';
import { loadParcelEvents, loadParcelJson, loadParcelsJson, parcelJson, parcelsQuery } from './parcel-json';
import { parcelForParty, parcelMessages } from './parcel-moves';
import { loadTrackedTrip, loadTracking } from '../tracking/tracked-trip';
import { sharedTripJson } from '../tracking/shared-trip';
import { stopoverAt } from '../tracking/own-stop';
import { laravelPage, pageParam } from '../paginate';
import { staffOnly } from '../staff/staff-only';

/** The recipient follows the car only while the parcel is on its way: not before it is accepted, not once it is over. */
const ON_ITS_WAY: readonly number[] = [PARCEL_STATUS.accepted, PARCEL_STATUS.pickedUp, PARCEL_STATUS.problem];

export async function parcelRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const verifiedAccount = requireAccount(context);
  const secret = context.parcelCodeSecret;

  app.get(endpoints.myParcels.path, { preHandler: verifiedAccount }, async (request) => {
    const { user } = accountOf(request);
    const page = pageParam(request);
    const mine = or(eq(parcels.senderId, user.id), eq(trips.driverId, user.id));
    const [counted] = await db.select({ total: count() }).from(parcels).innerJoin(trips, eq(trips.id, parcels.tripId)).where(mine);
    const data = await loadParcelsJson(db, mine, user.id, secret, { limit: PARCELS_PER_PAGE, offset: (page - 1) * PARCELS_PER_PAGE });
    return laravelPage(request, page, PARCELS_PER_PAGE, Number(counted?.total ?? 0), data);
  });

  app.get(routePath(endpoints.parcel.path), { preHandler: verifiedAccount }, async (request) => {
    const { user } = accountOf(request);
    const { parcel } = await parcelForParty(db, idParam(request), user.id);
    return { message: 'OK', data: await loadParcelJson(db, parcel.id, user.id, secret) };
  });

  app.get(routePath(endpoints.parcelPhoto.path), { preHandler: verifiedAccount }, async (request, reply) => {
    const { user } = accountOf(request);
    const { parcel } = await parcelForParty(db, idParam(request), user.id);
    if (!parcel.photo) throw notFound();
    return sendPrivateFile(request, reply, context.files, parcel.photo, { fallbackType: 'application/octet-stream' });
  });

  app.get(endpoints.parcelTracking.path.replace('{token}', ':token'), async (request, reply) => {
    const token = (request.params as { token?: string }).token ?? '';
    const now = context.now();
    const [parcel] = token
      ? await db
          .select()
          .from(parcels)
          .where(eq(parcels.trackingTokenHash, hashSecret(token)))
      : [];
    if (!parcel) {
      // Counted only when the token names nothing, as for share links: a recipient following a real link is never held back.
      await hitRateLimit(db, `tracking-link-miss:${request.ip}`, context.rateLimits.trackingLinkMisses, now);
      throw notFound(parcelMessages.trackingNotFound);
    }
    const trip = await loadTrackedTrip(db, parcel.tripId);
    // A parcel handed over on the way: the recipient waits at its stop, and reads the estimate to it.
    const tracking = await loadTracking(db, trip, now, stopoverAt(trip, parcel.toCityId));
    const events = (await loadParcelEvents(db, [parcel.id])).get(parcel.id) ?? [];
    const { trip_id: _tripId, ...live } = tracking;
    const data: ParcelTracking = {
      // No phone, no code, no price, no sender: the recipient needs the parcel's way, not the people's details.
      parcel: {
        size: parcel.size,
        description: parcel.description,
        recipient_name: parcel.recipientName,
        status: parcel.status,
        status_text: PARCEL_STATUS_TEXT[parcel.status] ?? String(parcel.status),
        events,
      },
      trip: await sharedTripJson(db, trip, tracking),
      tracking: tracking.sharing && ON_ITS_WAY.includes(parcel.status) ? live : null,
    };
    return sendTagged(request, reply, { data });
  });

  // Unverified accounts are let through to the staff check so that they, too, see only a 404 (staff/staff-only.ts).
  app.get(endpoints.staffParcelProblems.path, { preHandler: [requireAccount(context, { allowUnverified: true }), staffOnly] }, async (request) => {
    const { user } = accountOf(request);
    const rows = await parcelsQuery(db).where(eq(parcels.status, PARCEL_STATUS.problem)).orderBy(asc(parcels.problemReportedAt), asc(parcels.id));
    const events = await loadParcelEvents(
      db,
      rows.map((r) => r.parcel.id),
    );
    return {
      data: rows.map((row) => ({
        ...parcelJson(row, events.get(row.parcel.id) ?? [], user.id, secret),
        problem: row.parcel.problem,
        reported_at: row.parcel.problemReportedAt?.toISOString() ?? null,
      })),
    };
  });
}
