// How a form in the profile area ends: runs its command, and says sent / queued / refused the spec's way (000 §8):
// a 422 puts its field errors under the fields and toasts the server's message or the form's own default.
import { runCommand, type EntryOutcome } from '../../sync/client';
import { uiTextLoaded } from './text';
import { notify, PROFILE_TOAST } from './toast';

export interface FormTexts {
  sent: string;
  /** The toast of a 422 without a message. */
  invalid: string;
  /** The toast of any other refusal without a message. */
  failed: string;
  /** Places a 422's field errors under the form's fields. */
  onInvalid?(errors: Record<string, string[]>): void;
}

/** True when the change was sent or queued (the form may close); false when it was refused (the form stays). */
export async function submitForm(write: () => Promise<string>, texts: FormTexts): Promise<boolean> {
  const outcome: EntryOutcome = await runCommand(write()).catch((error: unknown): EntryOutcome => ({
    status: 'failed',
    error: { status: 0, message: error instanceof Error ? error.message : '' },
  }));
  if (outcome.status === 'failed') {
    const invalid = outcome.error.status === 422;
    if (invalid) texts.onInvalid?.(outcome.error.errors ?? {});
    notify.error(outcome.error.message || (invalid ? texts.invalid : texts.failed), PROFILE_TOAST);
    return false;
  }
  if (outcome.status === 'sent') notify.success(texts.sent, PROFILE_TOAST);
  else notify.info(await uiTextLoaded('toast.queued'), PROFILE_TOAST);
  return true;
}
