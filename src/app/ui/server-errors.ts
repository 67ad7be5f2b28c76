// Puts a refused call's field errors under the form's fields (first message each) and toasts its message.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiFailure } from '../../sync/client';
import type { ToastOptions } from 'react-toastify';
import { messageTextLoaded } from '../i18n/use-message-text';
import { uiTextLoaded } from './text';
import { notify } from './toast';

/**
 * Shows a failure the spec's way (000 §5, §8): 422 → each field's first message under it and the top-level
 * message as an error toast; anything else → the server message or the generic text. Returns true when at
 * least one field error landed on a field of this form.
 */
export function showFailure<T extends FieldValues>(
  failure: ApiFailure,
  setError?: UseFormSetError<T>,
  fields: readonly string[] = [],
  toastOptions?: ToastOptions,
): boolean {
  let placed = false;
  if (failure.status === 422 && failure.errors && setError) {
    for (const [field, messages] of Object.entries(failure.errors)) {
      if (fields.includes(field) && messages[0]) {
        setError(field as Path<T>, { type: 'server', message: messages[0] });
        placed = true;
      }
    }
  }
  // The server's message (in the active language already, or the device's own words, translated the same way); the
  // client's own default in the active language.
  if (failure.message) void messageTextLoaded('server', failure.message).then((message) => notify.error(message, toastOptions));
  else void uiTextLoaded(failure.status === 422 ? 'toast.validationError' : 'toast.genericError').then((fallback) => notify.error(fallback, toastOptions));
  return placed;
}
