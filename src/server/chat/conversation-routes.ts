// The chat (spec 000 §7): the conversation list, a conversation's messages, sending, starting one about a trip,
// and reading (which clears the unread dot on every device of the reader).
import { and, count, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import {
  CONVERSATIONS_PER_PAGE,
  MESSAGES_PER_PAGE,
  MESSAGE_TYPE,
  TRIP_CONTEXT_TYPE,
  sendMessageRequest,
  startConversationRequest,
} from '../../contract/conversations';
import { messageLabel } from '../../contract/message-label';
import { TRIP_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { conversationParticipants, conversations, messages, trips, type UserRow } from '../db/schema';
import { fieldError, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { idParam } from '../auth/access';
import { addMessage, conversationAboutTrip, notify } from './chat';
import { loadConversations, loadMessages, participatesIn, unreadTotal, visibleTo } from './chat-json';
import { findConversationOf, otherParticipants } from './conversation-access';
import { imageUrlOf } from '../trips/trip-json';
import { fullName } from '../accounts/person-json';
import { recordDelivery } from '../live/deliveries';
import { laravelPage, pageParam } from '../paginate';
import { blockedBetween } from '../safety/blocked-people';

export const conversationMessages = {
  sent: 'Message sent successfully',
  read: 'Conversation marked as read',
  unknownContext: 'The selected context type is invalid.',
  ownTrip: 'You cannot start a conversation about your own trip.',
  closed: 'This conversation is closed.',
  unknownTrip: 'The selected context id is invalid.',
} as const;

/** A block between the sender and anyone in the conversation closes it, whoever made the block: nothing more reaches them. */
async function requireNoBlock(tx: Tx, conversationId: number, senderId: number): Promise<void> {
  for (const other of await otherParticipants(tx, conversationId, senderId)) {
    if (await blockedBetween(tx, senderId, other)) throw fieldError('content', conversationMessages.closed);
  }
}

/** A text message, its notification to the others, and the stored answer: the message with its conversation. */
async function sendText(tx: Tx, sender: UserRow, conversationId: number, text: string, clientId: string | undefined, now: Date) {
  const messageId = await addMessage(tx, { conversationId, type: MESSAGE_TYPE.text, senderId: sender.id, text, clientId }, now);
  const title = messageLabel('Nouveau message de {name}', { name: fullName(sender) });
  for (const userId of await otherParticipants(tx, conversationId, sender.id)) {
    await notify(
      tx,
      {
        userId,
        title,
        // The person's own words: shown as written, never taken for a catalog's.
        message: text,
        imageUrl: imageUrlOf(sender.image),
        webUrl: `/messages?conversation=${conversationId}`,
      },
      now,
    );
  }
  const [message] = await loadMessages(tx, eq(messages.id, messageId));
  const [conversation] = await loadConversations(tx, sender.id, { where: eq(conversations.id, conversationId) });
  return { ...message!, conversation: conversation! };
}

export async function conversationRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const reader = { preHandler: requireAccount(context) };
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.get(endpoints.conversations.path, reader, async (request) => {
    const { user } = accountOf(request);
    const page = pageParam(request);
    const where = participatesIn(user.id);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(conversations).where(where);
    const data = await loadConversations(db, user.id, {
      where,
      limit: CONVERSATIONS_PER_PAGE,
      offset: (page - 1) * CONVERSATIONS_PER_PAGE,
    });
    return {
      conversations: laravelPage(request, page, CONVERSATIONS_PER_PAGE, total, data),
      unread_count: await unreadTotal(db, user.id),
    };
  });

  app.get(routePath(endpoints.messages.path), reader, async (request) => {
    const { user } = accountOf(request);
    const conversation = await findConversationOf(db, idParam(request), user.id);
    const page = pageParam(request);
    const where = and(eq(messages.conversationId, conversation.id), visibleTo(user.id))!;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(messages).where(where);
    // Page 1 is the newest; the client reverses each page for display and prepends older ones.
    const data = await loadMessages(db, where, { limit: MESSAGES_PER_PAGE, offset: (page - 1) * MESSAGES_PER_PAGE });
    return { messages: laravelPage(request, page, MESSAGES_PER_PAGE, total, data) };
  });

  app.post(routePath(endpoints.sendMessage.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const conversation = await findConversationOf(tx, id, user.id);
      const form = parseBody(sendMessageRequest, request.body);
      await requireNoBlock(tx, conversation.id, user.id);
      const data = await sendText(tx, user, conversation.id, form.content, form.client_id, context.now());
      return { status: 201, body: { message: conversationMessages.sent, data } };
    });
    return sendOutcome(reply, outcome);
  });

  app.post(routePath(endpoints.readConversation.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const conversation = await findConversationOf(tx, id, user.id);
      // Read up to the newest message, even one stamped a hair after our clock: nothing shown stays unread.
      const [{ newest } = { newest: null }] = await tx
        .select({ newest: max(messages.createdAt) })
        .from(messages)
        .where(eq(messages.conversationId, conversation.id));
      const now = context.now();
      const readAt = newest && newest > now ? newest : now;
      await tx
        .update(conversationParticipants)
        .set({ lastReadAt: readAt })
        .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.userId, user.id)));
      recordDelivery({ kind: 'conversationRead', userId: user.id, conversationId: conversation.id });
      return { status: 200, body: { message: conversationMessages.read, unread_count: await unreadTotal(tx, user.id) } };
    });
    return sendOutcome(reply, outcome);
  });

  app.post(endpoints.startConversation.path, mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const form = parseBody(startConversationRequest, request.body);
    // Trips are the only thing one talks about for now.
    if (form.context_type !== TRIP_CONTEXT_TYPE) throw fieldError('context_type', conversationMessages.unknownContext);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const [trip] = await tx.select().from(trips).where(eq(trips.id, form.context_id));
      if (!trip || (trip.status === TRIP_STATUS.rejected && trip.driverId !== user.id)) throw notFound();
      if (trip.driverId === user.id) throw fieldError('context_id', conversationMessages.ownTrip);
      // A block reads as a trip no one can write about: the blocked person learns nothing of it.
      if (await blockedBetween(tx, user.id, trip.driverId)) throw fieldError('context_id', conversationMessages.unknownTrip);
      const conversationId = await conversationAboutTrip(tx, trip, [user.id, trip.driverId], now);
      const data = await sendText(tx, user, conversationId, form.content, form.client_id, now);
      return { status: 201, body: { message: conversationMessages.sent, data: { ...data, conversation_id: conversationId, message_id: data.id } } };
    });
    return sendOutcome(reply, outcome);
  });
}
