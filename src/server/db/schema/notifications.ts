// The notifications a person reads in the dropdown.
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownedBy } from './accounts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    webUrl: text('web_url'),
    /** Laravel's spelling, kept so the PWA also runs against the original backend. */
    readedAt: at('readed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('notifications_user_created_index').on(table.userId, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
