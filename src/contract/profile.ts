// The profile calls: read (`GET /api/profile`) and edit (`POST /api/profile`, multipart with `_method=PUT`).
import { z } from 'zod';
import { user } from './user';
import { phoneField } from './phone';
import { MAX_IMAGE_BYTES } from './limits';

/** `GET /api/profile`: `{user, is_driver}`; a `{data: {...}}` wrapper is accepted too. */
export const profileResponse = z
  .union([z.object({ user, is_driver: z.boolean() }), z.object({ data: z.object({ user, is_driver: z.boolean() }) })])
  .transform((body) => ('data' in body ? body.data : body));
export type ProfileResponse = z.output<typeof profileResponse>;

const required = (name: string) =>
  z
    .string({ error: `The ${name.replace(/_/g, ' ')} field is required.` })
    .trim()
    .min(1, `The ${name.replace(/_/g, ' ')} field is required.`);

/**
 * The text fields of the profile edit. The spec lists email as required on the form; the server accepts an
 * empty email (the account has none until the user adds one) and checks its shape when present.
 */
export const profileUpdateFields = z.object({
  first_name: required('first_name').max(100),
  last_name: required('last_name').max(100),
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'The email must be a valid email address.'),
  phone: phoneField,
  delete_photo: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFields>;

export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const profileImageRule = { types: PROFILE_IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES };

/** `POST /api/profile`: the updated user. */
export const profileUpdateResponse = z.object({ message: z.string(), user });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

/** `POST /api/user/documents` and `POST /api/driver-verifications`: the user with their documents. */
export const userDocumentsResponse = z.object({ message: z.string(), user, is_driver: z.boolean().optional() });
export type UserDocumentsResponse = z.infer<typeof userDocumentsResponse>;
