// The drivers' papers' API as one plugin: identity documents, vehicles and the become-driver application, all forms
// with files.
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { registerFormsWithFiles } from '../multipart';
import { vehicleRoutes } from './vehicle-routes';
import { documentRoutes } from './document-routes';
import { driverVerificationRoutes } from './application-routes';

export const documentsRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  await registerFormsWithFiles(app, context, [vehicleRoutes, documentRoutes, driverVerificationRoutes]);
};
