// The one way a form or a button runs a command and says how it ended (spec 000 §8, 001 §5), matching the sync worker.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ToastOptions } from 'react-toastify';
import type { z } from 'zod';
import { fieldNamesOf } from '../../contract/request-fields';
import { db } from '../../db/database';
import { writeOnce } from '../../db/commands/write-once';
import { runCommand, type ApiFailure, type EntryOutcome } from '../../sync/client';
import { messageTextLoaded } from '../i18n/use-message-text';
import { uiTextLoaded } from '../ui/text';
import { notify } from '../ui/toast';

/*
 * What the user hears, by outcome (the worker's own replies come through GlobalErrors, never twice):
 *
 *   sent ─────────────── success toast (`sent`), unless the caller shows its own (a dialog)
 *   queued, no answer ── info toast (`queued`): it goes when the network is back
 *   queued, answered ─── nothing here: a 5xx or 429 is retried and the worker's global reply said so
 *   held (401, 403) ──── nothing here: the worker asks for a login or the OTP, the change waits for it
 *   refused ──────────── field errors under the form's fields, and an error toast (the server's message or ours)
 *   not written ──────── an error toast saying why (signed out meanwhile, storage refused); the form stays
 */

export interface CommandTexts {
  /** The success toast, or one read from the server's answer (null when another tab sent it); none: the caller shows its own. */
  sent?: string | ((response: unknown) => string);
  /** The toast of a change kept for the network; the app's "sent when back online" by default; null: the screen shows it. */
  queued?: string | null;
  /** A refusal without a message of the server's (or a write that failed); the generic error by default. */
  refused?: string;
  /** A 422 without a message of the server's; `refused`, else the validation error, by default. */
  invalid?: string;
  /** The spec fixes the refusal's toast whatever the server said: for every refusal, or only for a 422. */
  fixedRefusalText?: 'always' | 'invalid';
  /** The form shows a refusal itself (next to its one field): no toast. */
  quietRefusal?: boolean;
  /** Keeps the form busy this long after the answer, as the spec asks of some forms. */
  holdMs?: number;
}

/** Where a refusal's field errors go: react-hook-form's fields, and anything else the form shows (documents, a photo). */
export interface CommandForm<T extends FieldValues> {
  setError?: UseFormSetError<T>;
  /** The form's schema: a refused field of it gets its message under that field. */
  schema?: z.ZodType;
  /** Fields the form shows beyond its schema's (a photo, a list's rows). */
  fields?: readonly string[];
  onFieldErrors?(errors: Record<string, string[]>): void;
  /** Renames the API's fields to the form's (a list's index to the row it came from) before they are placed. */
  formFieldsOf?(errors: Record<string, string[]>): Record<string, string[]>;
  toastOptions?: ToastOptions;
}

export type CommandResult =
  | { status: 'sent'; response: unknown }
  | { status: 'queued' }
  /** `placed`: some field error landed under a field of the form; `unplaced`: the first messages of the others. */
  | { status: 'refused'; error: ApiFailure; placed: boolean; unplaced: string[] }
  | { status: 'not-written'; message: string };

/** Sent, or kept to be sent: the form may close. */
export function accepted(result: CommandResult): boolean {
  return result.status === 'sent' || result.status === 'queued';
}

/** The server's "message", when its answer has one: most save endpoints answer with the text to show. */
export function serverMessageOr(text: string): (response: unknown) => string {
  return (response) => (response as { message?: string } | null)?.message || text;
}

/** Whether the worker already told the user about this kept change (global reply, login or OTP modal). */
function workerReplied(error: ApiFailure | undefined): boolean {
  return !!error && (error.status === 429 || error.status >= 500 || error.status === 401 || error.status === 403);
}

/** Runs the command and says its outcome; never rejects. The hook below adds the form's busy state. */
export async function runAndReport<T extends FieldValues>(
  write: () => Promise<string>,
  texts: CommandTexts,
  form: CommandForm<T> = {},
): Promise<CommandResult> {
  const options = form.toastOptions;
  let outcome: EntryOutcome;
  try {
    // A connection WebKit took away under the write: written again once, never twice (write-once.ts).
    outcome = await runCommand(writeOnce(db, write));
  } catch (error) {
    const message = (error instanceof Error && error.message) || texts.refused || (await uiTextLoaded('toast.genericError'));
    notify.error(message, options);
    return { status: 'not-written', message };
  }
  if (texts.holdMs) await new Promise((resolve) => setTimeout(resolve, texts.holdMs));

  if (outcome.status === 'sent') {
    const { sent } = texts;
    if (sent !== undefined) notify.success(typeof sent === 'function' ? sent(outcome.response) : sent, options);
    return { status: 'sent', response: outcome.response };
  }
  if (outcome.status === 'queued') {
    if (!workerReplied(outcome.error) && texts.queued !== null) notify.info(texts.queued ?? (await uiTextLoaded('toast.queued')), options);
    return { status: 'queued' };
  }

  const { error } = outcome;
  const invalid = error.status === 422;
  let placed = false;
  const unplaced: string[] = [];
  const errors = error.errors && (form.formFieldsOf ? form.formFieldsOf(error.errors) : error.errors);
  const fields = [...(form.schema ? fieldNamesOf(form.schema) : []), ...(form.fields ?? [])];
  if (errors) {
    form.onFieldErrors?.(errors);
    for (const [field, messages] of Object.entries(errors)) {
      if (!messages[0]) continue;
      if (form.setError && fields.includes(field)) {
        form.setError(field as Path<T>, { type: 'server', message: messages[0] });
        placed = true;
      } else unplaced.push(messages[0]);
    }
  }
  if (!texts.quietRefusal) notify.error(await refusalText(error, invalid, texts), options);
  return { status: 'refused', error: errors ? { ...error, errors } : error, placed, unplaced };
}

async function refusalText(error: ApiFailure, invalid: boolean, texts: CommandTexts): Promise<string> {
  const fixed = texts.fixedRefusalText === 'always' || (texts.fixedRefusalText === 'invalid' && invalid);
  // The server's message is in the active language already, or the device's own words, translated the same way.
  if (error.message && !fixed) return messageTextLoaded('server', error.message);
  if (invalid) return texts.invalid ?? texts.refused ?? uiTextLoaded('toast.validationError');
  return texts.refused ?? uiTextLoaded('toast.genericError');
}

/** A form's or a button's command: `run` says the outcome; `busy` is true while it runs. */
export function useCommand<T extends FieldValues = FieldValues>(form: CommandForm<T> = {}) {
  const [busy, setBusy] = useState(false);
  /** `only` adds to the hook's form what this one command needs (the body it sent, to place errors by it). */
  async function run(write: () => Promise<string>, texts: CommandTexts, only?: CommandForm<T>): Promise<CommandResult> {
    setBusy(true);
    try {
      return await runAndReport(write, texts, { ...form, ...only });
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
