// How a form that asks the server directly runs (sign-in, register, passwords: they need an answer, not a queue):
// busy while it waits; refused → each field's first error under it and the message toasted; answered → its message.
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ToastOptions } from 'react-toastify';
import type { z } from 'zod';
import { fieldNamesOf } from '../../contract/request-fields';
import type { ApiResult } from '../../sync/client';
import { showFailure } from '../ui/server-errors';
import { notify } from '../ui/toast';

/** `schema`: the form's; a refused field of it gets its message under that field. */
export function useFormCall<T extends FieldValues>(setError: UseFormSetError<T>, schema: z.ZodType, toastOptions?: ToastOptions) {
  const [busy, setBusy] = useState(false);
  /** The answer's data, or null when the server refused (the form stays, its errors shown). */
  async function call<D extends { message: string }>(request: Promise<ApiResult<D>>): Promise<D | null> {
    setBusy(true);
    const result = await request.finally(() => setBusy(false));
    if (!result.ok) {
      showFailure(result.error, setError, fieldNamesOf(schema), toastOptions);
      return null;
    }
    notify.success(result.data.message, toastOptions);
    return result.data;
  }
  return { busy, call };
}
