// The badges of a public profile (issue 40 §6), read from what migration 0031's triggers keep on the person's row.
import type { VerifiedBadges } from '../../contract/badges';
import { tunisDate } from '../../contract/tunis-time';
import type { UserRow } from '../db/schema';

/** A document stays verified through the day its date names; 'infinity' (no expiry) sorts after every day. */
const verifiedOn = (until: string | null, today: string) => until !== null && (until === 'infinity' || until >= today);

/** `verified`, `trips_completed` and `member_since` of a person, on `today` (YYYY-MM-DD in Tunis). */
export function profileBadges(user: UserRow, today: string, vehiclePapers: boolean) {
  const verified: VerifiedBadges = {
    phone: user.phoneVerifiedAt !== null,
    identity: verifiedOn(user.identityVerifiedUntil, today),
    licence: verifiedOn(user.licenceVerifiedUntil, today),
    vehicle_papers: vehiclePapers,
  };
  return { verified, trips_completed: user.tripsCompleted, member_since: tunisDate(user.createdAt.getTime()) };
}
