// Live reads of the chat for the signed-in user: conversations, unread badge, one conversation and its messages.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { conversationById, conversationMessages, conversationsOf, unreadMessagesTotal } from '../../../db/chat-queries';

export function useConversations(ownerId: number | null) {
  return useLiveQuery(() => (ownerId === null ? [] : conversationsOf(db, ownerId)), [ownerId]);
}

export function useUnreadMessages(ownerId: number | null) {
  return useLiveQuery(() => (ownerId === null ? 0 : unreadMessagesTotal(db, ownerId)), [ownerId]) ?? 0;
}

export function useConversation(id: number) {
  return useLiveQuery(() => conversationById(db, id), [id]);
}

export function useConversationMessages(id: number, limit: number) {
  return useLiveQuery(() => conversationMessages(db, id, limit), [id, limit]);
}

/** The other person of a conversation, as the list and the chat header show them. */
export function otherParticipant(
  conversation: { participants: { participant_id: number; participant?: { full_name?: string; image_url?: string | null } | null }[] },
  viewerId: number,
  /** What a person without a name is called ("Utilisateur"), in the screen's language. */
  unknownName = 'Utilisateur',
) {
  const other = conversation.participants.find((p) => p.participant_id !== viewerId) ?? conversation.participants[0];
  return {
    id: other?.participant_id ?? 0,
    full_name: other?.participant?.full_name || unknownName,
    image_url: other?.participant?.image_url ?? null,
  };
}
