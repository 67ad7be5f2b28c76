// The drivers' papers' API as one plugin: identity documents, vehicles and the become-driver application, all forms
// with files.
import { domainPlugin } from '../domain-plugin';
import { vehicleRoutes } from './vehicle-routes';
import { documentRoutes } from './document-routes';
import { driverVerificationRoutes } from './application-routes';

export const documentsRoutes = domainPlugin([], [vehicleRoutes, documentRoutes, driverVerificationRoutes]);
