// Every text message the server sends: what it is for, where it is in its journey and what the provider said.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Where a text is: waiting for its job, being handed to a provider, handed over, on the phone, or given up. */
export type TextStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';

/** Why a text is sent: an account code, or a parcel's recipient. */
export type TextPurpose = 'verify' | 'reset' | 'parcel' | 'sos';

/**
 * One row a text, written in the transaction of the write that causes it, with the job that sends it (id = the job's
 * id, and the id given to providers that deduplicate by it). The body is kept only until the text is handed over: a
 * code must not outlive its text in the database.
 */
export const texts = pgTable(
  'texts',
  {
    id: uuid('id').primaryKey(),
    /** E.164: +216 and eight digits. */
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<TextPurpose>().notNull(),
    body: text('body'),
    /** 'GSM-7' or 'UCS-2' (Arabic), and how many SMS segments the body takes. */
    encoding: text('encoding').notNull(),
    segments: integer('segments').notNull(),
    status: text('status').$type<TextStatus>().notNull(),
    /** The provider that took it (or is taking it): the fallback's name once the first gave up. */
    provider: text('provider'),
    providerId: text('provider_id'),
    /** Why it failed, in the provider's words, or what stopped it here. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The request that caused it, so the log of its job can be read beside the request's. */
    requestId: text('request_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('texts_created_at_index').on(table.createdAt), index('texts_provider_id_index').on(table.provider, table.providerId)],
);
