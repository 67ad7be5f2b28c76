// The trust and safety domain (issue 40): reports and the staff's moderation of them, blocks, and SOS during a ride.
import { domainPlugin } from '../domain-plugin';
import { reportRoutes } from './report-routes';
import { moderationRoutes } from './moderation-routes';
import { blockRoutes } from './block-routes';
import { sosRoutes } from './sos-routes';

export const safetyRoutes = domainPlugin([reportRoutes, moderationRoutes, blockRoutes, sosRoutes]);
