// Delivers what committed writes recorded: live events to each person concerned, and Web Push for notifications.
import { eq } from 'drizzle-orm';
import { channels, events } from '../../contract/realtime';
import type { ServerContext } from '../context';
import { conversationParticipants, conversations, messages, notifications } from '../db/schema';
import { isVisibleTo, loadConversations, loadMessages } from '../marketplace/chat-json';
import { notificationJson } from '../marketplace/notification-json';
import type { Delivery } from './deliveries';

/** One chain per process, so events reach each channel in the order their writes committed. */
let chain: Promise<void> = Promise.resolve();

export function deliver(context: ServerContext, deliveries: Delivery[]): void {
  if (deliveries.length === 0) return;
  chain = chain
    .then(() => deliverNow(context, deliveries))
    // A lost live event costs a refresh, never data: clients pull what they missed on reconnect.
    .catch((error: unknown) => console.error('live delivery failed:', error));
}

/** Pushes on their way: not part of the chain, so a slow push service holds up no live event. */
const pushes = new Set<Promise<void>>();

/** Waits for every delivery handed over so far, pushes included (tests, and a clean shutdown). */
export async function deliveriesSettled(): Promise<void> {
  await chain;
  await Promise.all([...pushes]);
}

async function deliverNow(context: ServerContext, deliveries: Delivery[]): Promise<void> {
  for (const delivery of deliveries) {
    if (delivery.kind === 'message') await deliverMessage(context, delivery.messageId);
    else if (delivery.kind === 'notification') await deliverNotification(context, delivery.notificationId);
    else if (delivery.kind === 'conversationRead') {
      await context.realtime.publish([channels.messages(delivery.userId)], events.conversationRead, {
        conversation_id: delivery.conversationId,
        unread_messages_count: 0,
      });
    } else if (delivery.kind === 'tripPosition') {
      await context.realtime.publish([channels.trip(delivery.tripId)], events.tripPosition, delivery.payload);
    } else if (delivery.kind === 'sms') {
      await context.sms.send(delivery.message);
    } else {
      await context.realtime.publish(
        delivery.userIds.map((id) => channels.user(id)),
        events.changed,
        { subject: delivery.subject, id: delivery.id },
      );
    }
  }
}

/**
 * `MessagingEvent` to every participant who may read the message, each with the conversation as they see it (their
 * unread count). The others first: the sender's own copy only keeps their other devices in step.
 */
async function deliverMessage(context: ServerContext, messageId: number): Promise<void> {
  const [message] = await loadMessages(context.db, eq(messages.id, messageId));
  if (!message) return;
  const participants = await context.db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, message.conversation_id));
  const readers = participants
    .map((p) => p.userId)
    .filter((id) => isVisibleTo({ type: message.type, targetUserId: message.target_user_id ?? null }, id))
    .sort((a, b) => Number(a === message.sender_id) - Number(b === message.sender_id));
  for (const readerId of readers) {
    const [conversation] = await loadConversations(context.db, readerId, { where: eq(conversations.id, message.conversation_id) });
    if (!conversation) continue;
    await context.realtime.publish([channels.messages(readerId)], events.message, { message, conversation });
  }
}

async function deliverNotification(context: ServerContext, notificationId: number): Promise<void> {
  const [row] = await context.db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return;
  const json = notificationJson(row);
  await context.realtime.publish([channels.notifications(row.userId)], events.notification, json);
  // Not awaited: a slow push service must not hold up the live events queued behind this one (it never throws).
  const push = context.webPush.sendToUser(row.userId, {
    id: json.id,
    title: json.title,
    message: json.message,
    image_url: json.image_url,
    web_url: json.web_url,
  });
  pushes.add(push);
  void push.finally(() => pushes.delete(push));
}
