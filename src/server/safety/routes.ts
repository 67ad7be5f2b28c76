// The trust and safety domain (issue 40): reports today; blocks, moderation and SOS join it in later increments.
import { domainPlugin } from '../domain-plugin';
import { reportRoutes } from './report-routes';

export const safetyRoutes = domainPlugin([reportRoutes]);
