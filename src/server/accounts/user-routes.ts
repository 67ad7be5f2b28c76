// A user's public profile (`GET /api/users/{id}`): the quick-check modal and the driver card of a trip.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import type { ServerContext } from '../context';
import { ratings, users, vehicles } from '../db/schema';
import { notFound } from '../errors';
import { idParam, isApprovedDriver, optionalAccount } from '../auth/access';
import { blockedBy } from '../safety/blocked-people';
import { countedRatings, roundRating, starCounts } from './ratings-received';
import { imageUrlOf } from '../trips/trip-json';
import { tunisToday, vehicleSummariesJson } from '../documents/document-json';
import { driverRates, onTimeRate } from './user-stats';
import { profileBadges } from './profile-badges';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/** The profile shows the latest reviews; the full list is the reviews tab's. */
const REVIEWS_SHOWN = 10;

export async function userRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  app.get(routePath(endpoints.publicProfile.path), async (request) => {
    const id = idParam(request);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw notFound();
    // Someone this person blocked finds the profile gone, as if they had left.
    if (await blockedBy(db, id, (await optionalAccount(context, request))?.id)) throw notFound();
    const own = await vehicleSummariesJson(db, eq(vehicles.userId, id), context.now());
    const reviewer = { firstName: users.firstName, lastName: users.lastName };
    const reviews = await db
      .select({ ...reviewer, comment: ratings.comment, createdAt: ratings.createdAt })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.reviewerId))
      .where(and(eq(ratings.ratedUserId, id), countedRatings))
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(REVIEWS_SHOWN);
    const stars = await starCounts(db, id);
    const [week] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(ratings)
      .where(and(eq(ratings.ratedUserId, id), countedRatings, gte(ratings.createdAt, new Date(context.now().getTime() - WEEK_MS))));

    return {
      user: {
        id: user.id,
        full_name: `${user.firstName} ${user.lastName}`.trim(),
        image_url: imageUrlOf(user.image),
        // "Verified" on a profile means the driver application was approved, documents included.
        is_verified: await isApprovedDriver(db, id),
        created_at: user.createdAt.toISOString(),
        trips_count: user.tripsCompleted,
        // How each rate is measured is written next to its query in accounts/user-stats.ts.
        ...(await driverRates(db, id)),
        on_time_rate: await onTimeRate(db, id, context.now()),
        vehicle: own[0] ?? null,
        vehicles: own,
        reviews: reviews.map((r) => ({
          reviewer_name: `${r.firstName} ${r.lastName}`.trim(),
          comment: r.comment,
          created_at: r.createdAt.toISOString(),
        })),
        // A profile's vehicle papers are those of any of the person's vehicles ("Valide" on each, as the owner sees it).
        ...profileBadges(
          user,
          tunisToday(context.now()),
          own.some((vehicle) => vehicle.is_valid),
        ),
      },
      star_counts: stars,
      // The totals kept on the user's row (migration 0018), as every card's stars read them.
      average_rating: user.ratingCount > 0 ? roundRating(user.ratingSum / user.ratingCount) : null,
      reviews_this_week: Number(week?.count ?? 0),
      total_reviews: user.ratingCount,
    };
  });
}
