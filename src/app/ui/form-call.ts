// How a form that asks the server directly ends (sign-in, register, passwords: they need an answer, not a queue):
// refused → each field's first error under it and the message toasted; answered → its message toasted.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ToastOptions } from 'react-toastify';
import type { ApiResult } from '../../sync/client';
import { showFailure } from './server-errors';
import { notify } from './toast';

/** The answer's data, or null when the server refused (the form stays, its errors shown). */
export async function callForm<D extends { message: string }, T extends FieldValues>(
  call: Promise<ApiResult<D>>,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  toastOptions?: ToastOptions,
): Promise<D | null> {
  const result = await call;
  if (!result.ok) {
    showFailure(result.error, setError, fields, toastOptions);
    return null;
  }
  notify.success(result.data.message, toastOptions);
  return result.data;
}
