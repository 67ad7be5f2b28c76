// The public list of places trips run between (`GET /api/cities`), pulled by every device's sync worker at start.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { cachedJson, sendCached, type CachedAnswer } from '../cache/cached-answer';
import type { ServerContext } from '../context';
import { cities } from '../db/schema';

/**
 * Places change only when a start seeds new ones (or someone adds one by hand): the answer, some 40 KB of JSON, is
 * made and compressed once a minute at most, and its ETag turns most of the workers' pulls into a 304.
 */
const REMADE_AFTER_MS = 60_000;

export async function citiesRoutes(app: FastifyInstance, context: ServerContext) {
  let kept: { answer: Promise<CachedAnswer>; madeAt: number } | undefined;
  const answer = () => {
    const now = Date.now();
    if (!kept || now - kept.madeAt > REMADE_AFTER_MS) {
      const made = listCities(context).then((rows) => cachedJson(JSON.stringify({ data: rows })));
      kept = { answer: made, madeAt: now };
      // A failed read is not kept: the next request tries again.
      made.catch(() => {
        if (kept?.answer === made) kept = undefined;
      });
    }
    return kept.answer;
  };
  app.get(endpoints.cities.path, { compress: false }, async (request, reply) => sendCached(request, reply, await answer()));
}

function listCities(context: ServerContext) {
  return context.db
    .select({
      id: cities.id,
      name: cities.name,
      name_ar: cities.nameAr,
      governorate: cities.governorate,
      aliases: cities.aliases,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .orderBy(asc(cities.id));
}
