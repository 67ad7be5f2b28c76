// The chat's API as one plugin: conversations and their messages, the feedback requests' ratings and the Avis tab.
import { domainPlugin } from '../domain-plugin';
import { conversationRoutes } from './conversation-routes';
import { ratingRoutes } from './rating-routes';
import { reviewRoutes } from './review-routes';

export const chatRoutes = domainPlugin([conversationRoutes, ratingRoutes, reviewRoutes]);
