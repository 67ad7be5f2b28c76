// What "hide" and "suspend" do to a reported subject and its person (issue 40). Each runs inside the action's
// transaction, so the content, the reports and the audit log change together or not at all.
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { moderationMessages } from '../../contract/moderation';
import type { ReportSubjectType } from '../../contract/reports';
import { ANNOUNCEMENT_STATUS, OPEN_TRIP_STATUSES, TRIP_STATUS } from '../../contract/statuses';
import { RATING_STATUS } from '../../contract/ratings';
import type { Tx } from '../db/client';
import { announcements, messages, ratings, trips, users } from '../db/schema';
import { fieldError } from '../errors';
import { revokeUserSessions } from '../auth/tokens';
import { recordDelivery } from '../live/deliveries';
import { tripChanged } from '../trips/trip-watchers';
import { tellOfCancelledTrip } from '../trips/trip-cancelled';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActionContext {
  tx: Tx;
  now: Date;
  parcelCodeSecret: string;
  origin: string;
}

/** A trip that can still take passengers: cancelled, its passengers and parcels told as when its driver cancels. */
async function cancelTrip(context: ActionContext, id: number): Promise<boolean> {
  const { tx, now } = context;
  const [trip] = await tx
    .update(trips)
    .set({ status: TRIP_STATUS.cancelled, updatedAt: now })
    .where(and(eq(trips.id, id), inArray(trips.status, [...OPEN_TRIP_STATUSES])))
    .returning();
  if (!trip) return false;
  await tripChanged(tx, id);
  await tellOfCancelledTrip(tx, trip, context.parcelCodeSecret, context.origin, now);
  return true;
}

/**
 * Takes the reported content out of sight: a profile loses its photo, a trip is cancelled, a travel request closed,
 * a message's words replaced by a mark the screens word as "hidden by moderation", a review withdrawn from the
 * person's rating. The report's snapshot keeps what it said. 422 when nothing is left to hide.
 */
export async function hideSubject(context: ActionContext, type: ReportSubjectType, id: number): Promise<void> {
  const { tx, now } = context;
  let hidden = false;
  if (type === 'user') {
    const changed = await tx
      .update(users)
      .set({ image: null, updatedAt: now })
      .where(and(eq(users.id, id), isNotNull(users.image)))
      .returning({ id: users.id });
    hidden = changed.length > 0;
  } else if (type === 'trip') {
    hidden = await cancelTrip(context, id);
  } else if (type === 'announcement') {
    const changed = await tx
      .update(announcements)
      .set({ status: ANNOUNCEMENT_STATUS.closed, updatedAt: now })
      .where(and(eq(announcements.id, id), inArray(announcements.status, [ANNOUNCEMENT_STATUS.pendingReview, ANNOUNCEMENT_STATUS.open])))
      .returning({ id: announcements.id });
    hidden = changed.length > 0;
  } else if (type === 'message') {
    const [message] = await tx.select({ content: messages.content }).from(messages).where(eq(messages.id, id));
    if (message && !message.content.hidden) {
      await tx
        .update(messages)
        .set({ content: { text: '', hidden: true }, updatedAt: now })
        .where(eq(messages.id, id));
      hidden = true;
    }
  } else {
    // The trigger ratings_keep_user_totals takes it out of the person's stars.
    const changed = await tx
      .update(ratings)
      .set({ status: RATING_STATUS.rejected })
      .where(and(eq(ratings.id, id), inArray(ratings.status, [RATING_STATUS.pending, RATING_STATUS.approved, RATING_STATUS.waiting])))
      .returning({ id: ratings.id });
    hidden = changed.length > 0;
  }
  if (!hidden) throw fieldError('action', moderationMessages.nothingToHide);
}

/**
 * Suspends a person for `days`, or for good (null): sign-in is refused until then, every session ends now, and the
 * trips they drive that have not left yet are cancelled with the usual notices.
 */
export async function suspendPerson(context: ActionContext, userId: number, days: number | null): Promise<void> {
  const { tx, now } = context;
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
  await tx.update(users).set({ suspendedAt: now, suspendedUntil: until, updatedAt: now }).where(eq(users.id, userId));
  await revokeUserSessions(tx, userId, now);
  recordDelivery({ kind: 'sessionsEnded', userId });
  const upcoming = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.driverId, userId), inArray(trips.status, [...OPEN_TRIP_STATUSES]), gt(trips.departureTime, now)));
  for (const { id } of upcoming) await cancelTrip(context, id);
}
