// The Avis tab (spec 001 §2, §7): reviews received (written ones only) or written by the user (the asked ones too),
// ten a page, newest id first; and the reviewer's delete, after which averages and the FeedBack card lose the rating.
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { RATING_SUBJECT_TYPE } from '../../contract/conversations';
import { RATING_STATUS, RATING_STATUS_TEXT } from '../../contract/ratings';
import { REVIEWS_PER_PAGE, reviewMessages, reviewsQuery, type Review } from '../../contract/reviews';
import type { ServerContext } from '../context';
import { cities, ratings, trips, users } from '../db/schema';
import { forbidden, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { idParam } from '../auth/access';
import { touchSubjectCards } from './chat';
import { imageUrlOf } from '../trips/trip-json';
import { laravelPage, pageParam } from '../paginate';

const reviewer = alias(users, 'reviewer');
const ratedUser = alias(users, 'rated_user');
const departureCity = alias(cities, 'departure_city');
const arrivalCity = alias(cities, 'arrival_city');

type PersonRow = { id: number; firstName: string; lastName: string; email: string | null; image: string | null };
const personColumns = (table: typeof reviewer | typeof ratedUser) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  image: table.image,
});

/** A person of a review; their email only to themselves (the tab is private, but the other person's address is theirs). */
const personJson = (person: PersonRow, viewerId: number) => ({
  id: person.id,
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.id === viewerId ? person.email : null,
  image_url: imageUrlOf(person.image),
});

export async function reviewRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const signedIn = requireAccount(context);

  app.get(endpoints.reviews.path, { preHandler: signedIn }, async (request) => {
    const { user } = accountOf(request);
    const { direction = 'received' } = parseBody(reviewsQuery, request.query);
    const page = pageParam(request);
    // Received: only what someone wrote (an asked, unwritten rating is no review yet). Written: every one, the asked too.
    const where: SQL =
      direction === 'written' ? eq(ratings.reviewerId, user.id) : and(eq(ratings.ratedUserId, user.id), ne(ratings.status, RATING_STATUS.pending))!;
    const [total] = await db.select({ count: count() }).from(ratings).where(where);
    const rows = await db
      .select({
        rating: ratings,
        reviewer: personColumns(reviewer),
        ratedUser: personColumns(ratedUser),
        tripId: trips.id,
        from: departureCity.name,
        to: arrivalCity.name,
      })
      .from(ratings)
      .innerJoin(reviewer, eq(reviewer.id, ratings.reviewerId))
      .innerJoin(ratedUser, eq(ratedUser.id, ratings.ratedUserId))
      .leftJoin(trips, eq(trips.id, ratings.tripId))
      .leftJoin(departureCity, eq(departureCity.id, trips.departureCityId))
      .leftJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
      .where(where)
      .orderBy(desc(ratings.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE);
    const data: Review[] = rows.map((row) => ({
      id: row.rating.id,
      // A deleted trip leaves the review ("Trajet supprimé").
      trip:
        row.tripId !== null && row.from !== null && row.to !== null
          ? { id: row.tripId, departure_city: { name: row.from }, arrival_city: { name: row.to } }
          : null,
      reviewer: personJson(row.reviewer, user.id),
      rated_user: personJson(row.ratedUser, user.id),
      rating: row.rating.rating,
      comment: row.rating.comment,
      created_at: row.rating.createdAt.toISOString(),
      status: row.rating.status,
      status_text: RATING_STATUS_TEXT[row.rating.status] ?? String(row.rating.status),
    }));
    const kept = new URLSearchParams({ direction });
    return laravelPage(request, page, REVIEWS_PER_PAGE, Number(total?.count ?? 0), data, kept);
  });

  app.delete(routePath(endpoints.deleteReview.path), { preHandler: [signedIn, replayStoredMutation(context)] }, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const [row] = await tx.select({ reviewerId: ratings.reviewerId }).from(ratings).where(eq(ratings.id, id));
      if (!row) throw notFound();
      if (row.reviewerId !== user.id) throw forbidden(reviewMessages.notYours);
      await tx.delete(ratings).where(eq(ratings.id, id));
      // The FeedBack Request card stays in the chat with no subject; both screens get it again and show it read-only.
      await touchSubjectCards(tx, RATING_SUBJECT_TYPE, id, context.now());
      return { status: 200, body: { message: reviewMessages.deleted } };
    });
    return sendOutcome(reply, outcome);
  });
}
