// Starting a conversation with a trip's driver (`POST /api/conversations/start`, the Start Conversation modal).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { TRIP_CONTEXT_TYPE, startConversationRequest } from '../../contract/conversations';
import type { ServerContext } from '../context';
import { trips } from '../db/schema';
import { fieldError, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { MESSAGE_TYPE, addMessage, conversationAboutTrip } from '../marketplace/chat';
import { TRIP_STATUS } from '../../contract/statuses';

export const conversationMessages = {
  sent: 'Message sent successfully',
  unknownContext: 'The selected context type is invalid.',
  ownTrip: 'You cannot start a conversation about your own trip.',
} as const;

export async function conversationRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

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
      const conversationId = await conversationAboutTrip(tx, trip, [user.id, trip.driverId], now);
      const messageId = await addMessage(tx, { conversationId, type: MESSAGE_TYPE.text, senderId: user.id, text: form.content }, now);
      return { status: 201, body: { message: conversationMessages.sent, data: { conversation_id: conversationId, message_id: messageId } } };
    });
    return sendOutcome(reply, outcome);
  });
}
