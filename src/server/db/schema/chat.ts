// The chat's tables: conversations, their participants and messages, and the ratings asked for in them.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users, ownedBy } from './accounts';
import { trips } from './trips';

/**
 * A chat about something (a trip: context_type `App\\Models\\Trip`). `participants_key` is the sorted user ids
 * ("3:9"), unique per context, so two concurrent first messages share one conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contextType: text('context_type'),
    contextId: integer('context_id'),
    participantsKey: text('participants_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('conversations_context_participants_unique').on(table.contextType, table.contextId, table.participantsKey)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    lastReadAt: at('last_read_at'),
    /**
     * The newest message this participant may read: their list is ordered by it, so a feedback request or a notice
     * meant for someone else does not move the conversation up for them.
     */
    lastMessageAt: at('last_message_at'),
  },
  (table) => [
    uniqueIndex('conversation_participants_unique').on(table.conversationId, table.userId),
    index('conversation_participants_user_id_index').on(table.userId),
  ],
);

/** Message type: 0 text, 1 feedback request, 2 booking request (subject: the booking), 3 system notice, 4 parcel request. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    type: integer('type').notNull().default(0),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Its words; `hidden` once staff hid it (issue 40: the words are gone, the report's snapshot keeps them). */
    content: jsonb('content').$type<{ text: string; hidden?: boolean }>().notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    createdAt: at('created_at').notNull(),
    /** Moves when the subject changes (a booking accepted), so clients know to refresh the card. */
    updatedAt: at('updated_at').notNull(),
    /**
     * The id the sender's device gave the message it typed: echoed with the message, so a device whose answer was
     * lost joins the copy it pulls (or hears live) to the one it still shows as waiting.
     */
    clientId: text('client_id'),
  },
  (table) => [
    check('messages_type_known', sql`${table.type} between 0 and 4`),
    index('messages_conversation_created_index').on(table.conversationId, table.createdAt),
    index('messages_subject_index').on(table.subjectType, table.subjectId),
  ],
);

export { RATING_STATUS } from '../../../contract/ratings';

/** A review of a user after a trip; the trip may be deleted later ("Trajet supprimé"). */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    reviewerId: ownedBy('reviewer_id'),
    ratedUserId: ownedBy('rated_user_id'),
    rating: integer('rating'),
    comment: text('comment'),
    status: integer('status').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    check('ratings_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    index('ratings_rated_user_index').on(table.ratedUserId, table.status),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
