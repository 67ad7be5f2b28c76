// Blocks ("Bloquer", issue 40): who blocked whom. Either direction keeps the two apart on every write and list.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';

/**
 * One person's block of another. The pair is the key: blocking again adds nothing. The reverse index serves "who
 * blocked me", read with "whom I blocked" whenever a list or a write must keep the two apart.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_index').on(table.blockedId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;
