// A staff suspension as sign-in sees it (issue 40): in force or lapsed, and the 403 that tells the person until when.
import { refusals } from '../../contract/errors';
import { suspensionMessages } from '../../contract/moderation';
import { HttpError } from '../errors';

/** Whether the person is suspended at `now`, and until when (null: for good). A lapsed suspension needs no clearing. */
export function suspensionOf(user: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: Date): { until: Date | null } | null {
  if (!user.suspendedAt) return null;
  if (user.suspendedUntil && user.suspendedUntil.getTime() <= now.getTime()) return null;
  return { until: user.suspendedUntil };
}

/** "Votre compte est suspendu jusqu'au 05/12/2026." with the moment itself in `suspended_until` for any client. */
export function suspended(until: Date | null): HttpError {
  if (!until) return new HttpError(refusals.accountSuspended, suspensionMessages.forGood, { suspended_until: null });
  const day = new Intl.DateTimeFormat('fr-TN', { timeZone: 'Africa/Tunis', day: '2-digit', month: '2-digit', year: 'numeric' }).format(until);
  return new HttpError(refusals.accountSuspended, suspensionMessages.until(day), { suspended_until: until.toISOString() });
}
