// The signed-in user's own vehicles for the trip form's select (`GET /api/vehicles/all`).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import type { ServerContext } from '../context';
import { vehicles } from '../db/schema';
import { accountOf, requireAccount } from '../auth/guard';
import { vehicleColumns } from '../marketplace/trip-json';

export async function vehicleRoutes(app: FastifyInstance, context: ServerContext) {
  app.get(endpoints.vehicles.path, { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const rows = await context.db.select(vehicleColumns).from(vehicles).where(eq(vehicles.userId, user.id)).orderBy(asc(vehicles.id));
    return { data: rows };
  });
}
