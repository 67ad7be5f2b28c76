// Only participants read or write a conversation: the conversation behind `{id}`, 404 if unknown, 403 if not theirs.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { conversationParticipants, conversations } from '../db/schema';
import { forbidden, notFound } from '../errors';

export const conversationAccessMessages = {
  notParticipant: 'You are not a participant of this conversation.',
} as const;

export async function findConversationOf(executor: Executor, id: number, userId: number) {
  const [conversation] = await executor.select().from(conversations).where(eq(conversations.id, id));
  if (!conversation) throw notFound();
  const [membership] = await executor
    .select({ id: conversationParticipants.id })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, userId)));
  if (!membership) throw forbidden(conversationAccessMessages.notParticipant);
  return conversation;
}

/** The other people in a conversation, who hear of a new message. */
export async function otherParticipants(executor: Executor, conversationId: number, userId: number): Promise<number[]> {
  const rows = await executor
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId).filter((id) => id !== userId);
}
