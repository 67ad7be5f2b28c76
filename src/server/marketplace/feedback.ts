// After a trip is completed, each accepted passenger is asked to rate the driver: a rating row waiting for its
// stars (status 0) and a FeedBack Request card (type 1) that only that passenger sees.
import { and, eq } from 'drizzle-orm';
import { MESSAGE_TYPE, RATING_SUBJECT_TYPE } from '../../contract/conversations';
import { RATING_STATUS } from '../../contract/ratings';
import { BOOKING_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { bookings, ratings, type TripRow } from '../db/schema';
import { addMessage, conversationAboutTrip, notify, routeOf } from './chat';

export async function askForFeedback(tx: Tx, trip: TripRow, now: Date): Promise<void> {
  const accepted = await tx
    .selectDistinct({ passengerId: bookings.passengerId })
    .from(bookings)
    .where(and(eq(bookings.tripId, trip.id), eq(bookings.status, BOOKING_STATUS.accepted)));
  if (accepted.length === 0) return;
  const route = await routeOf(tx, trip);
  for (const { passengerId } of accepted) {
    const [rating] = await tx
      .insert(ratings)
      .values({ tripId: trip.id, reviewerId: passengerId, ratedUserId: trip.driverId, status: RATING_STATUS.pending, createdAt: now })
      .returning({ id: ratings.id });
    const conversationId = await conversationAboutTrip(tx, trip, [passengerId, trip.driverId], now);
    await addMessage(
      tx,
      {
        conversationId,
        type: MESSAGE_TYPE.feedbackRequest,
        senderId: trip.driverId,
        text: `Votre trajet ${route} est terminé. Comment s'est-il passé ? Notez votre chauffeur.`,
        targetUserId: passengerId,
        subject: { type: RATING_SUBJECT_TYPE, id: rating!.id },
      },
      now,
    );
    await notify(
      tx,
      {
        userId: passengerId,
        title: 'Donnez votre avis',
        message: `Votre trajet ${route} est terminé : notez votre chauffeur.`,
        webUrl: `/messages?conversation=${conversationId}`,
      },
      now,
    );
  }
}
