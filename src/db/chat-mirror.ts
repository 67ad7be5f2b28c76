// Writes the chat and notifications the server sent (pulled pages and live events) into the mirror, as the
// signed-in user sees them; messages typed here and not sent yet, and fields still queued, survive every write.
import type { Conversation, Message } from '../contract/conversations';
import type { Notification } from '../contract/notifications';
import type { ConversationRow, MechwarDatabase, MessageRow, NotificationRow } from './database';
import { mirrorRows } from './mirror';
import { joinSentMessages } from './sent-messages';

/** Rows without a time are left out of the list's index: give them their creation time. */
export function toConversationRow(conversation: Conversation, ownerId: number): ConversationRow {
  return { ...conversation, last_message_at: conversation.last_message_at ?? conversation.created_at ?? '', _ownerId: ownerId };
}

/** Server messages into the mirror; one typed here whose answer was lost replaces the copy still shown as waiting. */
export async function mirrorMessages(db: MechwarDatabase, ownerId: number, messages: Message[], requestedAt = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, db.messages, db.conversations, async () => {
    await joinSentMessages(db, messages);
    await mirrorRows(db, db.messages, messages.map((message): MessageRow => ({ ...message, _ownerId: ownerId })), requestedAt);
  });
}

/** A page of conversations: each with its last message, which also joins the conversation's messages. */
export async function mirrorConversations(
  db: MechwarDatabase,
  ownerId: number,
  conversations: Conversation[],
  requestedAt = Date.now(),
): Promise<void> {
  const messages = conversations.flatMap((c) => c.messages);
  await db.transaction('rw', db.outbox, db.messages, db.conversations, async () => {
    // First: a conversation whose waiting message is joined takes the server's last message, not the waiting one.
    await joinSentMessages(db, messages);
    await mirrorRows(db, db.conversations, conversations.map((c) => toConversationRow(c, ownerId)), requestedAt);
    await mirrorMessages(db, ownerId, messages, requestedAt);
  });
}

/**
 * A live `MessagingEvent`: the message is stored once (a repeat, or one already pulled, replaces it by id) and the
 * conversation takes the server's view of it — moved to the top, its unread count as the server counts it.
 */
export async function applyMessagingEvent(db: MechwarDatabase, ownerId: number, event: { message: Message; conversation: Conversation }) {
  const conversation = { ...event.conversation, messages: event.conversation.messages.length ? event.conversation.messages : [event.message] };
  // One transaction: the screens' live queries run again once, with the conversation and the message together.
  await db.transaction('rw', db.conversations, db.messages, db.outbox, async () => {
    await joinSentMessages(db, [event.message]);
    await mirrorRows(db, db.conversations, [toConversationRow(conversation, ownerId)]);
    const last = conversation.messages.filter((m) => m.id !== event.message.id);
    await mirrorMessages(db, ownerId, [...last, event.message]);
  });
}

/** The user read the conversation on another device: its unread dot goes here too (unless a read is queued here). */
export async function applyConversationRead(db: MechwarDatabase, conversationId: number): Promise<void> {
  await db.transaction('rw', db.conversations, async () => {
    const row = await db.conversations.get(conversationId);
    if (row && row.unread_messages_count !== 0) await db.conversations.put({ ...row, unread_messages_count: 0, _syncedAt: Date.now() });
  });
}

export async function mirrorNotifications(db: MechwarDatabase, ownerId: number, notifications: Notification[], requestedAt = Date.now()) {
  await mirrorRows(db, db.notifications, notifications.map((n): NotificationRow => ({ ...n, _ownerId: ownerId })), requestedAt);
}
