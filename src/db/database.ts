// The one Dexie database of the app: mirror tables and the outbox, every schema version declared here.
import { Dexie, type EntityTable } from 'dexie';
import type { City } from '../contract/cities';
import type { User } from '../contract/user';
import type { OutboxEntry } from './outbox-entry';

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
  return db;
}

/** The app's database, shared by the page, the sync worker and the service worker (each opens its own handle). */
export const db = openDatabase();
