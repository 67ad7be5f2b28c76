// The conversations, booking-card messages and notifications that trips and bookings leave behind.
import { and, eq, inArray } from 'drizzle-orm';
import { BOOKING_SUBJECT_TYPE, TRIP_CONTEXT_TYPE } from '../../contract/conversations';
import type { Executor, Tx } from '../db/client';
import { cities, conversationParticipants, conversations, messages, notifications, type TripRow } from '../db/schema';
import { recordDelivery } from '../live/deliveries';
import { isVisibleTo } from './chat-json';
import { messageLabel, sourceWording, type MessageLabel } from '../../contract/message-label';

export { BOOKING_SUBJECT_TYPE, MESSAGE_TYPE, RATING_SUBJECT_TYPE } from '../../contract/conversations';

type Route = Pick<TripRow, 'departureCityId' | 'arrivalCityId'>;

/** The route of a trip or a request in notifications: "{from} → {to}" with its cities, each worded in the reader's language. */
export async function routeLabel(tx: Executor, trip: Route): Promise<MessageLabel> {
  const rows = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, [trip.departureCityId, trip.arrivalCityId]));
  const city = (id: number) => messageLabel(rows.find((c) => c.id === id)?.name ?? '?');
  return messageLabel('{from} → {to}', { from: city(trip.departureCityId), to: city(trip.arrivalCityId) });
}

/** "Tunis → Sousse", the title of a trip's or a request's conversations and the route in texts. */
export const routeOf = async (tx: Executor, trip: Route): Promise<string> => sourceWording(await routeLabel(tx, trip));

/** What a conversation is about: Laravel's model name and id (a trip, a travel request), and its title. */
export interface ConversationContext {
  type: string;
  id: number;
  title: () => Promise<string>;
}

/**
 * The conversation between two users about something, created on first use. The unique (context, participants)
 * index makes two first messages sent at once land in one conversation: the loser's insert does nothing and it
 * reads the winner's row.
 */
export async function conversationAbout(tx: Tx, context: ConversationContext, userIds: [number, number], now: Date): Promise<number> {
  const participantsKey = [...userIds].sort((a, b) => a - b).join(':');
  const where = and(eq(conversations.contextType, context.type), eq(conversations.contextId, context.id), eq(conversations.participantsKey, participantsKey));
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(where);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(conversations)
    .values({ title: await context.title(), contextType: context.type, contextId: context.id, participantsKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!created) {
    const [winner] = await tx.select({ id: conversations.id }).from(conversations).where(where);
    if (!winner) throw new Error('conversation vanished while being created');
    return winner.id;
  }
  await tx
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: created.id, userId })))
    .onConflictDoNothing();
  return created.id;
}

/** The conversation between two users about a trip, titled by its route. */
export const conversationAboutTrip = (tx: Tx, trip: TripRow, userIds: [number, number], now: Date) =>
  conversationAbout(tx, { type: TRIP_CONTEXT_TYPE, id: trip.id, title: () => routeOf(tx, trip) }, userIds, now);

/** A viewer id no one has: a message visible to them is visible to every participant. */
const NOBODY = -1;

export interface NewMessage {
  conversationId: number;
  type: number;
  senderId: number;
  text: string;
  targetUserId?: number | null;
  subject?: { type: string; id: number };
  /** The sender's device's own id for a message typed there (see the messages table). */
  clientId?: string | null;
}

export async function addMessage(tx: Tx, message: NewMessage, now: Date): Promise<number> {
  const [created] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      type: message.type,
      senderId: message.senderId,
      content: { text: message.text },
      targetUserId: message.targetUserId ?? null,
      subjectType: message.subject?.type ?? null,
      subjectId: message.subject?.id ?? null,
      clientId: message.clientId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: messages.id });
  // Only those who may read it see their conversation move up.
  const readers = isVisibleTo({ type: message.type, targetUserId: message.targetUserId ?? null }, NOBODY)
    ? eq(conversationParticipants.conversationId, message.conversationId)
    : and(eq(conversationParticipants.conversationId, message.conversationId), eq(conversationParticipants.userId, message.targetUserId!));
  await tx.update(conversationParticipants).set({ lastMessageAt: now }).where(readers);
  recordDelivery({ kind: 'message', messageId: created!.id });
  return created!.id;
}

/** A card shows its subject's status: touching its message sends it again, and clients replace it by id. */
export async function touchSubjectCards(tx: Tx, subjectType: string, subjectId: number, now: Date): Promise<void> {
  const touched = await tx
    .update(messages)
    .set({ updatedAt: now })
    .where(and(eq(messages.subjectType, subjectType), eq(messages.subjectId, subjectId)))
    .returning({ id: messages.id });
  for (const { id } of touched) recordDelivery({ kind: 'message', messageId: id });
}

export const touchBookingCard = (tx: Tx, bookingId: number, now: Date) => touchSubjectCards(tx, BOOKING_SUBJECT_TYPE, bookingId, now);

export interface NewNotification {
  userId: number;
  /** A catalog key with its values (server.json), worded in the reader's language whenever it is read. */
  title: MessageLabel;
  /** A plain string is a person's own words (a chat message): shown as written, never translated. */
  message: MessageLabel | string;
  imageUrl?: string | null;
  webUrl: string;
}

/**
 * The one way to tell a user something: stores the notification, and once the write commits it goes live on the
 * user's notifications channel and to their push subscriptions. Every slice notifies through this.
 */
export async function notify(tx: Tx, notification: NewNotification, now: Date): Promise<number> {
  const { title, message, ...row } = notification;
  // Kept as keys with values, worded when read (the list, the live event, the push message) in the reader's language;
  // the source wording beside them is what a process of an earlier version, still running, shows.
  const [created] = await tx
    .insert(notifications)
    .values({
      ...row,
      title: sourceWording(title),
      message: typeof message === 'string' ? message : sourceWording(message),
      titleLabel: title,
      messageLabel: typeof message === 'string' ? null : message,
      imageUrl: notification.imageUrl ?? null,
      createdAt: now,
    })
    .returning({ id: notifications.id });
  recordDelivery({ kind: 'notification', notificationId: created!.id });
  return created!.id;
}
