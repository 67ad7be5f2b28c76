// The parcels' API as one plugin (DESIGN.md §9): reading them, their steps, the staff's problem desk, and sending one.
import { domainPlugin } from '../domain-plugin';
import { parcelRoutes } from './read-routes';
import { parcelDecisionRoutes } from './decision-routes';
import { parcelProblemRoutes } from './problem-routes';
import { parcelSendRoutes } from './send-routes';

export const parcelsRoutes = domainPlugin([parcelRoutes, parcelDecisionRoutes, parcelProblemRoutes], [parcelSendRoutes]);
