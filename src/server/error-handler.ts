// Turns every thrown error into a Laravel-shaped JSON body with the right status and the refusal's stable code.
import type { FastifyError, FastifyInstance } from 'fastify';
import { refusalOfStatus, refusals } from '../contract/errors';
import { HttpError } from './errors';

/** Statuses whose Laravel wording the client knows: a framework error of these says it, not fastify's words. */
const LARAVEL_WORDED = new Set([401, 403, 404, 429]);

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Framework errors (bad JSON, body too large, unsupported type): the caller's fault, say what it was.
      const refusal = refusalOfStatus(status);
      return reply.code(status).send({ message: LARAVEL_WORDED.has(status) ? refusal.message : error.message, code: refusal.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: refusals.serverError.message, code: refusals.serverError.code });
  });
}
