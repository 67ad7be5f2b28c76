// What a person's profile and their trip cards show as verified (issue 40 §6), with defaults that never fail a card.
import { z } from 'zod';

/** Nothing verified: what an older server, or a malformed answer, reads as. */
export const NOTHING_VERIFIED = { phone: false, identity: false, licence: false, vehicle_papers: false } as const;

const flag = z.boolean().catch(false);

/**
 * phone: the number was confirmed by SMS; identity: the identity card (document type 1) is approved and not expired;
 * licence: the driving licence (type 2) likewise; vehicle_papers: every required vehicle document (carte grise,
 * assurance, visite technique) of the trip's vehicle — on a profile, of any of the person's vehicles — is approved
 * and not expired.
 */
export const verifiedBadges = z
  .object({ phone: flag.default(false), identity: flag.default(false), licence: flag.default(false), vehicle_papers: flag.default(false) })
  .catch({ ...NOTHING_VERIFIED });
export type VerifiedBadges = z.infer<typeof verifiedBadges>;

/** The badge fields a driver on a card and a public profile carry; absent or malformed, they read as nothing shown. */
export const badgeFields = {
  verified: verifiedBadges.default({ ...NOTHING_VERIFIED }),
  trips_completed: z.coerce.number().int().nonnegative().catch(0).default(0),
  /** The day the account was made (YYYY-MM-DD, Tunis), "Membre depuis"; null when unknown. */
  member_since: z.string().nullable().catch(null).default(null),
};
