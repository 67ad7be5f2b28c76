// The Laravel-shaped error bodies of the API (401, 403, 404, 422, 429) and the refusals the server answers, each with
// a stable code the client decides on: the words are translated, the code never is.
import { z } from 'zod';

/** 422: `{message, errors: {field: [messages]}}`. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** 401: `{message}`, with `auth_required` when the caller must log in to do the intended action. */
export const unauthenticatedBody = z.object({
  message: z.string(),
  auth_required: z.boolean().optional(),
  intended_action: z.string().optional(),
  intended_data: z.unknown().optional(),
});
export type UnauthenticatedBody = z.infer<typeof unauthenticatedBody>;

/** 403: `{message, code}`, `code: "account_not_verified"` for an account whose phone is not verified yet. */
export const forbiddenBody = z.object({ message: z.string(), code: z.string().optional() });
export type ForbiddenBody = z.infer<typeof forbiddenBody>;

export const notFoundBody = z.object({ message: z.string() });
/** 429: `{message, retry_after}` plus the Retry-After header (seconds). */
export const tooManyRequestsBody = z.object({ message: z.string(), retry_after: z.number().optional() });

/** Any error body: every one has a message. */
export const errorBody = z.looseObject({ message: z.string() });

/** A refusal as fastify's `createError` declares one: its code, its status and its message (the default words; a route
 *  may say more precisely why). Codes are snake_case like `account_not_verified`, which Laravel's clients know. */
export interface Refusal {
  readonly code: string;
  readonly status: number;
  readonly message: string;
}

const refusal = <C extends string>(code: C, status: number, message: string) => ({ code, status, message }) as const;

export const refusals = {
  badRequest: refusal('bad_request', 400, 'Bad request.'),
  invalidJson: refusal('invalid_json', 400, 'The request body is not valid JSON.'),
  unreadableForm: refusal('unreadable_form', 400, 'The form could not be read.'),
  unauthenticated: refusal('unauthenticated', 401, 'Unauthenticated.'),
  forbidden: refusal('forbidden', 403, 'This action is unauthorized.'),
  /** Staff suspended the account (issue 40): the answer carries `suspended_until`, null for good. */
  accountSuspended: refusal('account_suspended', 403, 'Votre compte est suspendu définitivement.'),
  accountNotVerified: refusal('account_not_verified', 403, 'Your account is not verified. Enter the code sent to your phone.'),
  notFound: refusal('not_found', 404, 'Not found.'),
  methodNotAllowed: refusal('method_not_allowed', 405, 'Method not allowed.'),
  gone: refusal('gone', 410, 'Gone.'),
  bodyTooLarge: refusal('body_too_large', 413, 'Request body is too large'),
  unsupportedMediaType: refusal('unsupported_media_type', 415, 'Unsupported Media Type'),
  validationFailed: refusal('validation_failed', 422, 'The given data was invalid.'),
  /** The trip cannot take this booking or parcel (not open, departed, takes no parcels): nothing in the form to fix. */
  tripUnavailable: refusal('trip_unavailable', 422, 'This trip is not open for booking.'),
  /** Someone decided first (another staff member, the other side of a booking): what the screen shows is stale. */
  alreadyDecided: refusal('already_decided', 422, 'This item was already decided.'),
  tooManyRequests: refusal('too_many_requests', 429, 'Too many attempts. Please try again later.'),
  serverError: refusal('server_error', 500, 'Server error'),
} as const satisfies Record<string, Refusal>;

export type RefusalCode = (typeof refusals)[keyof typeof refusals]['code'];

export const ACCOUNT_NOT_VERIFIED = refusals.accountNotVerified.code;

/** The refusal a framework error of this status is (a body too large, a media type no route reads): the table's first,
 *  most general one of that status. */
export const refusalOfStatus = (status: number): Refusal =>
  Object.values(refusals).find((known) => known.status === status) ?? (status >= 500 ? refusals.serverError : refusals.badRequest);

export const errorMessages = {
  unauthenticated: refusals.unauthenticated.message,
  forbidden: refusals.forbidden.message,
  notFound: refusals.notFound.message,
  validation: refusals.validationFailed.message,
  tooManyRequests: refusals.tooManyRequests.message,
  accountNotVerified: refusals.accountNotVerified.message,
  server: refusals.serverError.message,
} as const;

/**
 * Laravel's top-level 422 message: the first field message, plus "(and N more errors)" when there are more.
 */
export function validationMessage(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return errorMessages.validation;
  const more = all.length - 1;
  const first = all[0] ?? errorMessages.validation;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

/** Turns zod issues into Laravel's `errors` object: one entry per field path, messages in order. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
