// What can be reported, one entry per subject type: whether the reporter may see it (else 404), whose it is, and the
// snapshot staff will read — the content as it stood when reported, so a later edit or deletion does not erase it.
import { and, eq } from 'drizzle-orm';
import type { ReportSubjectType } from '../../contract/reports';
import { MESSAGE_TYPE } from '../../contract/conversations';
import { RATING_STATUS } from '../../contract/ratings';
import { TRIP_STATUS } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { conversationParticipants, messages, ratings, trips, users } from '../db/schema';
import { findAnnouncement } from '../announcements/announcement-access';
import { fullName } from '../accounts/person-json';
import { HttpError } from '../errors';

export interface ReportedSubject {
  /** The reported person: the user themselves, or the author of the content. */
  ownerId: number;
  snapshot: Record<string, unknown>;
}

type SubjectLoader = (executor: Executor, id: number, reporterId: number) => Promise<ReportedSubject | null>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function personName(executor: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [person] = await executor.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return person ? fullName(person) : null;
}

const loadUser: SubjectLoader = async (executor, id) => {
  const [person] = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image })
    .from(users)
    .where(eq(users.id, id));
  if (!person) return null;
  return { ownerId: person.id, snapshot: { full_name: fullName(person), image: person.image } };
};

const loadTrip: SubjectLoader = async (executor, id, reporterId) => {
  const [trip] = await executor.select().from(trips).where(eq(trips.id, id));
  // A trip refused by moderation exists only for its driver (trips/read-routes.ts).
  if (!trip || (trip.status === TRIP_STATUS.rejected && trip.driverId !== reporterId)) return null;
  return {
    ownerId: trip.driverId,
    snapshot: {
      driver: await personName(executor, trip.driverId),
      departure_location: trip.departureLocation,
      arrival_location: trip.arrivalLocation,
      departure_time: iso(trip.departureTime),
      price_per_seat: trip.pricePerSeat,
      description: trip.description,
    },
  };
};

const loadAnnouncement: SubjectLoader = async (executor, id, reporterId) => {
  const row = await findAnnouncement(executor, id, reporterId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!row) return null;
  return {
    ownerId: row.userId,
    snapshot: {
      passenger: await personName(executor, row.userId),
      departure_location: row.departureLocation,
      arrival_location: row.arrivalLocation,
      desired_departure_time: iso(row.desiredDepartureTime),
      description: row.description,
      additional_notes: row.additionalNotes,
    },
  };
};

const loadMessage: SubjectLoader = async (executor, id, reporterId) => {
  // Only a participant reads a message; only what a person typed can be reported, not the app's own notices.
  const [row] = await executor
    .select({ message: messages })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, reporterId)),
    )
    .where(and(eq(messages.id, id), eq(messages.type, MESSAGE_TYPE.text)));
  if (!row || row.message.senderId === null) return null;
  const { message } = row;
  return {
    ownerId: message.senderId!,
    snapshot: {
      sender: await personName(executor, message.senderId),
      conversation_id: message.conversationId,
      text: message.content.text,
      sent_at: iso(message.createdAt),
    },
  };
};

const loadReview: SubjectLoader = async (executor, id, reporterId) => {
  const [review] = await executor.select().from(ratings).where(eq(ratings.id, id));
  // A review is public once approved; the rated person also reads it while it waits; a review not yet written is none.
  const readable =
    review &&
    review.status !== RATING_STATUS.pending &&
    (review.status === RATING_STATUS.approved || review.ratedUserId === reporterId || review.reviewerId === reporterId);
  if (!readable) return null;
  return {
    ownerId: review.reviewerId,
    snapshot: {
      reviewer: await personName(executor, review.reviewerId),
      rated_user: await personName(executor, review.ratedUserId),
      trip_id: review.tripId,
      rating: review.rating,
      comment: review.comment,
      created_at: iso(review.createdAt),
    },
  };
};

export const reportSubjects: Record<ReportSubjectType, SubjectLoader> = {
  user: loadUser,
  trip: loadTrip,
  announcement: loadAnnouncement,
  message: loadMessage,
  review: loadReview,
};
