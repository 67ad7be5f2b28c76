// What the chat and notification screens read through live queries: lists, a conversation's messages, counts.
import { Dexie } from 'dexie';
import type { ConversationRow, MechwarDatabase, MessageRow, NotificationRow } from './database';

/** The user's conversations, latest activity first (a message typed here moves its conversation up at once). */
export function conversationsOf(db: MechwarDatabase, ownerId: number): Promise<ConversationRow[]> {
  return db.conversations.where('[_ownerId+last_message_at]').between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey]).reverse().toArray();
}

/** The chat button's badge: unread messages over the user's conversations. */
export async function unreadMessagesTotal(db: MechwarDatabase, ownerId: number): Promise<number> {
  const rows = await conversationsOf(db, ownerId);
  return rows.reduce((sum, row) => sum + (row.unread_messages_count || 0), 0);
}

export interface ConversationMessages {
  /** Oldest first, as the history reads; messages typed here and not yet sent come last, in the order typed. */
  messages: MessageRow[];
  /** More server messages than `limit` are on the device (scrolling up shows them). */
  hasOlderHere: boolean;
}

/**
 * The latest `limit` messages of a conversation: only that many are read from the device, however long the
 * history, so a conversation of thousands opens as fast as a short one.
 */
export async function conversationMessages(db: MechwarDatabase, conversationId: number, limit: number): Promise<ConversationMessages> {
  const sent = await db.messages
    .where('[conversation_id+id]')
    .between([conversationId, 0], [conversationId, Dexie.maxKey], false, true)
    .reverse()
    .limit(limit + 1)
    .toArray();
  // Typed here by whoever is signed in: another account's unsent messages on this device stay theirs.
  const session = await db.session.get('current');
  const typedHere = (await db.messages.where('[conversation_id+id]').between([conversationId, -Infinity], [conversationId, 0], true, false).toArray()).filter(
    (message) => message._ownerId === session?.user.id,
  );
  typedHere.sort((a, b) => a.created_at.localeCompare(b.created_at) || b.id - a.id);
  const hasOlderHere = sent.length > limit;
  return { messages: [...sent.slice(0, limit).reverse(), ...typedHere], hasOlderHere };
}

export function conversationById(db: MechwarDatabase, id: number): Promise<ConversationRow | undefined> {
  return db.conversations.get(id);
}

/** The dropdown's notifications, newest first. */
export function notificationsOf(db: MechwarDatabase, ownerId: number, limit = 50): Promise<NotificationRow[]> {
  return db.notifications.where('[_ownerId+created_at]').between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey]).reverse().limit(limit).toArray();
}

/** The meta key of how many unread notifications the server counts beyond those the device keeps. */
export const unreadBeyondKey = (ownerId: number) => `notifications:unread-beyond:${ownerId}`;

/** The bell's badge: the unread ones the server counts beyond the rows kept here, and the unread rows kept here. */
export async function unreadNotificationsCount(db: MechwarDatabase, ownerId: number): Promise<number> {
  const [beyond, kept] = await Promise.all([
    db.meta.get(unreadBeyondKey(ownerId)),
    db.notifications
      .where('[_ownerId+created_at]')
      .between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey])
      .filter((row) => !row.readed_at)
      .count(),
  ]);
  return (typeof beyond?.value === 'number' ? beyond.value : 0) + kept;
}

/** The user's conversation about something (a trip, a travel request), or undefined: pages link to it. */
export function conversationAbout(db: MechwarDatabase, ownerId: number, contextType: string, contextId: number): Promise<ConversationRow | undefined> {
  // A user has a few hundred conversations at most: a scan of theirs costs less than an index kept for it.
  return db.conversations.filter((c) => c._ownerId === ownerId && c.context_type === contextType && c.context_id === contextId).first();
}
