// What a user's record means (driver verification, phone still to verify), without zod: screens import these alone.
// It reads a record's fields by their shape rather than importing User, so user.ts can re-export it without a circle.

/** The fields these rules read; a User has them (user.ts's schema), and so does any record of one. */
interface UserFlags {
  /** null: the phone still needs its OTP; absent: a backend that does not say, read as verified. */
  phone_verified_at?: string | null;
  driver_verification?: { status: number } | null;
}

/** Driver verification: 0 pending, 1 approved, 2 rejected; null when the user never applied. */
export const DRIVER_VERIFICATION = { pending: 0, approved: 1, rejected: 2 } as const;

export function needsPhoneVerification(u: Pick<UserFlags, 'phone_verified_at'>): boolean {
  return u.phone_verified_at === null;
}

export function isApprovedDriver(u: Pick<UserFlags, 'driver_verification'> | null | undefined): boolean {
  return u?.driver_verification?.status === DRIVER_VERIFICATION.approved;
}
