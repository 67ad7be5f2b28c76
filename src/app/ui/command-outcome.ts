// Tells the user how a command ended: sent (success toast), queued for the network, or refused (server message).
import type { EntryOutcome } from '../../sync/client';
import { runCommand } from '../../sync/client';
import { uiTextLoaded } from './text';
import { notify } from './toast';

export interface OutcomeTexts {
  /** The success toast; a function reads it from the server's answer (null when another tab sent it). */
  sent: string | ((response: unknown) => string);
  /** Shown when the server refused without a message, or the change could not even be stored. */
  failed: string;
  /** The spec fixes this refusal's text (e.g. the status toggle's): show `failed` whatever the server said. */
  failedTextFixed?: boolean;
  /** A 422 without a message of the server's: the spec's default for it (e.g. "Cette réservation a déjà été acceptée"). */
  unprocessable?: string;
}

/**
 * Runs a command and toasts its outcome. Resolves with the outcome, or with a failure when the write itself threw
 * (no session, storage error), so callers never see a rejection.
 */
export async function runWithToasts(write: () => Promise<string>, texts: OutcomeTexts): Promise<EntryOutcome> {
  let outcome: EntryOutcome;
  try {
    outcome = await runCommand(write());
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : texts.failed;
    notify.error(message);
    return { status: 'failed', error: { status: 0, message } };
  }
  if (outcome.status === 'sent') notify.success(typeof texts.sent === 'function' ? texts.sent(outcome.response) : texts.sent);
  // Queued after a server answer (5xx, 429): the global reply says what happened; the change stays listed.
  else if (outcome.status === 'queued') {
    if (!outcome.error || outcome.error.status === 0) notify.info(await uiTextLoaded('toast.queued'));
  } else {
    const fallback = outcome.error.status === 422 && texts.unprocessable ? texts.unprocessable : texts.failed;
    notify.error((!texts.failedTextFixed && outcome.error.message) || fallback);
  }
  return outcome;
}
