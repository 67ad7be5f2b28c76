// The travel requests' API as one plugin: the requests (announcements) and the drivers' proposals that answer them.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { announcementRoutes } from './read-routes';
import { announcementWriteRoutes } from './write-routes';
import { proposalRoutes } from './proposal-routes';
import { proposalDecisionRoutes } from './proposal-decision-routes';

export const announcementsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(announcementRoutes, context);
  await app.register(announcementWriteRoutes, context);
  await app.register(proposalRoutes, context);
  await app.register(proposalDecisionRoutes, context);
};
