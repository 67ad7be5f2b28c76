// Writes the chat and notifications the server sent (pulled pages and live events) into the mirror, as the
// signed-in user sees them; messages typed here and not sent yet, and fields still queued, survive every write.
import type { Conversation, Message } from '../contract/conversations';
import type { Notification, NotificationsResponse } from '../contract/notifications';
import { Dexie } from 'dexie';
import type { ConversationRow, MechwarDatabase, MessageRow, NotificationRow } from './database';
import { mirrorRows } from './mirror';
import { LIVE_STATES } from './outbox-entry';
import { joinSentMessages } from './sent-messages';
import { unreadBeyondKey } from './chat-queries';

/** Rows without a time are left out of the list's index: give them their creation time. */
export function toConversationRow(conversation: Conversation, ownerId: number): ConversationRow {
  return { ...conversation, last_message_at: conversation.last_message_at ?? conversation.created_at ?? '', _ownerId: ownerId };
}

/** Server messages into the mirror; one typed here whose answer was lost replaces the copy still shown as waiting. */
export async function mirrorMessages(db: MechwarDatabase, ownerId: number, messages: Message[], requestedAt = Date.now()): Promise<void> {
  await db.transaction('rw', db.outbox, db.messages, db.conversations, async () => {
    await joinSentMessages(db, messages);
    await mirrorRows(
      db,
      db.messages,
      messages.map((message): MessageRow => ({ ...message, _ownerId: ownerId })),
      requestedAt,
    );
  });
}

/** A page of conversations: each with its last message, which also joins the conversation's messages. */
export async function mirrorConversations(db: MechwarDatabase, ownerId: number, conversations: Conversation[], requestedAt = Date.now()): Promise<void> {
  const messages = conversations.flatMap((c) => c.messages);
  await db.transaction('rw', db.outbox, db.messages, db.conversations, async () => {
    // First: a conversation whose waiting message is joined takes the server's last message, not the waiting one.
    await joinSentMessages(db, messages);
    await mirrorRows(
      db,
      db.conversations,
      conversations.map((c) => toConversationRow(c, ownerId)),
      requestedAt,
    );
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
  await mirrorRows(
    db,
    db.notifications,
    notifications.map((n): NotificationRow => ({ ...n, _ownerId: ownerId })),
    requestedAt,
  );
}

/**
 * A pulled page of notifications (the server's 50 newest) with its unread count: the rows join the mirror, kept rows
 * the page no longer holds leave it (they are older than its 50, or gone), and the unread ones the server counts
 * beyond the page are noted, so the badge says what the server counts and follows what happens here.
 */
export async function mirrorNotificationPage(db: MechwarDatabase, ownerId: number, page: NotificationsResponse, requestedAt = Date.now()) {
  await db.transaction('rw', db.notifications, db.meta, db.outbox, async () => {
    await mirrorNotifications(db, ownerId, page.notifications, requestedAt);
    const inPage = new Set(page.notifications.map((row) => row.id));
    await db.notifications
      .where('[_ownerId+created_at]')
      .between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey])
      .filter((row) => !inPage.has(row.id) && !row._pending?.length && (row._syncedAt ?? 0) <= requestedAt)
      .delete();
    const unreadInPage = page.notifications.filter((row) => !row.readed_at).length;
    // "Read all" still waiting to be sent covers every one of them.
    const readAllQueued = (await db.outbox.where('userId').equals(ownerId).toArray()).some(
      (entry) => entry.kind === 'readAllNotifications' && LIVE_STATES.has(entry.state),
    );
    await db.meta.put({ key: unreadBeyondKey(ownerId), value: readAllQueued ? 0 : Math.max(0, page.countsNotifications - unreadInPage) });
  });
}
