// The coded HTTP errors the routes throw; the error handler turns each into its Laravel-shaped body.
import type { z } from 'zod';
import { ACCOUNT_NOT_VERIFIED, errorMessages, fieldErrors, validationMessage } from '../contract/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, { message: errorMessages.unauthenticated });

export const forbidden = (message: string = errorMessages.forbidden, code?: string) => new HttpError(403, code ? { message, code } : { message });

export const accountNotVerified = () => forbidden(errorMessages.accountNotVerified, ACCOUNT_NOT_VERIFIED);

export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, { message });

/** 422 with Laravel's `{message, errors}`; `errors` maps a field to its messages. */
export const validationFailed = (errors: Record<string, string[]>) => new HttpError(422, { message: validationMessage(errors), errors });

/** A 422 about one field, e.g. `fieldError('phone', 'The phone has already been taken.')`. */
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });

export const tooManyRequests = (retryAfterSeconds: number, message: string = errorMessages.tooManyRequests) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { message, retry_after: seconds }, { 'retry-after': String(seconds) });
};

/** Validates a request body with a contract schema; a failure becomes the 422 the client shows under the fields. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationFailed(fieldErrors(result.error.issues));
  return result.data;
}
