// The trust and safety domain (issue 40): reports and blocks today; moderation and SOS join it in later increments.
import { domainPlugin } from '../domain-plugin';
import { reportRoutes } from './report-routes';
import { blockRoutes } from './block-routes';

export const safetyRoutes = domainPlugin([reportRoutes, blockRoutes]);
