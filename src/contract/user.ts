// The account's own user as the API returns it (spec 000 §3), with the driver-verification record.
import { z } from 'zod';
import { LOCALES } from './locales';
import { userDocument } from './documents';

// What a user's record means lives apart, without zod, for the screens that need only that.
export { DRIVER_VERIFICATION, isApprovedDriver, needsPhoneVerification } from './user-rules';

export const driverVerification = z.looseObject({
  id: z.number().int().optional(),
  status: z.number().int(),
});
export type DriverVerification = z.infer<typeof driverVerification>;

export const user = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  image: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  image_url: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  created_at: z.string(),
  /** null: the phone still needs its OTP. Absent (a backend that does not say): treated as verified. */
  phone_verified_at: z.string().nullable().optional(),
  trips_count: z.number().int().default(0),
  vehicles: z.array(z.looseObject({ id: z.number().int() })).default([]),
  driver_verification: driverVerification.nullable().default(null),
  /** The user's own documents (kind 0); only their owner ever receives them. */
  documents: z.array(userDocument).default([]),
  /** Staff review documents and driver applications on /staff. */
  is_staff: z.boolean().optional(),
  /** The language chosen on the account (null: none yet); absent from backends that do not keep one. */
  locale: z.enum(LOCALES).nullable().optional(),
  /** Whether the person chose that language (it then follows them to every device), or a device only told it. */
  locale_chosen: z.boolean().optional(),
  /** Stated by the person (issue 40), private: only they and staff receive it; used only for rides between women. */
  gender: z.enum(['female', 'male']).nullable().optional().catch(null),
  /** Texted when the person calls for help during a ride (issue 40); only the person ever receives them. */
  emergency_contacts: z.array(z.object({ name: z.string(), phone: z.string() })).default([]),
});
export type User = z.infer<typeof user>;
