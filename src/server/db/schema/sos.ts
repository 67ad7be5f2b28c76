// SOS alerts (issue 40): who called for help during which ride, from where, and how many contacts were texted.
import { doublePrecision, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './accounts';
import { trips } from './trips';

/** An SOS a person sent from a trip under way: where they were, and how many contacts were texted. */
export const sosAlerts = pgTable(
  'sos_alerts',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    positionAt: at('position_at'),
    contactsTold: integer('contacts_told').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('sos_alerts_created_index').on(table.createdAt, table.id)],
);
