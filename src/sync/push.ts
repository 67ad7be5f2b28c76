// Drains the outbox: sends queued changes in order, once, with their Idempotency-Key. Shared by the sync worker
// and the service worker (background sync); one drainer at a time through the "outbox" Web Lock.
// The states an entry moves through are drawn in src/db/outbox.ts.
import { ACCOUNT_NOT_VERIFIED } from '../contract/errors';
import type { MechwarDatabase } from '../db/database';
import type { OutboxEntry } from '../db/outbox-entry';
import { markHeld, markRetry, markSending, nextAttemptAt, nextDue, recoverInterrupted } from '../db/outbox';
import { completeEntry, markFailed, settleUnreadable } from '../db/outbox-outcomes';
import { getSession, isSessionValid } from '../db/session';
import type { EmitSyncEvent } from './events';
import { INVALID_RESPONSE, type ApiFailure, type Http } from './http';
import { endpointOf, followUpsOf } from '../db/commands/writes';
import { FollowUps } from './follow-ups';
import { withLock } from './locks';
import { isConnectionLost } from '../db/lost-connection';

export type FailureClass = 'retry' | 'held' | 'failed';

/** What to do with a failed send (DESIGN.md §4): retry later, wait for the user, or give the change back. */
export function classifyFailure(error: ApiFailure): FailureClass {
  if (error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408) return 'retry';
  if (error.status === 401) return 'held';
  if (error.status === 403 && error.code === ACCOUNT_NOT_VERIFIED) return 'held';
  return 'failed';
}

export type EntryOutcome = { status: 'sent'; response: unknown } | { status: 'failed'; error: ApiFailure } | { status: 'queued'; error?: ApiFailure };

export interface DrainOptions {
  db: MechwarDatabase;
  http: Http;
  emit: EmitSyncEvent;
  /** Told about every entry that ends its attempt, so a waiting form can be answered. */
  onOutcome?: (entryId: string, outcome: EntryOutcome, entry: OutboxEntry) => void;
  now?: () => number;
}

export interface DrainReport {
  sent: number;
  /** Sent, but the answer could not be read: the caller pulls the data again. */
  unreadable: number;
  failed: number;
  /** When the next retry is due (epoch ms), or null when nothing waits for a timer. */
  nextAttemptAt: number | null;
  /** What the answers moved on the server and must be pulled again, wherever the drain ran. */
  followUps: FollowUps;
}

function toFormData(entry: OutboxEntry): FormData | undefined {
  if (entry.body.type !== 'multipart') return undefined;
  const form = new FormData();
  for (const part of entry.body.parts) {
    if ('file' in part) form.append(part.name, part.file, part.filename);
    else form.append(part.name, part.value);
  }
  return form;
}

/** Sends an entry; its answer is validated by the response schema of the endpoint its kind declares for this call. */
async function sendEntry(http: Http, entry: OutboxEntry) {
  return http.request(endpointOf(entry), {
    path: entry.path,
    idempotencyKey: entry.id,
    quiet: true,
    asUser: entry.userId,
    ...(entry.body.type === 'json' ? { json: entry.body.data } : {}),
    // A batch of positions repeats its field names hundreds of times: compressed, it costs a driver a third.
    compressed: entry.kind === 'sendPositions',
    ...(entry.body.type === 'multipart' ? { body: toFormData(entry) } : {}),
  });
}

/**
 * Sends every due entry of the signed-in user, oldest first; an entry that must wait holds back only the entries
 * queued on its rows. Stops when the network or the session fails, since every entry would.
 */
export function drainOutbox({ db, http, emit, onOutcome, now = Date.now }: DrainOptions): Promise<DrainReport> {
  return withLock('outbox', async () => {
    const report: DrainReport = { sent: 0, unreadable: 0, failed: 0, nextAttemptAt: null, followUps: new FollowUps() };
    await recoverInterrupted(db);
    let userId: number | null;
    /**
     * The server applied the change (2xx) but its answer does not match the contract. Rolling back would show the
     * user a lie and a retry would replay the same answer: keep the change, drop the entry, and pull the server's copy.
     */
    const keepUnreadable = async (entry: OutboxEntry) => {
      await settleUnreadable(db, entry);
      report.sent += 1;
      report.unreadable += 1;
      report.followUps.add(entry, followUpsOf(entry, 'sent'));
      report.followUps.everything = true;
      onOutcome?.(entry.id, { status: 'sent', response: null }, entry);
    };
    for (;;) {
      const session = await getSession(db);
      // The token's 36 hours ran out while the app was open: renew it once (a refusal emits session-expired).
      if (session && !isSessionValid(session, now()) && (await http.renewExpired()) === 'renewed') continue;
      userId = isSessionValid(session, now()) ? session.user.id : null;
      if (userId === null) break;
      const due = await nextDue(db, now(), userId);
      if (!due) break;
      const entry = await markSending(db, due.id);
      if (!entry) continue;
      const result = await sendEntry(http, entry);
      if (result.ok) {
        try {
          await completeEntry(db, entry, result.data);
          report.sent += 1;
          report.followUps.add(entry, followUpsOf(entry, 'sent'));
          emit({ type: 'outbox-sent', entryId: entry.id, label: entry.label });
          onOutcome?.(entry.id, { status: 'sent', response: result.data }, entry);
        } catch (error) {
          // The device lost its database under the answer, the answer is not unreadable: the drain stops, the entry
          // stays "sending" and goes again under its Idempotency-Key, whose replay the server answers the same.
          if (isConnectionLost(error)) throw error;
          await keepUnreadable(entry);
        }
        continue;
      }
      if (result.error.code === INVALID_RESPONSE && result.error.status >= 200 && result.error.status < 300) {
        await keepUnreadable(entry);
        continue;
      }
      const kind = classifyFailure(result.error);
      if (kind === 'retry') {
        const retryAfterMs = result.error.retryAfter ? result.error.retryAfter * 1000 : undefined;
        await markRetry(db, entry, result.error, now(), retryAfterMs);
        if ((await db.outbox.get(entry.id))?.state === 'stuck') emit({ type: 'outbox-stuck', entryId: entry.id, label: entry.label });
        onOutcome?.(entry.id, { status: 'queued', error: result.error }, entry);
        // No answer, or told to slow down: every other entry would fare the same. A server error may be this
        // entry's alone: independent entries go on.
        if (result.error.status === 0 || result.error.status === 429) break;
        continue;
      }
      if (kind === 'held') {
        await markHeld(db, entry, result.error);
        if (result.error.code === ACCOUNT_NOT_VERIFIED) emit({ type: 'account-not-verified', message: result.error.message });
        onOutcome?.(entry.id, { status: 'queued', error: result.error }, entry);
        break;
      }
      await markFailed(db, entry, result.error);
      report.failed += 1;
      report.followUps.add(entry, followUpsOf(entry, 'failed'));
      emit({ type: 'outbox-failed', entryId: entry.id, label: entry.label, message: result.error.message });
      onOutcome?.(entry.id, { status: 'failed', error: result.error }, entry);
    }
    // Signed out, or another account's entries only: no timer, or the worker would poll every second for nothing.
    report.nextAttemptAt = userId === null ? null : await nextAttemptAt(db, userId);
    return report;
  });
}
