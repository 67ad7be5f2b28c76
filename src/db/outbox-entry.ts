// The shape of an outbox entry: one user action waiting to reach the server (DESIGN.md §4).
import type { WriteKind } from './commands/writes';
import type { OutboxLabel } from './outbox-label';

/**
 * pending  waiting for its turn (or for nextAttemptAt after a retryable failure)
 * sending  a drainer holds it right now
 * held     waits for the user: session expired, or the account must be verified by OTP
 * stuck    the server kept failing (5xx) on it: no longer retried alone; still shown; the user retries or discards
 * failed   the server refused it (4xx); its fields were put back; the user retries or discards
 * Entries that succeed are deleted in the same transaction that applies the server's answer.
 */
export type OutboxState = 'pending' | 'sending' | 'held' | 'stuck' | 'failed';

/** States in which an entry may still reach the server: its changes stay shown and its rows stay marked. */
export const LIVE_STATES: ReadonlySet<OutboxState> = new Set(['pending', 'sending', 'held', 'stuck']);

/** Mirror tables whose rows commands change optimistically. */
export type MarkedTable =
  | 'trips'
  | 'bookings'
  | 'me'
  | 'conversations'
  | 'messages'
  | 'notifications'
  | 'announcements'
  | 'proposals'
  | 'vehicles'
  | 'reviews'
  | 'shareLinks'
  | 'parcels';

/**
 * One row an entry changed on this device (DESIGN.md §3): the fields, their values before the entry and as the
 * entry shows them. A refusal puts back `before` for these fields only; the row's `_pending` is always the union of
 * the fields of the entries still live.
 */
export interface RowTouch {
  table: MarkedTable;
  id: number;
  /** The fields changed, or `["*"]` for a row the entry created. */
  fields: string[];
  /** Their values before the entry; null when the entry created the row. */
  before: Record<string, unknown> | null;
  /** Their values as the entry shows them (the whole row, for a created one). */
  after: Record<string, unknown>;
}

/** A multipart part: a text value, or a file kept as a Blob so it survives reloads. */
export type OutboxPart = { name: string; value: string } | { name: string; file: Blob; filename: string };

export type OutboxBody = { type: 'json'; data: unknown } | { type: 'multipart'; parts: OutboxPart[] } | { type: 'none' };

export interface OutboxError {
  /** 0 when the network did not answer. */
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
}

/** The command that created the entry; its one declaration is in src/db/commands (see commands/writes.ts). */
export type OutboxKind = WriteKind;

export interface OutboxEntry {
  /** UUID, sent as the Idempotency-Key header. */
  id: string;
  /** Monotonic order of the queue. */
  seq: number;
  kind: OutboxKind;
  /** What the user did, as a message id and values, worded by the outbox-labels catalog in the unsent-changes list. */
  label: OutboxLabel;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: OutboxBody;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the entry is not retried. */
  nextAttemptAt: number;
  lastError: OutboxError | null;
  /** The user who made the change; another account never sends it. */
  userId: number;
  /** Temporary (negative) id of the optimistic row, when the command created one. */
  tempId?: number;
  /** The rows this entry changed here, and how (undo on refusal, redo on retry, marks). */
  touches: RowTouch[];
  /**
   * `table:id` of every row the entry acts on (its touches, and the rows its path names): the queue keeps the order
   * of entries that share one, and an entry naming a temporary (negative) id waits for the create of that row.
   */
  rows: string[];
  /** Server errors (5xx) in a row; past a few the entry is stuck. */
  serverErrors?: number;
  /** The trip whose server copy changes with this entry: pulled again once it is sent. */
  tripId?: number;
  /** The same for a travel request (its status and proposals move with a proposal's answer). */
  announcementId?: number;
  createdAt: number;
}
