// After a trip is completed, each accepted passenger is asked to rate the driver; after a parcel is delivered, its
// sender is: a rating row waiting for its stars (status 0) and a FeedBack Request card (type 1) only they see.
import { and, eq } from 'drizzle-orm';
import { MESSAGE_TYPE, RATING_SUBJECT_TYPE } from '../../contract/conversations';
import { messageLabel, sourceWording, type MessageLabel } from '../../contract/message-label';
import { RATING_STATUS } from '../../contract/ratings';
import { BOOKING_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { bookings, ratings, type TripRow } from '../db/schema';
import { addMessage, conversationAboutTrip, notify, routeLabel } from './chat';

/** What the card and the notification say was done: "Votre trajet Tunis → Sousse est terminé". */
export interface FeedbackWording {
  card: string;
  notice: MessageLabel;
}

export const tripFeedbackWording = (route: MessageLabel): FeedbackWording => ({
  card: `Votre trajet ${sourceWording(route)} est terminé. Comment s'est-il passé ? Notez votre chauffeur.`,
  notice: messageLabel('Votre trajet {route} est terminé : notez votre chauffeur.', { route }),
});

/** Asks one person who travelled (or sent something) with the trip's driver to rate them. */
export async function askToRateDriver(tx: Tx, trip: TripRow, reviewerId: number, wording: FeedbackWording, now: Date): Promise<void> {
  const [rating] = await tx
    .insert(ratings)
    .values({ tripId: trip.id, reviewerId, ratedUserId: trip.driverId, status: RATING_STATUS.pending, createdAt: now })
    .returning({ id: ratings.id });
  const conversationId = await conversationAboutTrip(tx, trip, [reviewerId, trip.driverId], now);
  await addMessage(
    tx,
    {
      conversationId,
      type: MESSAGE_TYPE.feedbackRequest,
      senderId: trip.driverId,
      text: wording.card,
      targetUserId: reviewerId,
      subject: { type: RATING_SUBJECT_TYPE, id: rating!.id },
    },
    now,
  );
  await notify(
    tx,
    { userId: reviewerId, title: messageLabel('Donnez votre avis'), message: wording.notice, webUrl: `/messages?conversation=${conversationId}` },
    now,
  );
}

export async function askForFeedback(tx: Tx, trip: TripRow, now: Date): Promise<void> {
  const accepted = await tx
    .selectDistinct({ passengerId: bookings.passengerId })
    .from(bookings)
    .where(and(eq(bookings.tripId, trip.id), eq(bookings.status, BOOKING_STATUS.accepted)));
  if (accepted.length === 0) return;
  const wording = tripFeedbackWording(await routeLabel(tx, trip));
  for (const { passengerId } of accepted) await askToRateDriver(tx, trip, passengerId, wording, now);
}
