// The public list of cities trips run between (`GET /api/cities`).
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import type { ServerContext } from '../context';
import { cities } from '../db/schema';

export async function citiesRoutes(app: FastifyInstance, context: ServerContext) {
  app.get(endpoints.cities.path, async () => {
    const rows = await context.db
      .select({ id: cities.id, name: cities.name, latitude: cities.latitude, longitude: cities.longitude })
      .from(cities)
      .orderBy(asc(cities.id));
    return { data: rows };
  });
}
