// The events the sync layer raises for the screens (spec 000 §8 global replies, session and outbox news).
import type { OutboxLabel } from '../db/outbox-label';

export type SyncEvent =
  | { type: 'network-error'; path: string }
  | { type: 'session-expired' }
  | { type: 'require-auth'; message: string; intendedAction?: string; intendedData?: unknown }
  | { type: 'account-not-verified'; message: string }
  | { type: 'forbidden'; message: string }
  | { type: 'server-error'; message: string }
  | { type: 'too-many-requests'; message: string; retryAfter: number }
  | { type: 'not-found'; path: string; method: string }
  | { type: 'outbox-failed'; entryId: string; label: OutboxLabel; message: string }
  | { type: 'outbox-stuck'; entryId: string; label: OutboxLabel }
  | { type: 'outbox-sent'; entryId: string; label: OutboxLabel };

export type SyncEventType = SyncEvent['type'];
export type EmitSyncEvent = (event: SyncEvent) => void;
