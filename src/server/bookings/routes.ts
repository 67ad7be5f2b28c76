// The bookings' API as one plugin: booking seats, the passenger's bookings, and the driver's and passenger's decisions.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { bookingRoutes } from './booking-routes';
import { bookingDecisionRoutes } from './decision-routes';

export const bookingsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await app.register(bookingRoutes, context);
  await app.register(bookingDecisionRoutes, context);
};
