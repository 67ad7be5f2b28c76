// How a proposal form reads a command's outcome (spec 001 §8): the spec's toasts, and on a 422 each field's first
// message under its field, the others (the request closed meanwhile, say) above the form.
import { uiText } from '../../ui/text';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { EntryOutcome } from '../../../sync/client';
import { notify } from '../../ui/toast';
import { announcementsText } from './text';

/** Toasts the outcome; returns the messages that belong to no field of the form (shown in the form), if any. */
export function reportProposalOutcome<T extends FieldValues>(
  outcome: EntryOutcome,
  sentText: string,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (outcome.status === 'sent') {
    notify.success(sentText);
    return null;
  }
  if (outcome.status === 'queued') {
    // Queued after a server answer (5xx, 429): the global reply already said what happened.
    if (!outcome.error || outcome.error.status === 0) notify.info(uiText('toast.queued'));
    return null;
  }
  const { error } = outcome;
  if (error.status !== 422) {
    notify.error(error.message || uiText('toast.genericError'));
    return null;
  }
  notify.error(announcementsText('proposal.validationError'));

  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if (!messages[0]) continue;
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message: messages[0] });
    else elsewhere.push(messages[0]);
  }
  if (!error.errors && error.message) elsewhere.push(error.message);
  return elsewhere.length ? elsewhere.join(' ') : null;
}
