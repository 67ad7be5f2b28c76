// The shape of an outbox entry: one user action waiting to reach the server (DESIGN.md §4).

/**
 * pending  waiting for its turn (or for nextAttemptAt after a retryable failure)
 * sending  a drainer holds it right now
 * held     waits for the user: session expired, or the account must be verified by OTP
 * failed   the server refused it (4xx); the optimistic row was rolled back; the user retries or discards
 * Entries that succeed are deleted in the same transaction that applies the server's answer.
 */
export type OutboxState = 'pending' | 'sending' | 'held' | 'failed';

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

/** The command that created the entry; names the function that applies the server's answer. */
export type OutboxKind =
  | 'updateProfile'
  | 'bookTrip'
  | 'cancelBooking'
  | 'decideBooking'
  | 'tripStatus'
  | 'deleteTrip'
  | 'saveTrip'
  | 'startConversation';

export interface OutboxEntry {
  /** UUID, sent as the Idempotency-Key header. */
  id: string;
  /** Monotonic order of the queue. */
  seq: number;
  kind: OutboxKind;
  /** What the user did, in the product's words, for the unsent-changes list. */
  label: string;
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
  /** What to put back if the server refuses the change. */
  rollback: unknown;
  /** What the command showed at once; shown again if the user retries after a refusal. */
  optimistic: unknown;
  /** The trip whose server copy changes with this entry: pulled again once it is sent. */
  tripId?: number;
  createdAt: number;
}
