// The bookings' API as one plugin: booking seats, the passenger's bookings, and the driver's and passenger's decisions.
import { domainPlugin } from '../domain-plugin';
import { bookingRoutes } from './booking-routes';
import { bookingDecisionRoutes } from './decision-routes';

export const bookingsRoutes = domainPlugin([bookingRoutes, bookingDecisionRoutes]);
