// Turns every thrown error into a Laravel-shaped JSON body with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessages } from '../contract/errors';
import { HttpError } from './errors';

const CLIENT_MESSAGES: Record<number, string> = {
  401: errorMessages.unauthenticated,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  429: errorMessages.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, body too large, unsupported type): the caller's fault, say what it was.
      return reply.code(status).send({ message: CLIENT_MESSAGES[status] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: errorMessages.server });
  });
}
