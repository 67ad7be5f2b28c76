// Column helpers every table file shares: timestamps, the created/updated pair and prices in dinars.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

// Column helpers: each call makes new column builders, so tables never share one. They name what the columns mean;
// the database's shape is exactly what the migrations state.

/** A moment, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When the row was made and last changed, both always set by the server's clock. */
export const createdAndUpdated = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A price in dinars, kept with two decimals and read as a number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
