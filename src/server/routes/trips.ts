// Reading trips: the public list and detail (spec 001 §7) and the driver's own trips (`GET /api/my-trips`).
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { TRIP_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import { trips } from '../db/schema';
import { notFound } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { idParam, optionalAccount } from '../marketplace/access';
import { listTrips } from '../marketplace/trip-list';
import { loadTripBookings, loadTrips, tripCards, tripsQuery } from '../marketplace/trip-json';
import { cachedAnswer, sendCached, sendTagged, type CachedAnswer } from '../cache/cached-answer';
import { TripListCache, tripListKey } from '../cache/trip-list-cache';

/** Fastify writes `{id}` as `:id`. */
export const routePath = (path: string) => path.replace('{id}', ':id');

export async function tripRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  // The busiest read of all (every search, every pull of the sync worker): served from a cache of answers that a
  // committed write to what they show outdates (cache/write-generation.ts), serialised and compressed once per
  // answer rather than once per request.
  const pages = new TripListCache<CachedAnswer>(context.writeGeneration);
  app.get(endpoints.trips.path, { compress: false }, async (request, reply) => {
    const now = context.now();
    const { key, scope } = tripListKey(request);
    const answer = await pages.answer(key, scope, now, async () => {
      const { page, changesAt } = await listTrips(db, request, now);
      return { value: cachedAnswer(page), changesAt };
    });
    return sendCached(request, reply, answer);
  });

  // Prepared once per connection: a trip's page is a quarter of what visitors ask.
  const tripCard = tripsQuery(db).where(eq(trips.id, sql.placeholder('id'))).prepare('trip_card');
  app.get(routePath(endpoints.trip.path), async (request, reply) => {
    const id = idParam(request);
    // The reader and the trip at once, the trip with all its card shows: one round trip to the database for a visitor.
    const [reader, [trip]] = await Promise.all([optionalAccount(context, request), tripCard.execute({ id }).then((rows) => tripCards(rows, context.now()))]);
    if (!trip) throw notFound();
    const isOwner = reader?.id === trip.driver_id;
    // A trip refused by moderation exists only for its driver.
    if (trip.status === TRIP_STATUS.rejected && !isOwner) throw notFound();
    // The driver sees every request; a passenger only their own; a visitor none.
    const bookings = reader ? await loadTripBookings(db, [id], isOwner ? undefined : reader.id) : new Map();
    return sendTagged(request, reply, { data: { ...trip, bookings: bookings.get(id) ?? [] } });
  });

  app.get(endpoints.myTrips.path, { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const own = await loadTrips(db, { where: eq(trips.driverId, user.id), orderBy: [desc(trips.departureTime), desc(trips.id)], now: context.now() });
    const bookings = await loadTripBookings(db, own.map((trip) => trip.id));
    return { data: own.map((trip) => ({ ...trip, bookings: bookings.get(trip.id) ?? [] })) };
  });
}
