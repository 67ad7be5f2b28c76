// The trust and safety domain (issue 40): reports and the staff's moderation of them; blocks and SOS join it in later increments.
import { domainPlugin } from '../domain-plugin';
import { reportRoutes } from './report-routes';
import { moderationRoutes } from './moderation-routes';

export const safetyRoutes = domainPlugin([reportRoutes, moderationRoutes]);
