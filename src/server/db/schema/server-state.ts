// What the server keeps for itself, shared by every process: attempt counters, stored answers of writes,
// settings and live events too large to NOTIFY.
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownedBy } from './accounts';

/** Fixed-window counters, in the database so that every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});

/** The stored answer of a mutation, keyed by (user, Idempotency-Key); status 0 while the write is running. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    /** The JSON text of the answer, byte for byte (jsonb would reorder its keys). */
    body: text('body'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key_unique').on(table.userId, table.key)],
);

/** Server-wide values made once and kept, such as the VAPID key pair generated on first start. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * A live event too large for a NOTIFY payload (8,000 bytes): the publishing process stores it here and NOTIFYs its
 * id; every process reads it back and delivers it to its own sockets. Rows are pruned minutes later.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    channels: jsonb('channels').$type<string[]>().notNull(),
    event: text('event').notNull(),
    data: text('data').notNull(),
    exceptSocketId: text('except_socket_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('live_events_created_at_index').on(table.createdAt)],
);
