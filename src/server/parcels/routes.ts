// The parcels' API as one plugin (DESIGN.md §9): reading them, their steps, the staff's problem desk, and sending one.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { registerFormsWithFiles } from '../multipart';
import { parcelRoutes } from './read-routes';
import { parcelDecisionRoutes } from './decision-routes';
import { parcelProblemRoutes } from './problem-routes';
import { parcelSendRoutes } from './send-routes';

export const parcelsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(parcelRoutes, context);
  await app.register(parcelDecisionRoutes, context);
  await app.register(parcelProblemRoutes, context);
  await registerFormsWithFiles(app, context, [parcelSendRoutes]);
};
