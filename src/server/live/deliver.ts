// Delivers what committed writes recorded: live events to each person concerned, and Web Push for notifications.
import { eq } from 'drizzle-orm';
import { channels, events } from '../../contract/realtime';
import type { ServerContext } from '../context';
import { conversationParticipants, conversations, messages, notifications } from '../db/schema';
import { isVisibleTo, loadConversations, loadMessages } from '../marketplace/chat-json';
import { notificationJson } from '../marketplace/notification-json';
import type { Delivery } from './deliveries';

/** What a delivery does once its turn comes: publish its events (and start a push), in order. */
type Send = () => Promise<void>;

/** One chain per process, so events reach each channel in the order their writes committed. */
let chain: Promise<void> = Promise.resolve();

/**
 * Builds the deliveries' events at once, side by side with those of other writes, and sends them when the chain gets
 * there. Built in the chain, one read after another, each round trip waited for a busy event loop: under a full load of
 * searches the events of 10 bookings a second took longer to build than a second, and fell ever further behind.
 */
export function deliver(context: ServerContext, deliveries: Delivery[]): void {
  if (deliveries.length === 0) return;
  // Each settles (a failed one logged, sending nothing) before the chain waits for it: nothing rejects unheard.
  const built = Promise.all(deliveries.map((delivery) => build(context, delivery).catch(failed)));
  chain = chain
    .then(async () => {
      for (const sends of await built) for (const send of sends) await send();
    })
    // A lost live event costs a refresh, never data: clients pull what they missed on reconnect.
    .catch((error: unknown) => void failed(error));
}

function failed(error: unknown): Send[] {
  console.error('live delivery failed:', error);
  return [];
}

/** Pushes on their way: not part of the chain, so a slow push service holds up no live event. */
const pushes = new Set<Promise<void>>();

/** Waits for every delivery handed over so far, pushes included (tests, and a clean shutdown). */
export async function deliveriesSettled(): Promise<void> {
  await chain;
  await Promise.all([...pushes]);
}

async function build(context: ServerContext, delivery: Delivery): Promise<Send[]> {
  const publish = (channelNames: string[], event: string, data: unknown): Send => () => context.realtime.publish(channelNames, event, data);
  switch (delivery.kind) {
    case 'message':
      return messageEvents(context, delivery.messageId);
    case 'notification':
      return notificationEvent(context, delivery.notificationId);
    case 'conversationRead':
      return [
        publish([channels.messages(delivery.userId)], events.conversationRead, {
          conversation_id: delivery.conversationId,
          unread_messages_count: 0,
        }),
      ];
    case 'tripPosition':
      return [publish([channels.trip(delivery.tripId)], events.tripPosition, delivery.payload)];
    case 'sms':
      return [() => context.sms.send(delivery.message)];
    case 'changed':
      return [publish(delivery.userIds.map((id) => channels.user(id)), events.changed, { subject: delivery.subject, id: delivery.id })];
  }
}

/**
 * `MessagingEvent` to every participant who may read the message, each with the conversation as they see it (their
 * unread count). The others first: the sender's own copy only keeps their other devices in step.
 */
async function messageEvents(context: ServerContext, messageId: number): Promise<Send[]> {
  const db = context.database.live;
  const [message] = await loadMessages(db, eq(messages.id, messageId));
  if (!message) return [];
  const participants = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, message.conversation_id));
  const readers = participants
    .map((p) => p.userId)
    .filter((id) => isVisibleTo({ type: message.type, targetUserId: message.target_user_id ?? null }, id))
    .sort((a, b) => Number(a === message.sender_id) - Number(b === message.sender_id));
  const seen = await Promise.all(
    readers.map(async (readerId) => {
      const [conversation] = await loadConversations(db, readerId, { where: eq(conversations.id, message.conversation_id) });
      return { readerId, conversation };
    }),
  );
  return seen.flatMap(({ readerId, conversation }) =>
    conversation ? [() => context.realtime.publish([channels.messages(readerId)], events.message, { message, conversation })] : [],
  );
}

async function notificationEvent(context: ServerContext, notificationId: number): Promise<Send[]> {
  const [row] = await context.database.live.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return [];
  const json = notificationJson(row);
  return [
    async () => {
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
    },
  ];
}
