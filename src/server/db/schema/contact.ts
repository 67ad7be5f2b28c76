// The contact form's tables: captcha challenges and the messages the staff desk reads.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

/**
 * A captcha image shown to one visitor: keyed by a hash of the visitor's cookie, holding a hash of the answer, until
 * its first check (right or wrong) or its expiry. In the database so every server process agrees.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('captcha_challenges_expires_index').on(table.expiresAt)],
);

/** A message of the contact form (spec 000 §2); topic 0 technical problem, 1 complaint, 2 improvement, 3 other. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    topic: integer('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [check('contact_messages_topic_known', sql`${table.topic} between 0 and 3`), index('contact_messages_created_index').on(table.createdAt)],
);
