// The refusals the routes throw, each one of the contract's coded refusals; the error handler sends its body as is.
import type { z } from 'zod';
import { errorMessages, fieldErrors, refusals, validationMessage, type Refusal } from '../contract/errors';

/** Laravel's body (`message`, and `errors` or `retry_after` where Laravel has them) with the refusal's stable `code`. */
export type RefusalBody = { message: string; code: string } & Record<string, unknown>;

export class HttpError extends Error {
  readonly status: number;
  readonly body: RefusalBody;

  constructor(
    refusal: Refusal,
    message: string = refusal.message,
    more: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = refusal.status;
    this.body = { message, ...more, code: refusal.code };
  }
}

export const unauthenticated = () => new HttpError(refusals.unauthenticated);

export const forbidden = (message: string = errorMessages.forbidden) => new HttpError(refusals.forbidden, message);

export const accountNotVerified = () => new HttpError(refusals.accountNotVerified);

export const notFound = (message: string = errorMessages.notFound) => new HttpError(refusals.notFound, message);

/** 422 with Laravel's `{message, errors}`; `errors` maps a field to its messages. */
export const validationFailed = (errors: Record<string, string[]>, refusal: Refusal = refusals.validationFailed) =>
  new HttpError(refusal, validationMessage(errors), { errors });

/** A 422 about one field, e.g. `fieldError('phone', 'The phone has already been taken.')`; a refusal of its own when
 *  the client must tell the case apart (`fieldError('trip', message, refusals.tripUnavailable)`). */
export const fieldError = (field: string, message: string, refusal?: Refusal) => validationFailed({ [field]: [message] }, refusal);

export const tooManyRequests = (retryAfterSeconds: number, message: string = errorMessages.tooManyRequests) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(refusals.tooManyRequests, message, { retry_after: seconds }, { 'retry-after': String(seconds) });
};

/** Validates a request body with a contract schema; a failure becomes the 422 the client shows under the fields. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(fieldErrors(result.error.issues));
  return result.data;
}
