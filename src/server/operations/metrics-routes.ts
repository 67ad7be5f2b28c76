// `GET /metrics` in Prometheus's text format, for a bearer of METRICS_TOKEN, or without a token for this machine only.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusals } from '../../contract/errors';
import { forbidden, HttpError, unauthenticated } from '../errors';
import type { Metrics } from './metrics';
import { METRICS_PATH } from './metrics-path';

export interface MetricsRouteOptions {
  metrics: Metrics;
  /** `METRICS_TOKEN`: when set, only `Authorization: Bearer <token>` is answered, from anywhere. */
  token?: string;
}

/** The addresses of this machine as a socket reports them (IPv4 loopback may come mapped into IPv6). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Compared as hashes of equal length, so the time taken says nothing about how much of the token was right. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: Buffer) => timingSafeEqual(digest(given), expected);

function refusalOf(request: FastifyRequest, expected: Buffer | null): HttpError | null {
  if (expected) {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    return sameSecret(given, expected) ? null : unauthenticated();
  }
  // The socket's own address, not `request.ip`: with trustProxy that comes from X-Forwarded-For, which a caller writes.
  // Behind nginx every request arrives from 127.0.0.1, so nginx.conf keeps /metrics to this machine itself.
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') ? null : forbidden('Metrics are only served to this machine without METRICS_TOKEN.');
}

export async function metricsRoutes(app: FastifyInstance, options: MetricsRouteOptions) {
  const expected = options.token ? digest(options.token) : null;
  app.get(METRICS_PATH, async (request, reply) => {
    const refusal = refusalOf(request, expected);
    if (refusal) throw refusal;
    const text = await options.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(options.metrics.registry.contentType).send(text);
  });
  // A scraper configured with the wrong method learns what to use, instead of a 404 that suggests a wrong path.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: METRICS_PATH,
    handler: async () => {
      throw new HttpError(refusals.methodNotAllowed, refusals.methodNotAllowed.message, {}, { allow: 'GET, HEAD' });
    },
  });
}
