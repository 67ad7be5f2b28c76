// The trust and safety domain (issue 40): reports and the staff's moderation of them, and SOS during a ride.
import { domainPlugin } from '../domain-plugin';
import { reportRoutes } from './report-routes';
import { moderationRoutes } from './moderation-routes';
import { sosRoutes } from './sos-routes';

export const safetyRoutes = domainPlugin([reportRoutes, moderationRoutes, sosRoutes]);
