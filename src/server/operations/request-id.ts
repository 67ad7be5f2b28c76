// Every request gets an id, taken from the proxy's X-Request-Id when it is a plain token, and sent back in the answer,
// so one line of nginx's log, the server's JSON log and a person's error report can be matched.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's `$request_id` (32 hex digits), a UUID, or any short run of such characters; not free text. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of an incoming request: its X-Request-Id when it is a sane token, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * fastify's options for the ids. `requestIdHeader` is off on purpose: set, fastify takes the header's value as it comes
 * (any length, any characters, straight into the log); `genReqId` reads it instead and checks it first.
 */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdFor } as const;

/** The id the log lines of this request carry (`reqId`). */
export const requestIdOf = (request: FastifyRequest): string => request.id;

/** Sends the id back on every answer, errors and 404s included (set before any route runs). */
export function answerRequestIds(app: FastifyInstance): void {
  // A callback, not an async function: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
