// The Pusher HTTP events API of the embedded server (`POST /apps/{id}/events`, `/batch_events`), signed with the app secret.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { parseJsonBody, readBatch, readEvent } from './event-body';
import type { Fanout } from './fanout';
import { verifySignedRequest } from './request-signature';
import type { Credentials } from './signatures';

export interface EventsApiOptions {
  fanout: Fanout;
  appId: string;
  credentials: Credentials;
  now: () => Date;
}

type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

export async function eventsApiRoutes(app: FastifyInstance, { fanout, appId, credentials, now }: EventsApiOptions) {
  // The signature covers the MD5 of the body as sent, so these routes keep it as text (only inside this plugin).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const authenticated = (request: AppRequest): Record<string, unknown> => {
    if (request.params.appId !== appId) throw notFound('No app with this id.');
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const path = request.url.split('?')[0]!;
    verifySignedRequest({ method: request.method, path, query: request.query as Record<string, unknown>, rawBody }, credentials, now());
    return parseJsonBody(rawBody);
  };

  app.post('/apps/:appId/events', async (request: AppRequest) => {
    const event = readEvent(authenticated(request));
    await fanout.publish(event.channels, event.name, event.data, event.socketId);
    return {};
  });

  app.post('/apps/:appId/batch_events', async (request: AppRequest) => {
    const events = readBatch(authenticated(request));
    for (const event of events) await fanout.publish(event.channels, event.name, event.data, event.socketId);
    return {};
  });
}
