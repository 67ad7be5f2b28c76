// The chat's API as one plugin: conversations and their messages, the feedback requests' ratings and the Avis tab.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { conversationRoutes } from './conversation-routes';
import { ratingRoutes } from './rating-routes';
import { reviewRoutes } from './review-routes';

export const chatRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(conversationRoutes, context);
  await app.register(ratingRoutes, context);
  await app.register(reviewRoutes, context);
};
