// The one Dexie database of the app: mirror tables and the outbox, every schema version declared here.
import { stopCityIdsOf } from './stop-cities';
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { City } from '../contract/cities';
import type { User } from '../contract/user';
import type { OutboxEntry } from './outbox-entry';
import type { Trip } from '../contract/trips';
import type { Booking, MyBooking } from '../contract/bookings';
import type { Vehicle } from '../contract/vehicles';
import type { DocumentType } from '../contract/documents';
import type { Review, ReviewDirection } from '../contract/reviews';
import type { PublicProfile } from '../contract/users';
import type { Conversation, Message } from '../contract/conversations';
import type { Notification } from '../contract/notifications';
import type { Announcement, Proposal } from '../contract/announcements';
import type { ShareLink, SharedTracking, TripTracking } from '../contract/tracking';
import type { Parcel, ParcelTracking } from '../contract/parcels';
import type { BlockedPerson } from '../contract/blocks';
import { messageTable } from '../contract/message-patterns';
import frenchOutboxLabels from '../locales/fr/outbox-labels.json';
import { labelFromProse } from './outbox-label';
import { surviveLostConnections } from './lost-connection';
import { stampCreation } from './clear-marks';

/** The signed-in session (spec 000 §3 "Auth state"); one row under the key "current". */
export interface SessionRow {
  key: 'current';
  user: User;
  isDriver: boolean;
  /** The part of the server token after the pipe. */
  token: string;
  /** Epoch milliseconds. */
  tokenExpiry: number;
  refreshToken: string | null;
}

/**
 * The signed-in user's own profile. `_pending` names the fields that wait in the outbox (pull leaves them
 * alone); `_localImage` is a photo chosen offline, shown until the server has it.
 */
export type MeRow = User & { _syncedAt: number; _pending?: string[]; _localImage?: Blob | null };

/** Local bookkeeping every mirrored row may carry. */
export interface RowMeta {
  _syncedAt?: number;
  /** Fields (or, for a row that exists only here, `["*"]`) waiting in the outbox; pulls leave them alone. */
  _pending?: string[];
  /** The outbox entry that created this optimistic row. */
  _entryId?: string;
  /** Deleted here, the deletion not yet sent: hidden from every screen, and pulls leave it alone. */
  _deleted?: boolean;
}

/**
 * A trip of the mirror, without its bookings (they live in `bookings`) or a search's leg. `stop_city_ids`: its stops'
 * cities in order (trip-queries.ts `stopCityIdsOf`), indexed to find the trips passing near a place.
 */
export type TripRow = Omit<Trip, 'bookings' | 'leg'> & RowMeta & { stop_city_ids?: number[] };

/** A booking: the passenger's own (with its trip, for "Mes réservations") or one on the driver's trip. */
export type BookingRow = Booking & { trip_id: number; trip?: MyBooking['trip'] } & RowMeta;

/**
 * One of the signed-in driver's vehicles, with its documents. `_localPhoto` and `_localFiles` (type id → file name) are
 * what was chosen here and not sent yet: shown from the device until the server has them.
 */
export type VehicleRow = Vehicle &
  RowMeta & {
    _ownerId: number;
    _localPhoto?: Blob | null;
    _localFiles?: Record<number, string>;
    /** Made here with a driver application not sent yet: the server's vehicle replaces it once the application lands. */
    _fromApplication?: boolean;
  };
/** A document type (kind 0 user, 1 vehicle); `_forApplication`: listed only for the become-driver wizard (the licence). */
export type DocumentTypeRow = DocumentType & { _syncedAt: number };
/** A review the signed-in user (`_ownerId`) received or wrote (`_direction`), as the Avis tab pages them. */
export type ReviewRow = Review & RowMeta & { _ownerId: number; _direction: ReviewDirection };
export type PublicProfileRow = PublicProfile & { id: number; _syncedAt: number };

/** The chat as the signed-in user (`_ownerId`) sees it: their unread counts, the messages they may read. */
export type ConversationRow = Conversation & RowMeta & { _ownerId: number };
/** A message; one typed here and not sent yet has a negative id, `_pending: ["*"]` and its entry's id. */
export type MessageRow = Message & RowMeta & { _ownerId: number };
export type NotificationRow = Notification & RowMeta & { _ownerId: number };

/** A travel request, without its proposals (they live in `proposals`); the accepted one stays on it for the cards. */
export type AnnouncementRow = Omit<Announcement, 'proposals'> & RowMeta;
/** A driver's offer on an announcement; one made here and not sent yet has a negative id. */
export type ProposalRow = Proposal & RowMeta;

/**
 * A point the driver's phone kept while sharing (DESIGN.md §8): written here first, sent in batches. `_sent` is 1 once
 * the server has it; `_entryId` names the batch it waits in.
 */
export interface PositionRow {
  trip_id: number;
  /** Epoch ms: the point's own time, its key on the server too. */
  recorded_at: number;
  lat: number;
  lng: number;
  accuracy: number | null;
  _ownerId: number;
  _entryId: string;
  _sent: 0 | 1;
}
/** What the server last said of a trip under way: newest point, estimate, trail (the driver's own unsent points apart). */
export type TrackingRow = TripTracking & { _syncedAt: number };
/** A share link the signed-in passenger made; `token` is kept only on the device that drew it. */
export type ShareLinkRow = ShareLink & RowMeta & { _ownerId: number; token: string | null };
/** A trip followed through a share link, logged out: the last answer, kept for a look in a dead zone. */
export type SharedTrackingRow = { token: string; _syncedAt: number; data: SharedTracking | null; gone?: 'expired' | 'unknown' };

/**
 * A parcel the signed-in person sends or carries (DESIGN.md §9). One sent here and not yet on the server has a negative
 * id; `_localPhoto` is the photo chosen here, shown until the server has it. `code_check` is set while a code typed
 * by the driver waits for the network ("pickup" or "deliver"): only the server judges it.
 */
export type ParcelRow = Parcel & RowMeta & { _localPhoto?: Blob | null; code_check?: 'pickup' | 'deliver' | null };
/** A parcel followed through the recipient's link, logged out: the last answer, kept for a look in a dead zone. */
/** Someone the signed-in person (`_ownerId`) blocked, as `GET /api/blocks` names them; kept per account on a shared phone. */
export type BlockRow = BlockedPerson & { _ownerId: number; _syncedAt?: number };

export type ParcelTrackingRow = { token: string; _syncedAt: number; data: ParcelTracking | null; gone?: boolean };

/** Bookkeeping: when a collection was last synced, and similar small facts. */
export interface MetaRow {
  key: string;
  value: unknown;
}

export type MechwarDatabase = Dexie & {
  session: EntityTable<SessionRow, 'key'>;
  me: EntityTable<MeRow, 'id'>;
  cities: EntityTable<City, 'id'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  trips: EntityTable<TripRow, 'id'>;
  bookings: EntityTable<BookingRow, 'id'>;
  vehicles: EntityTable<VehicleRow, 'id'>;
  profiles: EntityTable<PublicProfileRow, 'id'>;
  conversations: EntityTable<ConversationRow, 'id'>;
  messages: EntityTable<MessageRow, 'id'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  announcements: EntityTable<AnnouncementRow, 'id'>;
  proposals: EntityTable<ProposalRow, 'id'>;
  documentTypes: EntityTable<DocumentTypeRow, 'id'>;
  reviews: EntityTable<ReviewRow, 'id'>;
  positions: Table<PositionRow, [number, number]>;
  tracking: EntityTable<TrackingRow, 'trip_id'>;
  shareLinks: EntityTable<ShareLinkRow, 'id'>;
  sharedTracking: EntityTable<SharedTrackingRow, 'token'>;
  parcels: EntityTable<ParcelRow, 'id'>;
  parcelTracking: EntityTable<ParcelTrackingRow, 'token'>;
  blocks: Table<BlockRow, [number, number]>;
};

export const DATABASE_NAME = 'mechwar';

export function openDatabase(name = DATABASE_NAME): MechwarDatabase {
  const db = new Dexie(name) as MechwarDatabase;
  db.version(1).stores({
    session: 'key',
    me: 'id',
    cities: 'id, name',
    // seq orders the queue (FIFO); [state+seq] finds the next entry to send.
    outbox: 'id, &seq, state, [state+seq], userId',
    meta: 'key',
  });
  // Trips and bookings. Trip indexes serve the list's filters: both cities, one city, or neither, each ordered by
  // departure time (ISO strings in UTC sort as times).
  db.version(2).stores({
    trips:
      'id, departure_time, driver_id, [departure_city_id+arrival_city_id+departure_time], [departure_city_id+departure_time], [arrival_city_id+departure_time]',
    bookings: 'id, trip_id, passenger_id, created_at',
    vehicles: 'id, _ownerId',
    profiles: 'id',
  });
  // Outbox entries name the rows they act on (`*rows`, e.g. "trips:100"): the queue orders entries sharing a row and
  // finds the changes still queued on a row. Entries queued before this version keep their plain FIFO order.
  db.version(3)
    .stores({ outbox: 'id, &seq, state, [state+seq], userId, *rows' })
    .upgrade((tx) =>
      tx
        .table('outbox')
        .toCollection()
        .modify((entry: Partial<OutboxEntry>) => {
          entry.rows ??= ['queue:before-v3'];
          entry.touches ??= [];
        }),
    );
  // The chat and notifications: lists by owner and latest activity, a conversation's messages by id (server order;
  // the ones typed here have negative ids and come after, in the order typed).
  db.version(4).stores({
    conversations: 'id, [_ownerId+last_message_at]',
    messages: 'id, [conversation_id+id]',
    notifications: 'id, [_ownerId+created_at]',
  });
  // Travel requests and proposals. Announcement indexes serve the list's filters like the trips' (both cities, one
  // city or neither, each by desired time); proposals are read per announcement or per driver.
  db.version(5).stores({
    announcements:
      'id, desired_departure_time, user_id, [departure_city_id+arrival_city_id+desired_departure_time], [departure_city_id+desired_departure_time], [arrival_city_id+desired_departure_time]',
    proposals: 'id, announcement_id, driver_id',
  });
  // Documents, vehicles and reviews: document types by kind; reviews per owner and direction, newest (highest id)
  // first as the Avis tab pages them. Vehicles keep their version-2 table (now with documents).
  db.version(6)
    .stores({
      documentTypes: 'id, type',
      reviews: 'id, [_ownerId+_direction+id]',
    })
    // Vehicles kept before this version are summaries without documents: dropped, the next pull brings them whole.
    .upgrade((tx) => tx.table('vehicles').clear());
  // Live tracking: the driver's kept points by trip and time (and those still to send), what the server last said of
  // each trip under way, the share links made here, and trips followed through a share link.
  db.version(7).stores({
    positions: '[trip_id+recorded_at], [trip_id+_sent]',
    tracking: 'trip_id',
    shareLinks: 'id, trip_id',
    sharedTracking: 'token',
  });
  // Parcels: by trip (the driver's list on a trip), by sender and by driver ("Mes colis"); a recipient's followed links.
  db.version(8).stores({
    parcels: 'id, trip_id, sender_id, driver_id',
    parcelTracking: 'token',
  });
  // Unsent changes were named in French prose: read back once into a message id and values, so every screen words
  // them from the catalog without parsing prose again.
  db.version(9).upgrade((tx) => {
    const table = messageTable(Object.keys(frenchOutboxLabels));
    return tx
      .table('outbox')
      .toCollection()
      .modify((entry: { label: unknown }) => {
        if (typeof entry.label === 'string') entry.label = labelFromProse(table, entry.label);
      });
  });
  // Stopovers (issue 39): a search between places reads the trips stopping near each place, by the cities of all
  // their stops; the indexes by departure and arrival city alone are read no more.
  db.version(10)
    .stores({ trips: 'id, departure_time, driver_id, *stop_city_ids' })
    .upgrade((tx) =>
      tx
        .table('trips')
        .toCollection()
        .modify((trip: TripRow) => {
          trip.stop_city_ids = stopCityIdsOf(trip);
        }),
    );
  // Blocks (issue 40): the people each account on this device blocked, keyed by the pair, read by account to hide
  // their trips and requests from its lists.
  db.version(11).stores({ blocks: '[_ownerId+id], _ownerId' });
  // WebKit drops the connections of backgrounded pages: reopen, read again, retry once (lost-connection.ts).
  surviveLostConnections(db);
  // A database made anew while local storage still holds a session is one the browser cleared (cleared-mirror.ts).
  stampCreation(db);
  return db;
}

/** The app's database, shared by the page, the sync worker and the service worker (each opens its own handle). */
export const db = openDatabase();
