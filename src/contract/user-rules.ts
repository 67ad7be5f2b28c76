// What a user's record means (driver verification, phone still to verify), without zod: screens import these alone.
import type { User } from './user';

/** Driver verification: 0 pending, 1 approved, 2 rejected; null when the user never applied. */
export const DRIVER_VERIFICATION = { pending: 0, approved: 1, rejected: 2 } as const;

export function needsPhoneVerification(u: Pick<User, 'phone_verified_at'>): boolean {
  return u.phone_verified_at === null;
}

export function isApprovedDriver(u: Pick<User, 'driver_verification'> | null | undefined): boolean {
  return u?.driver_verification?.status === DRIVER_VERIFICATION.approved;
}
