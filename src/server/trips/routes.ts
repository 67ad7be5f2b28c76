// The trips' API as one plugin: reading them, publishing and editing them, and their status (spec 001 §5, §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { tripRoutes } from './read-routes';
import { tripWriteRoutes } from './write-routes';
import { tripStatusRoutes } from './status-routes';

export const tripsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(tripRoutes, context);
  await app.register(tripWriteRoutes, context);
  await app.register(tripStatusRoutes, context);
};
