// Delivers what committed writes recorded: live events to each person concerned (texts and pushes are jobs).
import { eq } from 'drizzle-orm';
import { channels, events } from '../../contract/realtime';
import type { ServerContext } from '../context';
import { conversationParticipants, messages, notifications } from '../db/schema';
import { isVisibleTo } from '../chat/chat-json';
import { accountLocale } from '../i18n/account-locale';
import { notificationJson } from '../notifications/notification-json';
import type { Delivery } from './deliveries';
import type { MessageRecipe } from './render';

/** What a delivery does once its turn comes: publish its events, in order. */
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

/** Waits for every delivery handed over so far (tests, and a clean shutdown). */
export async function deliveriesSettled(): Promise<void> {
  await chain;
}

async function build(context: ServerContext, delivery: Delivery): Promise<Send[]> {
  const publish =
    (channelNames: string[], event: string, data: unknown): Send =>
    () =>
      context.realtime.publish(channelNames, event, data);
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
    case 'tripFollowingLost':
      return [() => context.realtime.revoke(channels.trip(delivery.tripId), delivery.userId)];
    case 'sessionsEnded':
      return [channels.messages, channels.notifications, channels.user].map(
        (channel) => () => context.realtime.revoke(channel(delivery.userId), delivery.userId),
      );
    case 'sms':
      // Enqueued in the write's transaction (idempotency.ts): never here.
      return [];
    case 'changed':
      return [
        publish(
          delivery.userIds.map((id) => channels.user(id)),
          events.changed,
          { subject: delivery.subject, id: delivery.id },
        ),
      ];
  }
}

/**
 * `MessagingEvent` to every participant who may read the message, rendered where they are connected (live/render.ts).
 * The others first: the sender's own copy only keeps their other devices in step.
 */
async function messageEvents(context: ServerContext, messageId: number): Promise<Send[]> {
  const rows = await context.database.live
    .select({ type: messages.type, targetUserId: messages.targetUserId, senderId: messages.senderId, readerId: conversationParticipants.userId })
    .from(messages)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, messages.conversationId))
    .where(eq(messages.id, messageId));
  const readers = rows
    .filter((row) => isVisibleTo(row, row.readerId))
    .sort((a, b) => Number(a.readerId === a.senderId) - Number(b.readerId === b.senderId))
    .map((row) => row.readerId);
  if (readers.length === 0) return [];
  const rendered = readers.map((reader) => ({
    channel: channels.messages(reader),
    event: events.message,
    recipe: { message: messageId, reader } satisfies MessageRecipe,
  }));
  return [() => context.realtime.publishRendered(rendered)];
}

async function notificationEvent(context: ServerContext, notificationId: number): Promise<Send[]> {
  const [row] = await context.database.live.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return [];
  // Worded in the recipient's language, as their list shows it.
  const json = notificationJson(row, await accountLocale(context.database.live, row.userId));
  // Its pushes are jobs, enqueued with the write (push/push-job.ts).
  return [() => context.realtime.publish([channels.notifications(row.userId)], events.notification, json)];
}
