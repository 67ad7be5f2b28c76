// The Laravel-shaped error bodies of the API (401, 403, 404, 422, 429) and the codes the server throws.
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

/** 403: `{message}`, with `code: "account_not_verified"` for an account whose phone is not verified yet. */
export const forbiddenBody = z.object({ message: z.string(), code: z.string().optional() });
export type ForbiddenBody = z.infer<typeof forbiddenBody>;

export const notFoundBody = z.object({ message: z.string() });
/** 429: `{message, retry_after}` plus the Retry-After header (seconds). */
export const tooManyRequestsBody = z.object({ message: z.string(), retry_after: z.number().optional() });

/** Any error body: every one has a message. */
export const errorBody = z.looseObject({ message: z.string() });

export const ACCOUNT_NOT_VERIFIED = 'account_not_verified';

export const errorMessages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  validation: 'The given data was invalid.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  accountNotVerified: 'Your account is not verified. Enter the code sent to your phone.',
  server: 'Server error',
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
