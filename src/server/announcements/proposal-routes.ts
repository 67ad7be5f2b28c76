// Drivers answer announcements: propose, edit or withdraw their own pending proposal while the request is open.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { proposalRequest } from '../../contract/announcements';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { PROPOSAL_STATUS } from '../../contract/statuses';
import { clientDate } from '../../contract/tunis-time';
import type { ServerContext } from '../context';
import { isUniqueViolation, type Tx } from '../db/client';
import { proposals, vehicles } from '../db/schema';
import { fieldError, forbidden, parseBody, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { writeRoute } from '../write-route';
import { idParam, isApprovedDriver } from '../auth/access';
import { announcementAccessMessages, findAnnouncement, findProposal, lockAnnouncement } from './announcement-access';
import { notify, routeLabel } from '../chat/chat';
import { fullName } from '../accounts/person-json';
import { closedToProposals, movePending, proposalMessages, requireOpen, requirePending } from './proposal-rules';
import { blockedBetween } from '../safety/blocked-people';
import { aboutProposal, proposalAnswer } from './proposal-answer';

/** Reads the proposal form: the contract's rules, then the driver's own vehicle and the server's clock. */
async function readProposalForm(tx: Tx, body: unknown, driverId: number, now: Date) {
  const form = parseBody(proposalRequest, body);
  const errors: Record<string, string[]> = {};
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, form.vehicle_id), eq(vehicles.userId, driverId)));
  if (!vehicle) errors.vehicle_id = [proposalMessages.vehicleNotOwn];
  const proposedDepartureTime = clientDate(form.proposed_departure_time);
  if (proposedDepartureTime.getTime() <= now.getTime()) errors.proposed_departure_time = [proposalMessages.departureInPast];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    vehicleId: form.vehicle_id,
    proposedPrice: Math.round(form.proposed_price * 100) / 100,
    proposedDepartureTime,
    message: form.message || null,
  };
}

const price = (value: number) => `${value.toFixed(2)} TND`;

/** The driver's own pending proposal behind `{id}`, with its announcement locked in share mode and still open. */
async function ownPendingProposal(tx: Tx, request: FastifyRequest, now: Date) {
  const { user } = accountOf(request);
  const first = await findProposal(tx, idParam(request));
  if (first.driverId !== user.id) throw forbidden(announcementAccessMessages.notProposalDriver);
  // Share lock first, then read the proposal again: an accept running now has either finished or not begun.
  const announcement = await lockAnnouncement(tx, first.announcementId, 'share');
  const proposal = await findProposal(tx, first.id);
  requirePending(proposal);
  requireOpen(announcement, now);
  return { user, proposal, announcement };
}

export async function proposalRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(routePath(endpoints.propose.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        // A block, whoever made it, reads as a closed request: the blocked person learns nothing of it. Checked before
        // the row lock (blocked-people.ts `lockPair`), refused where a closed request is.
        const blocked = await blockedBetween(tx, user.id, (await findAnnouncement(tx, id, user.id)).userId);
        // Share mode: proposals may arrive together, but not while an accept or a delete holds the row.
        const announcement = await lockAnnouncement(tx, id, 'share');
        if (announcement.userId === user.id) throw forbidden(announcementAccessMessages.ownAnnouncement);
        if (!(await isApprovedDriver(tx, user.id))) throw forbidden(announcementAccessMessages.driversOnly);
        requireOpen(announcement, now);
        if (blocked) throw closedToProposals();
        const form = await readProposalForm(tx, request.body, user.id, now);
        const [live] = await tx
          .select({ id: proposals.id })
          .from(proposals)
          .where(
            and(
              eq(proposals.announcementId, id),
              eq(proposals.driverId, user.id),
              inArray(proposals.status, [PROPOSAL_STATUS.pending, PROPOSAL_STATUS.accepted]),
            ),
          );
        if (live) throw fieldError('announcement', proposalMessages.alreadyProposed);
        const [created] = await tx
          .insert(proposals)
          .values({ ...form, announcementId: id, driverId: user.id, status: PROPOSAL_STATUS.pending, createdAt: now, updatedAt: now })
          .returning({ id: proposals.id });
        await notify(
          tx,
          {
            userId: announcement.userId,
            title: messageLabel('Nouvelle proposition'),
            message: messageLabel('{name} vous propose {price} par place pour votre demande {route}.', {
              name: fullName(user),
              price: price(form.proposedPrice),
              route: await routeLabel(tx, announcement),
            }),
            ...aboutProposal(id, user),
          },
          now,
        );
        return proposalAnswer(tx, { proposalId: created!.id, announcementId: id, message: proposalMessages.created, now, status: 201 });
      });
      return sendOutcome(reply, outcome);
    } catch (error) {
      // Two proposals of the same driver at once: the partial unique index lets one through.
      throw isUniqueViolation(error) ? fieldError('announcement', proposalMessages.alreadyProposed) : error;
    }
  });

  app.put(
    routePath(endpoints.updateProposal.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      const { user, proposal, announcement } = await ownPendingProposal(tx, request, now);
      // A driver whose approval was withdrawn may still take a proposal back, but not reprice it.
      if (!(await isApprovedDriver(tx, user.id))) throw forbidden(announcementAccessMessages.driversOnly);
      const form = await readProposalForm(tx, request.body, user.id, now);
      await movePending(tx, proposal, PROPOSAL_STATUS.pending, now, form);
      await notify(
        tx,
        {
          userId: announcement.userId,
          title: messageLabel('Proposition modifiée'),
          message: messageLabel('{name} a modifié sa proposition pour votre demande {route} : {price} par place.', {
            name: fullName(user),
            price: price(form.proposedPrice),
            route: await routeLabel(tx, announcement),
          }),
          ...aboutProposal(announcement.id, user),
        },
        now,
      );
      return proposalAnswer(tx, { proposalId: proposal.id, announcementId: announcement.id, message: proposalMessages.updated, now });
    }),
  );

  // Withdrawn rather than deleted: the row keeps the history (and the live-proposal index frees the driver to
  // propose again), while lists and counts leave it out.
  app.delete(
    routePath(endpoints.deleteProposal.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      const { user, proposal, announcement } = await ownPendingProposal(tx, request, now);
      await movePending(tx, proposal, PROPOSAL_STATUS.withdrawn, now);
      await notify(
        tx,
        {
          userId: announcement.userId,
          title: messageLabel('Proposition retirée'),
          message: messageLabel('{name} a retiré sa proposition pour votre demande {route}.', {
            name: fullName(user),
            route: await routeLabel(tx, announcement),
          }),
          ...aboutProposal(announcement.id, user),
        },
        now,
      );
      return proposalAnswer(tx, { proposalId: proposal.id, announcementId: announcement.id, message: proposalMessages.withdrawn, now });
    }),
  );
}
