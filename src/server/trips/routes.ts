// The trips' API as one plugin: reading them, publishing and editing them, and their status (spec 001 §5, §7).
import { domainPlugin } from '../domain-plugin';
import { tripRoutes } from './read-routes';
import { tripWriteRoutes } from './write-routes';
import { tripStatusRoutes } from './status-routes';
import { priceRoutes } from './price-routes';

export const tripsRoutes = domainPlugin([tripRoutes, tripWriteRoutes, tripStatusRoutes, priceRoutes]);
