// The server's PostgreSQL tables (drizzle pg-core): accounts, tokens, OTPs, rate limits, idempotency, cities, drivers,
// their vehicles and documents, and the marketplace: trips, bookings, conversations and their messages, notifications,
// ratings, travel requests; and the contact messages the staff desk reads.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Column helpers: each call makes new column builders, so tables never share one. They name what the columns mean;
// the database's shape is exactly what the migrations state.

/** A row that belongs to a person and goes with their account. */
const ownedBy = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was made and last changed, both always set by the server's clock. */
const createdAndUpdated = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A price in dinars, kept with two decimals and read as a number. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** The two ends of a route (a trip, a travel request), both required. */
const routeCities = () => ({
  departureCityId: integer('departure_city_id')
    .notNull()
    .references(() => cities.id),
  arrivalCityId: integer('arrival_city_id')
    .notNull()
    .references(() => cities.id),
});

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

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Driver application: 0 pending, 1 approved, 2 rejected (contract DRIVER_VERIFICATION); one per user, resubmitted in place. */
export const driverVerifications = pgTable('driver_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: integer('status').notNull().default(0),
  /** The vehicle the user applied with; its documents are part of the application. */
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  rejectionReason: text('rejection_reason'),
  verifiedAt: at('verified_at'),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    /** Upper case with single spaces ("185 TU 4521"), so one plate cannot be registered twice in two spellings. */
    plateNumber: text('plate_number').notNull().unique(),
    seats: integer('seats').notNull().default(4),
    /** `COMFORT_LEVELS` of the contract: basic, comfort, luxury. */
    comfortLevel: text('comfort_level').notNull().default('basic'),
    insuranceNumber: text('insurance_number'),
    technicalInspectionExpiry: date('technical_inspection_expiry', { mode: 'string' }),
    /** Path of the photo under the files directory (`vehicles/…jpg`), public like avatars. */
    photo: text('photo'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('vehicles_user_id_index').on(table.userId)],
);

/** Kinds of documents (contract DOCUMENT_KIND: 0 user, 1 vehicle); fixed ids, seeded in every database. */
export const documentTypes = pgTable('document_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  kind: integer('kind').notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  isExpirable: boolean('is_expirable').notNull().default(false),
});

/**
 * An uploaded document: the user's own (vehicle_id null) or one of their vehicle's. Status 0..3 as DOCUMENT_STATUS.
 * One per (user, type) for the user's own and one per (vehicle, type); a new file replaces the old in place.
 * The file is private (under `documents/`), served only to its owner and to staff.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    status: integer('status').notNull().default(0),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    rejectionReason: text('rejection_reason'),
    verifiedAt: at('verified_at'),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    ...createdAndUpdated(),
  },
  (table) => [
    check('documents_status_known', sql`${table.status} between 0 and 3`),
    uniqueIndex('documents_user_type_unique')
      .on(table.userId, table.documentTypeId)
      .where(sql`${table.vehicleId} is null`),
    uniqueIndex('documents_vehicle_type_unique').on(table.vehicleId, table.documentTypeId),
    // The staff desk reads what is pending.
    index('documents_status_index').on(table.status),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type DriverVerificationRow = typeof driverVerifications.$inferSelect;

/** Trip status 0..4 as `TRIP_STATUS` of the contract; `available_seats` can never go below zero (no overbooking). */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    driverId: ownedBy('driver_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    ...routeCities(),
    departureLocation: text('departure_location').notNull(),
    arrivalLocation: text('arrival_location'),
    departureTime: at('departure_time').notNull(),
    arrivalTime: at('arrival_time'),
    availableSeats: integer('available_seats').notNull(),
    totalSeats: integer('total_seats').notNull(),
    pricePerSeat: money('price_per_seat').notNull(),
    description: text('description'),
    status: integer('status').notNull().default(1),
    /** When the driver tapped "Démarrer le trajet" (DESIGN.md §8); kept through a stop and a resume. */
    startedAt: at('started_at'),
    /** When sharing stopped (the driver stopped it, or the started trip was completed or cancelled); a new start clears it. */
    sharingEndedAt: at('sharing_ended_at'),
    /** "J'accepte des colis" (DESIGN.md §9): the sizes, prices and counts are in trip_parcel_offers. */
    acceptsParcels: boolean('accepts_parcels').notNull().default(false),
    /** Accepted bookings (the card's `bookings_count`), kept by the trigger bookings_keep_trip_count (migration 0018). */
    acceptedBookings: integer('accepted_bookings').notNull().default(0),
    ...createdAndUpdated(),
  },
  (table) => [
    check('trips_available_seats_not_negative', sql`${table.availableSeats} >= 0`),
    // The public list: visible statuses ordered by departure, with or without a route.
    index('trips_status_departure_index').on(table.status, table.departureTime),
    // Ride alerts (marketplace/ride-alerts.ts): the trips published on a route lately, whatever their status. The list
    // reads routes through trips_listed_route_index below; an index by route and departure was used by no plan.
    index('trips_route_created_index').on(table.departureCityId, table.arrivalCityId, table.createdAt),
    index('trips_driver_id_index').on(table.driverId),
    // `GET /api/trips` reads the listed (pending or active) trips in departure order from each side of now: all of
    // them, or those leaving from or going to one city, or one route. The route's holds the id too: a search counts
    // its matches and picks its page's trips from the index alone (npm run bench:server, uncached mix).
    index('trips_listed_departure_index')
      .on(table.departureTime, table.id)
      .where(sql`${table.status} in (0, 1)`),
    index('trips_listed_from_index')
      .on(table.departureCityId, table.departureTime)
      .where(sql`${table.status} in (0, 1)`),
    index('trips_listed_to_index')
      .on(table.arrivalCityId, table.departureTime)
      .where(sql`${table.status} in (0, 1)`),
    index('trips_listed_route_index')
      .on(table.departureCityId, table.arrivalCityId, table.departureTime, table.id)
      .where(sql`${table.status} in (0, 1)`),
  ],
);

/**
 * A driver's trunk space per parcel size (DESIGN.md §9): a price and a count. `taken` grows by one per accepted
 * parcel, in one `update … set taken = taken + 1 where taken < capacity`, so a size is never overbooked.
 */
export const tripParcelOffers = pgTable(
  'trip_parcel_offers',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.size] }),
    check('trip_parcel_offers_taken_within_capacity', sql`${table.taken} >= 0 and ${table.taken} <= ${table.capacity}`),
  ],
);

/** Booking status 0..3 as `BOOKING_STATUS`; one live (pending or accepted) booking per passenger and trip. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    passengerId: ownedBy('passenger_id'),
    seats: integer('seats').notNull(),
    totalPrice: money('total_price').notNull(),
    status: integer('status').notNull().default(0),
    notes: text('notes'),
    ...createdAndUpdated(),
  },
  (table) => [
    check('bookings_seats_positive', sql`${table.seats} > 0`),
    index('bookings_trip_id_index').on(table.tripId),
    index('bookings_passenger_id_index').on(table.passengerId),
    uniqueIndex('bookings_live_per_passenger_unique')
      .on(table.tripId, table.passengerId)
      .where(sql`${table.status} in (0, 1)`),
  ],
);

/**
 * A chat about something (a trip: context_type `App\\Models\\Trip`). `participants_key` is the sorted user ids
 * ("3:9"), unique per context, so two concurrent first messages share one conversation.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contextType: text('context_type'),
    contextId: integer('context_id'),
    participantsKey: text('participants_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('conversations_context_participants_unique').on(table.contextType, table.contextId, table.participantsKey)],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    lastReadAt: at('last_read_at'),
    /**
     * The newest message this participant may read: their list is ordered by it, so a feedback request or a notice
     * meant for someone else does not move the conversation up for them.
     */
    lastMessageAt: at('last_message_at'),
  },
  (table) => [
    uniqueIndex('conversation_participants_unique').on(table.conversationId, table.userId),
    index('conversation_participants_user_id_index').on(table.userId),
  ],
);

/** Message type: 0 text, 1 feedback request, 2 booking request (subject: the booking), 3 system notice, 4 parcel request. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    type: integer('type').notNull().default(0),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<{ text: string }>().notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    createdAt: at('created_at').notNull(),
    /** Moves when the subject changes (a booking accepted), so clients know to refresh the card. */
    updatedAt: at('updated_at').notNull(),
    /**
     * The id the sender's device gave the message it typed: echoed with the message, so a device whose answer was
     * lost joins the copy it pulls (or hears live) to the one it still shows as waiting.
     */
    clientId: text('client_id'),
  },
  (table) => [
    check('messages_type_known', sql`${table.type} between 0 and 4`),
    index('messages_conversation_created_index').on(table.conversationId, table.createdAt),
    index('messages_subject_index').on(table.subjectType, table.subjectId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    webUrl: text('web_url'),
    /** Laravel's spelling, kept so the PWA also runs against the original backend. */
    readedAt: at('readed_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('notifications_user_created_index').on(table.userId, table.createdAt)],
);

export { RATING_STATUS } from '../../contract/ratings';

/** A review of a user after a trip; the trip may be deleted later ("Trajet supprimé"). */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    reviewerId: ownedBy('reviewer_id'),
    ratedUserId: ownedBy('rated_user_id'),
    rating: integer('rating'),
    comment: text('comment'),
    status: integer('status').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    check('ratings_rating_range', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
    index('ratings_rated_user_index').on(table.ratedUserId, table.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type TokenRow = typeof tokens.$inferSelect;
export type OtpRow = typeof otps.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

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

/** Server-wide values made once and kept, such as the VAPID key pair generated on first start. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
export type RatingRow = typeof ratings.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A passenger's travel request (spec 001 §3). Status 0..3 as `ANNOUNCEMENT_STATUS`; an open one whose desired time has
 * passed reads as Expired without being rewritten (see marketplace/announcement-status.ts).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id'),
    ...routeCities(),
    departureLocation: text('departure_location').notNull(),
    arrivalLocation: text('arrival_location').notNull(),
    desiredDepartureTime: at('desired_departure_time').notNull(),
    seatsNeeded: integer('seats_needed').notNull(),
    maxPricePerSeat: money('max_price_per_seat'),
    description: text('description'),
    additionalNotes: text('additional_notes'),
    luggageSize: text('luggage_size').notNull().default('Standard'),
    status: integer('status').notNull().default(1),
    ...createdAndUpdated(),
  },
  (table) => [
    check('announcements_seats_needed_range', sql`${table.seatsNeeded} between 1 and 8`),
    // The public list reads one status in desired-time order (keyset-friendly); with a route, the route index.
    index('announcements_status_desired_index').on(table.status, table.desiredDepartureTime, table.id),
    index('announcements_route_desired_index').on(table.departureCityId, table.arrivalCityId, table.desiredDepartureTime),
    index('announcements_user_id_index').on(table.userId),
  ],
);

/**
 * A driver's answer to an announcement; status 0..3 as `PROPOSAL_STATUS`. One live (pending or accepted) proposal per
 * driver and announcement, and at most one accepted per announcement, whatever races the routes lose.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    driverId: ownedBy('driver_id'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    proposedPrice: money('proposed_price').notNull(),
    proposedDepartureTime: at('proposed_departure_time').notNull(),
    message: text('message'),
    status: integer('status').notNull().default(0),
    ...createdAndUpdated(),
  },
  (table) => [
    check('proposals_price_at_least_one', sql`${table.proposedPrice} >= 1`),
    index('proposals_announcement_id_index').on(table.announcementId),
    index('proposals_driver_id_index').on(table.driverId),
    uniqueIndex('proposals_live_per_driver_unique')
      .on(table.announcementId, table.driverId)
      .where(sql`${table.status} in (0, 1)`),
    uniqueIndex('proposals_accepted_per_announcement_unique')
      .on(table.announcementId)
      .where(sql`${table.status} = 1`),
  ],
);
export type AnnouncementRow = typeof announcements.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;

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

/** The driver's positions while a trip is under way (DESIGN.md §8), keyed by their own time: a resent point is a no-op. */
export const tripPositions = pgTable(
  'trip_positions',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    recordedAt: at('recorded_at').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /**
     * Metres, as the phone reported it. Double, not real: a real gives 12.3 back as 12.300000190734863, and the
     * device's copy of a point must equal the server's.
     */
    accuracy: doublePrecision('accuracy'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.recordedAt] })],
);
export type TripPositionRow = typeof tripPositions.$inferSelect;

/** A read-only link to a trip's live position, made by a passenger (or the driver) for a relative; only the token's SHA-256 is kept. */
export const tripShareLinks = pgTable(
  'trip_share_links',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('trip_share_links_trip_user_index').on(table.tripId, table.userId)],
);
export type TripShareLinkRow = typeof tripShareLinks.$inferSelect;

/**
 * "Arrivée dans ~10 min" told to a passenger of a trip: the primary key makes it once per (trip, passenger), even when
 * two batches of points reach two processes at once (the second insert does nothing).
 */
export const tripArrivalNotices = pgTable(
  'trip_arrival_notices',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    passengerId: ownedBy('passenger_id'),
    notifiedAt: at('notified_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.passengerId] })],
);

/**
 * A parcel sent along a trip (DESIGN.md §9): a booking of trunk space. Status 0..6 as `PARCEL_STATUS`. The handover
 * codes and the recipient's tracking token are derived from `code_nonce` (parcels/codes.ts), so only their SHA-256 is
 * kept; `code_tries` and `code_locked_until` stop a driver guessing a code.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    size: text('size').notNull(),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    description: text('description').notNull(),
    declaredValue: money('declared_value'),
    pickupPlace: text('pickup_place').notNull(),
    dropoffPlace: text('dropoff_place').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    /** Relative path in the private `parcels` folder, never served under /storage/. */
    photo: text('photo'),
    /** The trip's price for the size when the parcel was sent. */
    price: money('price').notNull(),
    status: integer('status').notNull().default(0),
    problem: text('problem'),
    problemReportedAt: at('problem_reported_at'),
    problemReportedBy: integer('problem_reported_by').references(() => users.id, { onDelete: 'set null' }),
    pickedUpAt: at('picked_up_at'),
    deliveredAt: at('delivered_at'),
    codeNonce: text('code_nonce').notNull(),
    pickupCodeHash: text('pickup_code_hash'),
    deliveryCodeHash: text('delivery_code_hash'),
    trackingTokenHash: text('tracking_token_hash').unique(),
    codeTries: integer('code_tries').notNull().default(0),
    codeLockedUntil: at('code_locked_until'),
    ...createdAndUpdated(),
  },
  (table) => [index('parcels_trip_id_index').on(table.tripId), index('parcels_sender_id_index').on(table.senderId)],
);
export type ParcelRow = typeof parcels.$inferSelect;

/** A parcel's timeline: one row per status reached, the first "Demandé" included, with the reason when there is one. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    at: at('at').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [index('parcel_events_parcel_id_index').on(table.parcelId)],
);
export type ParcelEventRow = typeof parcelEvents.$inferSelect;

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

/** When each job that must run once across processes (the hourly prune) last ran: the row is what a run claims. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: at('last_run_at').notNull(),
});

/** Raw bytes: node-postgres hands them back as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in PostgreSQL, so every process serves them (storage/database-files.ts); the embedded database
 * keeps them on disk instead. The key is the path the rows of other tables name (`documents/<uuid>.pdf`). A file row
 * is written in the same transaction as its chunks: a reader sees the whole file or none of it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Hex SHA-256 of the content: the download's strong ETag. */
  sha256: text('sha256').notNull(),
  chunkSize: integer('chunk_size').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A stored file's bytes in order, `chunk_size` each (the last one shorter), streamed one by one on download. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.index] })],
);
