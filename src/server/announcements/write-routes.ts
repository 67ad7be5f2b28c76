// Creating, editing and deleting travel requests (spec 001 §5, §7): any verified user, their own only.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementRequest } from '../../contract/announcements';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { clientDate } from '../../contract/tunis-time';
import { ANNOUNCEMENT_STATUS, PROPOSAL_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { announcements, proposals } from '../db/schema';
import { fieldError, parseBody, validationFailed } from '../errors';
import { requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { rowWriteRoute, writeRoute } from '../write-route';
import { effectiveStatus, findOwnAnnouncement } from './announcement-access';
import { loadAnnouncement, withProposals } from './announcement-json';
import { notify, routeLabel } from '../chat/chat';
import { sendRideAlerts } from './ride-alerts';
import { checkRouteCities, routeCityMessages } from '../cities/route-form';
import { announcementChanged } from './announcement-watchers';
import { isWoman, womenOnlyMessages } from '../../contract/women-only';

export const announcementMessages = {
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deleted: 'Announcement deleted successfully',
  desiredInPast: 'The desired departure time must be a date after now.',
  ...routeCityMessages,
  notEditable: 'This announcement can no longer be edited.',
} as const;

/** Reads the Create / Edit Travel Request form: the contract's rules, then what only the database and the clock know. */
async function readAnnouncementForm(tx: Tx, body: unknown, now: Date, passenger: { gender: string | null }) {
  const form = parseBody(announcementRequest, body);
  const errors: Record<string, string[]> = {};
  // Asking for a woman driver is a woman's request (issue 40).
  if (form.women_only && !isWoman(passenger)) errors.women_only = [womenOnlyMessages.requesterNotWoman];
  await checkRouteCities(tx, form, errors);
  const desiredDepartureTime = clientDate(form.desired_departure_time);
  if (desiredDepartureTime.getTime() <= now.getTime()) errors.desired_departure_time = [announcementMessages.desiredInPast];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    departureCityId: form.departure_city_id,
    arrivalCityId: form.arrival_city_id,
    departureLocation: form.departure_location,
    arrivalLocation: form.arrival_location,
    desiredDepartureTime,
    seatsNeeded: form.seats_needed,
    maxPricePerSeat: form.max_price_per_seat === undefined ? null : Math.round(form.max_price_per_seat * 100) / 100,
    description: form.description || null,
    luggageSize: form.luggage_size,
    additionalNotes: form.additional_notes || null,
    ...(form.women_only === undefined ? {} : { womenOnly: form.women_only }),
  };
}

/** The drivers of an announcement's proposals in these statuses. */
async function driversWith(tx: Tx, announcementId: number, statuses: number[]) {
  return tx
    .select({ id: proposals.id, driverId: proposals.driverId, status: proposals.status })
    .from(proposals)
    .where(and(eq(proposals.announcementId, announcementId), inArray(proposals.status, statuses)));
}

export async function announcementWriteRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    endpoints.createAnnouncement.path,
    mutation,
    writeRoute(context, async (tx, { user, request, now }) => {
      const form = await readAnnouncementForm(tx, request.body, now, user);
      // New requests open at once (DESIGN.md §7); Pending review is for staff to hold one.
      const [created] = await tx
        .insert(announcements)
        .values({ ...form, userId: user.id, status: ANNOUNCEMENT_STATUS.open, createdAt: now, updatedAt: now })
        .returning();
      await sendRideAlerts(tx, context.nearby, created!, now);
      const [data] = await withProposals(tx, [await loadAnnouncement(tx, created!.id, now)], user.id, now);
      return { status: 201, body: { message: announcementMessages.created, data } };
    }),
  );

  app.put(
    routePath(endpoints.updateAnnouncement.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const row = await findOwnAnnouncement(tx, id, user.id, 'no key update');
      const status = effectiveStatus(row, now);
      // Closed (a driver was chosen) and expired requests are history: a new trip is a new request.
      if (status !== ANNOUNCEMENT_STATUS.open && status !== ANNOUNCEMENT_STATUS.pendingReview) {
        throw fieldError('announcement', announcementMessages.notEditable);
      }
      const form = await readAnnouncementForm(tx, request.body, now, user);
      await tx
        .update(announcements)
        .set({ ...form, updatedAt: now })
        .where(eq(announcements.id, id));
      // Drivers who already answered priced the old request: they should look again.
      const route = await routeLabel(tx, form);
      for (const { driverId } of await driversWith(tx, id, [PROPOSAL_STATUS.pending])) {
        await notify(
          tx,
          {
            userId: driverId,
            title: messageLabel('Annonce modifiée'),
            message: messageLabel('Le passager a modifié sa demande {route} : vérifiez que votre proposition convient toujours.', { route }),
            webUrl: `/announcements/${id}`,
          },
          now,
        );
      }
      await announcementChanged(tx, id);
      const [announcement] = await withProposals(tx, [await loadAnnouncement(tx, id, now)], user.id, now);
      return { status: 200, body: { message: announcementMessages.updated, announcement, data: announcement } };
    }),
  );

  app.delete(
    routePath(endpoints.deleteAnnouncement.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      // The full lock: no proposal may arrive or be decided while the request disappears.
      const row = await findOwnAnnouncement(tx, id, user.id, 'update');
      const route = await routeLabel(tx, row);
      // The proposals go with the row; their drivers hear of it rather than finding a dead link.
      for (const { driverId, status } of await driversWith(tx, id, [PROPOSAL_STATUS.pending, PROPOSAL_STATUS.accepted])) {
        const message = messageLabel(
          status === PROPOSAL_STATUS.accepted
            ? 'Le passager a supprimé sa demande {route}, dont il avait accepté votre proposition.'
            : 'Votre proposition pour {route} a été déclinée : le passager a supprimé sa demande.',
          { route },
        );
        await notify(tx, { userId: driverId, title: messageLabel('Annonce supprimée'), message, webUrl: '/announcements' }, now);
      }
      await announcementChanged(tx, id);
      await tx.delete(announcements).where(eq(announcements.id, id));
      return { status: 200, body: { message: announcementMessages.deleted } };
    }),
  );
}
