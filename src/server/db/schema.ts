// The server's PostgreSQL tables (drizzle pg-core): accounts, tokens, OTPs, rate limits, idempotency, cities, drivers.
import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** The canonical eight Tunisian digits (contract `canonicalPhone`). */
  phone: text('phone').notNull().unique(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  /** Path of the avatar under the files directory, e.g. `avatars/…jpg`. */
  image: text('image'),
  phoneVerifiedAt: at('phone_verified_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const TOKEN_KINDS = ['access', 'refresh', 'reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Access, refresh and reset tokens. Only the SHA-256 of the secret is kept. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** A refresh token points to the access token it was issued with, so logout revokes both. */
    accessTokenId: integer('access_token_id'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('tokens_secret_hash_unique').on(table.secretHash), index('tokens_user_id_index').on(table.userId)],
);

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The one current OTP per user and purpose; a resend replaces it. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    sentAt: at('sent_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [uniqueIndex('otps_user_purpose_unique').on(table.userId, table.purpose)],
);

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Driver application: 0 pending, 1 approved, 2 rejected (contract DRIVER_VERIFICATION). */
export const driverVerifications = pgTable('driver_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: integer('status').notNull().default(0),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    plateNumber: text('plate_number').notNull().unique(),
    seats: integer('seats').notNull().default(4),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('vehicles_user_id_index').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
