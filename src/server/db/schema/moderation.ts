// The staff's actions on reports (issue 40): the audit log every dismissal, warning, hiding and suspension is written to.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

/**
 * One staff action on a reported subject, with its note. Kept when the staff member or the person leaves (names
 * then read as null), so the log stays whole; nothing ever updates or deletes a row.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A suspension's length in days; null for good, and for the other actions. */
    days: integer('days'),
    note: text('note').notNull(),
    /** How many open reports of the subject this action settled. */
    reportsSettled: integer('reports_settled').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    check('staff_actions_action_known', sql`${table.action} in ('dismiss', 'warn', 'hide', 'suspend', 'correct_gender')`),
    index('staff_actions_created_index').on(table.createdAt, table.id),
  ],
);
