// Reports ("Signaler", issue 40): who reported what, why, and the content as it stood, for the staff desk.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

/**
 * One person's report of a subject (a user, trip, announcement, message or review). `snapshot` keeps the reported
 * content as it was, so staff read what was reported even after it is edited or deleted. Status 0 open, 1 dismissed,
 * 2 actioned (contract `REPORT_STATUS`). One open report per reporter and subject: reporting again adds nothing.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    // A reporter who deletes their account leaves the report for staff, without a name.
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The reported person: the user reported, or the author of the reported content. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text'),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    status: integer('status').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    check('reports_status_known', sql`${table.status} between 0 and 2`),
    check('reports_subject_type_known', sql`${table.subjectType} in ('user', 'trip', 'announcement', 'message', 'review')`),
    check('reports_reason_known', sql`${table.reason} in ('harassment', 'dangerous_driving', 'fake_profile', 'no_show', 'scam', 'other')`),
    check('reports_text_length', sql`${table.text} is null or char_length(${table.text}) <= 1000`),
    index('reports_open_subject_index').on(table.status, table.subjectType, table.subjectId),
    index('reports_subject_user_index').on(table.subjectUserId),
    uniqueIndex('reports_open_once_per_reporter')
      .on(table.reporterId, table.subjectType, table.subjectId)
      .where(sql`${table.status} = 0`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
