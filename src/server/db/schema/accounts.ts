// The tables of a person's account: the user, their tokens and OTPs, and the browsers that receive their pushes.
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAndUpdated } from './columns';

/** A row that belongs to a person and goes with their account. */
export const ownedBy = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
  /** Staff decide on documents and driver applications at /staff (DESIGN.md §7). */
  isStaff: boolean('is_staff').notNull().default(false),
  /** The language the person reads the product in (`fr`, `ar`, `en`): their notifications, push messages and texts
   *  are written in it. Null until they choose one (French then, or the request's Accept-Language). */
  locale: text('locale'),
  /** Whether the person chose `locale` (the language menu) rather than a device telling it its own: only a chosen
   *  language follows the account to another device; otherwise each device keeps its own. */
  localeChosen: boolean('locale_chosen').notNull().default(false),
  /**
   * The approved ratings the person received, kept by the trigger ratings_keep_user_totals (migration 0018) on every
   * write to ratings: a trip card shows its driver's stars without averaging their ratings at each read.
   */
  ratingCount: integer('rating_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  /**
   * What the person's badges show (issue 40 §6), kept by the triggers of migration 0031 so a trip card reads them
   * from its driver's row: until when the identity card (type 1) and the driving licence (type 2) stay verified —
   * null unless approved, 'infinity' when the document does not expire — and the trips completed, driven or ridden.
   */
  identityVerifiedUntil: date('identity_verified_until', { mode: 'string' }),
  licenceVerifiedUntil: date('licence_verified_until', { mode: 'string' }),
  tripsCompleted: integer('trips_completed').notNull().default(0),
  /**
   * A suspension by staff (issue 40): from `suspended_at` until `suspended_until`, or for good when that is null.
   * Sign-in is refused meanwhile; a lapsed suspension needs no clearing.
   */
  suspendedAt: at('suspended_at'),
  suspendedUntil: at('suspended_until'),
  /** "female", "male" or null (issue 40): stated by the person, private, used only for rides between women. */
  gender: text('gender'),
  /** Up to three people texted when this person calls for help during a ride (issue 40); only they ever read it. */
  emergencyContacts: jsonb('emergency_contacts').$type<{ name: string; phone: string }[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const TOKEN_KINDS = ['access', 'refresh', 'reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Access, refresh and reset tokens. Only the SHA-256 of the secret is kept (and a spent refresh token's sealed successor). */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    secretHash: text('secret_hash').notNull(),
    /** A refresh token points to the access token it was issued with, so logout revokes both. */
    accessTokenId: integer('access_token_id'),
    /**
     * The access token of the login that started this chain of refreshes, so a replayed refresh token revokes the
     * whole chain. Null on that access token itself, and on rows from before families (each its own family).
     */
    familyId: integer('family_id'),
    /** The refresh token issued when this one was spent by a refresh; set only then, never cleared. */
    successorId: integer('successor_id'),
    /** That new pair, sealed with a key only the presented refresh secret gives, for a replay within the grace window. */
    sealedSuccessor: text('sealed_successor'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('tokens_secret_hash_unique').on(table.secretHash),
    index('tokens_user_id_index').on(table.userId),
    index('tokens_family_id_index').on(table.familyId),
  ],
);

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The one current OTP per user and purpose; a resend replaces it. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    sentAt: at('sent_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (table) => [uniqueIndex('otps_user_purpose_unique').on(table.userId, table.purpose)],
);

/** A browser's Web Push subscription (spec 000 §3): one row per endpoint, moved to whoever subscribed it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's p256dh key and auth secret, base64 text as the subscription gives them. */
    publicKey: text('public_key').notNull(),
    authToken: text('auth_token').notNull(),
    ...createdAndUpdated(),
  },
  (table) => [index('push_subscriptions_user_id_index').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
