// Live tracking's API as one plugin (DESIGN.md §8): sharing a trip under way, the driver's positions and share links.
import { domainPlugin } from '../domain-plugin';
import { tripTrackingRoutes } from './sharing-routes';
import { tripPositionRoutes } from './position-routes';
import { shareLinkRoutes } from './share-link-routes';

export const trackingRoutes = domainPlugin([tripTrackingRoutes, tripPositionRoutes, shareLinkRoutes]);
