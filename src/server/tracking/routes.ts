// Live tracking's API as one plugin (DESIGN.md §8): sharing a trip under way, the driver's positions and share links.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { tripTrackingRoutes } from './sharing-routes';
import { tripPositionRoutes } from './position-routes';
import { shareLinkRoutes } from './share-link-routes';

export const trackingRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(tripTrackingRoutes, context);
  await app.register(tripPositionRoutes, context);
  await app.register(shareLinkRoutes, context);
};
