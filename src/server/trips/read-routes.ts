// Reading trips: the public list and detail (spec 001 §7) and the driver's own trips (`GET /api/my-trips`).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { TRIP_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import { trips } from '../db/schema';
import { notFound } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { idParam, optionalAccount } from '../auth/access';
import { listTrips } from './trip-list';
import { loadTripBookings, loadTrips } from './trip-json';
import { TripCardCache } from './trip-card-cache';
import { cachedJson, sendCached, sendTaggedJson, type CachedAnswer } from '../cache/cached-answer';
import { TripListCache, tripListKey } from '../cache/trip-list-cache';
import { blockedBy, hiddenPeopleOf } from '../safety/blocked-people';

export async function tripRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  // The busiest read of all (every search, every pull of the sync worker): served from a cache of answers that a
  // committed write to what they show outdates (cache/write-generation.ts), serialised and compressed once per
  // answer rather than once per request.
  const pages = new TripListCache<CachedAnswer>(context.writeGeneration);
  // Below the answers, the cards: a search no one made before still renders only the trips that changed.
  const cards = new TripCardCache(context.tripCardsCacheChars, context.database.cardReads);
  app.get(endpoints.trips.path, { compress: false }, async (request, reply) => {
    const now = context.now();
    // Someone in a block on either side reads a list of their own, without the other's trips, kept by no cache; the
    // shared answers stay those of everyone else.
    const reader = await optionalAccount(context, request);
    const hidden = reader ? await hiddenPeopleOf(db, reader.id) : [];
    if (hidden.length) {
      const { body } = await listTrips(context.database, cards, context.nearby, request, now, hidden);
      return sendCached(request, reply, cachedJson(body));
    }
    const { key, scope } = tripListKey(request);
    const answer = await pages.answer(key, scope, now, async () => {
      const { body, changesAt } = await listTrips(context.database, cards, context.nearby, request, now);
      return { value: cachedJson(body), changesAt };
    });
    return sendCached(request, reply, answer);
  });

  // A quarter of what visitors ask: the card from the card cache when current, the reader at the same time; in the
  // public reads' queue with the searches (Database.genericPlans).
  app.get(routePath(endpoints.trip.path), async (request, reply) => {
    const id = idParam(request);
    const [reader, card] = await Promise.all([optionalAccount(context, request), cards.one(context.database.genericPlans, id, context.now())]);
    if (!card) throw notFound();
    const isOwner = reader?.id === card.driverId;
    // A trip refused by moderation exists only for its driver.
    if (card.status === TRIP_STATUS.rejected && !isOwner) throw notFound();
    // Nor for someone its driver blocked, as if it were gone.
    if (await blockedBy(db, card.driverId, reader?.id)) throw notFound();
    // The driver sees every request; a passenger only their own; a visitor none.
    const bookings = reader ? await loadTripBookings(db, [id], isOwner ? undefined : reader.id) : new Map();
    // `{ data: { ...card, bookings } }`, around the card's JSON as the card cache keeps it.
    return sendTaggedJson(request, reply, `{"data":${card.json.slice(0, -1)},"bookings":${JSON.stringify(bookings.get(id) ?? [])}}}`);
  });

  app.get(endpoints.myTrips.path, { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const own = await loadTrips(db, { where: eq(trips.driverId, user.id), orderBy: [desc(trips.departureTime), desc(trips.id)], now: context.now() });
    const bookings = await loadTripBookings(
      db,
      own.map((trip) => trip.id),
    );
    return { data: own.map((trip) => ({ ...trip, bookings: bookings.get(trip.id) ?? [] })) };
  });
}
