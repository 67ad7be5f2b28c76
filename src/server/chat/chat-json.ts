// Conversations and messages as the contract describes them, always as one participant (the viewer) sees them:
// feedback requests and system notices for someone else are left out, and unread counts are the viewer's.
import { and, desc, eq, gt, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOOKING_SUBJECT_TYPE,
  MESSAGE_TYPE,
  PARCEL_SUBJECT_TYPE,
  RATING_SUBJECT_TYPE,
  TRIP_CONTEXT_TYPE,
  type Conversation,
  type Message,
} from '../../contract/conversations';
import { RATING_STATUS_TEXT, type Rating } from '../../contract/ratings';
import type { Executor } from '../db/client';
import { bookings, cities, conversationParticipants, conversations, messages, parcels, ratings, trips, users, type RatingRow } from '../db/schema';
import { PARCEL_STATUS_TEXT } from '../../contract/statuses';
import { bookingJson, imageUrlOf } from '../trips/trip-json';

const departureCity = alias(cities, 'departure_city');
const arrivalCity = alias(cities, 'arrival_city');

type Person = { id: number; firstName: string; lastName: string; image: string | null };
const personJson = (p: Person) => ({
  id: p.id,
  full_name: `${p.firstName} ${p.lastName}`.trim(),
  first_name: p.firstName,
  image_url: imageUrlOf(p.image),
});
const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image };

/** Feedback requests and system notices are for their target alone (spec 000 §6); other types every participant reads. */
export const TARGETED_TYPES = [MESSAGE_TYPE.feedbackRequest, MESSAGE_TYPE.systemNotice];

/** Messages the viewer may read: everything but a targeted type addressed to someone else. */
export const visibleTo = (viewerId: number) =>
  or(notInArray(messages.type, TARGETED_TYPES), isNull(messages.targetUserId), eq(messages.targetUserId, viewerId))!;

/** The same rule for one message row. */
export const isVisibleTo = (row: { type: number; targetUserId: number | null }, viewerId: number) =>
  !TARGETED_TYPES.includes(row.type as (typeof TARGETED_TYPES)[number]) || row.targetUserId === null || row.targetUserId === viewerId;

/** Messages in `conversationId` the viewer has not read: from others, after the viewer's last read. */
function unreadOf(viewerId: number): SQL {
  return sql`(select count(*)::int from ${messages} m
    where m.conversation_id = ${conversations.id}
      and (m.type not in (${MESSAGE_TYPE.feedbackRequest}, ${MESSAGE_TYPE.systemNotice}) or m.target_user_id is null or m.target_user_id = ${viewerId})
      and (m.sender_id is null or m.sender_id <> ${viewerId})
      and m.created_at > coalesce((select cp.last_read_at from ${conversationParticipants} cp
        where cp.conversation_id = ${conversations.id} and cp.user_id = ${viewerId}), '-infinity'::timestamptz))`;
}

export function ratingJson(row: RatingRow): Rating {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    status_text: RATING_STATUS_TEXT[row.status] ?? String(row.status),
    trip_id: row.tripId,
    reviewer_id: row.reviewerId,
    rated_user_id: row.ratedUserId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Messages matching `where`, newest first, each with its sender and its card's subject. */
export async function loadMessages(executor: Executor, where: SQL, page: { limit?: number; offset?: number } = {}): Promise<Message[]> {
  let query = executor
    .select({ message: messages, sender: personColumns })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.id))
    .$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset) query = query.offset(page.offset);
  const rows = await query;
  const subjects = await loadSubjects(
    executor,
    rows.map((r) => r.message),
  );
  return rows.map(({ message, sender }) => ({
    id: message.id,
    conversation_id: message.conversationId,
    type: message.type,
    sender_id: message.senderId,
    sender: sender?.id ? personJson(sender) : null,
    content: message.content,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
    target_user_id: message.targetUserId,
    subject_id: message.subjectId,
    subject_type: message.subjectType,
    subject: message.subjectId === null ? null : (subjects.get(`${message.subjectType}:${message.subjectId}`) ?? null),
    client_id: message.clientId,
  }));
}

/** The bookings, parcels and ratings cards show, keyed `type:id`. */
async function loadSubjects(executor: Executor, rows: (typeof messages.$inferSelect)[]) {
  const subjects = new Map<string, Message['subject']>();
  const ids = (type: string) => [...new Set(rows.filter((r) => r.subjectType === type && r.subjectId !== null).map((r) => r.subjectId!))];
  const bookingIds = ids(BOOKING_SUBJECT_TYPE);
  if (bookingIds.length) {
    const found = await executor
      .select({ booking: bookings, tripId: trips.id, from: departureCity.name, to: arrivalCity.name })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
      .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
      .where(inArray(bookings.id, bookingIds));
    for (const { booking, tripId, from, to } of found) {
      subjects.set(`${BOOKING_SUBJECT_TYPE}:${booking.id}`, {
        ...bookingJson(booking),
        trip: { id: tripId, departure_city: { name: from }, arrival_city: { name: to } },
      });
    }
  }
  const parcelIds = ids(PARCEL_SUBJECT_TYPE);
  if (parcelIds.length) {
    const found = await executor
      .select({ parcel: parcels, tripId: trips.id, from: departureCity.name, to: arrivalCity.name })
      .from(parcels)
      .innerJoin(trips, eq(trips.id, parcels.tripId))
      .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
      .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
      .where(inArray(parcels.id, parcelIds));
    // What the card shows; no recipient, codes or photo: the chat is not where those are read.
    for (const { parcel, tripId, from, to } of found) {
      subjects.set(`${PARCEL_SUBJECT_TYPE}:${parcel.id}`, {
        id: parcel.id,
        status: parcel.status,
        status_text: PARCEL_STATUS_TEXT[parcel.status] ?? String(parcel.status),
        size: parcel.size,
        description: parcel.description,
        price: Number(parcel.price),
        from_city_id: parcel.fromCityId,
        to_city_id: parcel.toCityId,
        trip: { id: tripId, departure_city: { name: from }, arrival_city: { name: to } },
      });
    }
  }
  const ratingIds = ids(RATING_SUBJECT_TYPE);
  if (ratingIds.length) {
    for (const row of await executor.select().from(ratings).where(inArray(ratings.id, ratingIds))) {
      subjects.set(`${RATING_SUBJECT_TYPE}:${row.id}`, ratingJson(row));
    }
  }
  return subjects;
}

/** The viewer's conversations matching `where` (already limited to theirs by the caller), in the order asked. */
export async function loadConversations(executor: Executor, viewerId: number, query: { where: SQL; limit?: number; offset?: number }): Promise<Conversation[]> {
  // The viewer's own last activity: the newest message they may read (or the conversation's start, before any).
  const lastActivity = sql<Date>`coalesce(${conversationParticipants.lastMessageAt}, ${conversations.createdAt})`;
  let select = executor
    .select({
      conversation: conversations,
      lastActivity: conversationParticipants.lastMessageAt,
      unread: unreadOf(viewerId).mapWith(Number),
      from: departureCity,
      to: arrivalCity,
    })
    .from(conversations)
    .leftJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewerId)))
    // Only a conversation about a trip has a trip's cities as its context.
    .leftJoin(trips, and(eq(trips.id, conversations.contextId), eq(conversations.contextType, TRIP_CONTEXT_TYPE)))
    .leftJoin(departureCity, eq(departureCity.id, trips.departureCityId))
    .leftJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
    .where(query.where)
    .orderBy(desc(lastActivity), desc(conversations.id))
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  const rows = await select;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.conversation.id);

  const people = await executor
    .select({ conversationId: conversationParticipants.conversationId, person: personColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, ids))
    .orderBy(conversationParticipants.id);
  // The newest message the viewer may read in each conversation: one row per conversation with DISTINCT ON.
  const lastIds = await executor
    .selectDistinctOn([messages.conversationId], { id: messages.id })
    .from(messages)
    .where(and(inArray(messages.conversationId, ids), visibleTo(viewerId)))
    .orderBy(messages.conversationId, desc(messages.id));
  const last = lastIds.length
    ? await loadMessages(
        executor,
        inArray(
          messages.id,
          lastIds.map((r) => r.id),
        ),
      )
    : [];

  return rows.map(({ conversation, lastActivity: viewerLast, unread, from, to }) => ({
    id: conversation.id,
    title: conversation.title,
    context_type: conversation.contextType,
    context_id: conversation.contextId,
    context:
      from && to
        ? { id: conversation.contextId ?? undefined, departure_city: { id: from.id, name: from.name }, arrival_city: { id: to.id, name: to.name } }
        : null,
    participants: people
      .filter((p) => p.conversationId === conversation.id)
      .map(({ person }) => ({ participant_id: person.id, participant: personJson(person) })),
    messages: last.filter((m) => m.conversation_id === conversation.id),
    unread_messages_count: unread,
    last_message_at: viewerLast?.toISOString() ?? null,
    created_at: conversation.createdAt.toISOString(),
  }));
}

/** Conversations the viewer takes part in. */
export const participatesIn = (viewerId: number) =>
  inArray(
    conversations.id,
    sql`(select ${conversationParticipants.conversationId} from ${conversationParticipants} where ${conversationParticipants.userId} = ${viewerId})`,
  );

/** The viewer's unread messages over all their conversations (the chat button's badge). */
export async function unreadTotal(executor: Executor, viewerId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, viewerId)),
    )
    .where(
      and(
        visibleTo(viewerId),
        or(isNull(messages.senderId), ne(messages.senderId, viewerId)),
        or(isNull(conversationParticipants.lastReadAt), gt(messages.createdAt, conversationParticipants.lastReadAt)),
      ),
    );
  return Number(row?.count ?? 0);
}
