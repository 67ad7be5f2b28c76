// The announcement's owner accepts or declines a pending proposal; accepting closes the request, atomically.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { ANNOUNCEMENT_STATUS, PROPOSAL_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { announcements, proposals, users, type AnnouncementRow, type ProposalRow, type UserRow } from '../db/schema';
import { forbidden } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { writeRoute } from '../write-route';
import { idParam } from '../auth/access';
import { announcementAccessMessages, findAnnouncement, findProposal, lockAnnouncement } from './announcement-access';
import { conversationAboutAnnouncement, frenchTunisTime, routeOfAnnouncement } from './announcement-chat';
import { MESSAGE_TYPE, addMessage, notify, routeLabel } from '../chat/chat';
import { fullName } from '../accounts/person-json';
import { closedToProposals, movePending, proposalMessages, requireOpen, requirePending } from './proposal-rules';
import { blockedBetween } from '../safety/blocked-people';
import { aboutProposal, proposalAnswer } from './proposal-answer';

/**
 * The proposal behind `{id}` and its announcement, refused unless the caller owns the announcement. `lock` takes the
 * announcement row first, and the proposal is read again under it, so its status cannot be stale.
 */
async function proposalToDecide(tx: Tx, request: FastifyRequest, lock: 'update' | 'share') {
  const { user } = accountOf(request);
  const first = await findProposal(tx, idParam(request));
  const owned = await findAnnouncement(tx, first.announcementId, user.id);
  if (owned.userId !== user.id) throw forbidden(announcementAccessMessages.notOwner);
  // Before the row lock (blocked-people.ts `lockPair`): a block made meanwhile has declined the proposal.
  const blocked = await blockedBetween(tx, user.id, first.driverId);
  const announcement = await lockAnnouncement(tx, owned.id, lock);
  const proposal = await findProposal(tx, first.id);
  requirePending(proposal);
  return { owner: user, proposal, announcement, blocked };
}

/** Both people get a notice in their new conversation, each in their own words (notices are for their target only). */
async function openConversation(tx: Tx, announcement: AnnouncementRow, proposal: ProposalRow, owner: UserRow, now: Date) {
  const [driver] = await tx.select().from(users).where(eq(users.id, proposal.driverId));
  const conversationId = await conversationAboutAnnouncement(tx, announcement, [owner.id, proposal.driverId], now);
  const route = await routeOfAnnouncement(tx, announcement);
  const when = frenchTunisTime(proposal.proposedDepartureTime);
  const terms = `${route}, le ${when}, ${Number(proposal.proposedPrice).toFixed(2)} TND par place`;
  const notices = [
    { target: proposal.driverId, text: `${owner.firstName} a accepté votre proposition (${terms}). Convenez ici du point de rendez-vous.` },
    { target: owner.id, text: `Vous avez accepté la proposition de ${driver?.firstName ?? 'ce conducteur'} (${terms}). Convenez ici du point de rendez-vous.` },
  ];
  // Sent by the owner, whose decision it is: the driver's notice counts as unread for the driver, the owner's does not.
  for (const notice of notices) {
    await addMessage(tx, { conversationId, type: MESSAGE_TYPE.systemNotice, senderId: owner.id, targetUserId: notice.target, text: notice.text }, now);
  }
  return conversationId;
}

export async function proposalDecisionRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.acceptProposal.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      // The full row lock: two accepts on one announcement queue here, and the second finds it closed.
      const { owner, proposal, announcement, blocked } = await proposalToDecide(tx, request, 'update');
      requireOpen(announcement, now);
      if (blocked) throw closedToProposals();
      const accepted = await movePending(tx, proposal, PROPOSAL_STATUS.accepted, now);
      await tx.update(announcements).set({ status: ANNOUNCEMENT_STATUS.closed, updatedAt: now }).where(eq(announcements.id, announcement.id));
      const route = await routeLabel(tx, announcement);
      const declined = await tx
        .update(proposals)
        .set({ status: PROPOSAL_STATUS.rejected, updatedAt: now })
        .where(and(eq(proposals.announcementId, announcement.id), eq(proposals.status, PROPOSAL_STATUS.pending), ne(proposals.id, proposal.id)))
        .returning({ driverId: proposals.driverId });
      for (const { driverId } of declined) {
        await notify(
          tx,
          {
            userId: driverId,
            title: messageLabel('Proposition déclinée'),
            message: messageLabel('Le passager a choisi une autre proposition pour sa demande {route}.', { route }),
            webUrl: `/announcements/${announcement.id}`,
          },
          now,
        );
      }
      await openConversation(tx, announcement, accepted, owner, now);
      await notify(
        tx,
        {
          userId: accepted.driverId,
          title: messageLabel('Proposition acceptée'),
          message: messageLabel('{name} a accepté votre proposition pour {route}. Vous pouvez lui écrire dans Messages.', { name: fullName(owner), route }),
          ...aboutProposal(announcement.id, owner),
        },
        now,
      );
      return proposalAnswer(tx, { proposalId: accepted.id, announcementId: announcement.id, message: proposalMessages.accepted, now });
    }),
  );

  app.post(
    routePath(endpoints.rejectProposal.path),
    mutation,
    writeRoute(context, async (tx, { request, now }) => {
      // Declining needs no open announcement (an expired request may still be tidied), only a pending proposal.
      const { owner, proposal, announcement } = await proposalToDecide(tx, request, 'share');
      const rejected = await movePending(tx, proposal, PROPOSAL_STATUS.rejected, now);
      await notify(
        tx,
        {
          userId: rejected.driverId,
          title: messageLabel('Proposition déclinée'),
          message: messageLabel('{name} a décliné votre proposition pour {route}.', { name: fullName(owner), route: await routeLabel(tx, announcement) }),
          ...aboutProposal(announcement.id, owner),
        },
        now,
      );
      return proposalAnswer(tx, { proposalId: rejected.id, announcementId: announcement.id, message: proposalMessages.rejected, now });
    }),
  );
}
