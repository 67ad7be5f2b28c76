// The notifications a person reads in the dropdown.
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { MessageLabel } from '../../../contract/message-label';
import { at } from './columns';
import { ownedBy } from './accounts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    /** The source wording: what an earlier version stored (already in the recipient's language) and still reads. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The catalog key with its values, worded in the reader's language when read; null on rows of earlier versions. */
    titleLabel: jsonb('title_label').$type<MessageLabel>(),
    /** Null with a title label: the message is a person's own words (a chat message), shown as written. */
    messageLabel: jsonb('message_label').$type<MessageLabel>(),
    imageUrl: text('image_url'),
    webUrl: text('web_url'),
    /** Laravel's spelling, kept so the PWA also runs against the original backend. */
    readedAt: at('readed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('notifications_user_created_index').on(table.userId, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
