// Request body parsers matching Laravel's leniency: an empty JSON body is `{}`, urlencoded forms are accepted.
import type { FastifyInstance } from 'fastify';
import { refusals } from '../contract/errors';
import { HttpError } from './errors';

export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  // A client that sends `Content-Type: application/json` with no body (logout, resend-otp) is not at fault.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(refusals.invalidJson), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
