// How a form's command runs and ends (spec 000 §8, 001 §5): nothing written → say why and keep the form; refused →
// field errors under the fields; sent → the server's message or the form's own; queued → "sent when back online".
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { runCommand, type EntryOutcome } from '../../sync/client';
import { showFailure } from './server-errors';
import { uiTextLoaded } from './text';
import { notify } from './toast';

/**
 * Runs the command; null when nothing could be written (signed out meanwhile, the row gone, storage refused), after
 * saying so. `holdMs` keeps the form busy that long after the answer, as the spec asks of some forms.
 */
export async function runFormCommand(write: () => Promise<string>, holdMs = 0): Promise<EntryOutcome | null> {
  let outcome: EntryOutcome;
  try {
    outcome = await runCommand(write());
  } catch (error) {
    notify.error(error instanceof Error ? error.message : await uiTextLoaded('toast.genericError'));
    return null;
  }
  if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
  return outcome;
}

/** Says how a save ended; true when it was sent or queued (the form may close), false when refused (it stays). */
export function reportSave<T extends FieldValues>(
  outcome: EntryOutcome,
  { setError, fields, sent, queued }: { setError: UseFormSetError<T>; fields: readonly string[]; sent: string; queued: string },
): boolean {
  if (outcome.status === 'failed') {
    showFailure(outcome.error, setError, fields);
    return false;
  }
  if (outcome.status === 'sent') notify.success((outcome.response as { message?: string } | null)?.message || sent);
  else notify.info(queued);
  return true;
}
