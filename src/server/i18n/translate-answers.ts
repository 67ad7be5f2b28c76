// Every JSON answer's `message` and field `errors` in the caller's language (the Laravel-style keys stay as they are).
// Routes keep composing their source wording, and the idempotency store keeps it too: a replay is translated again,
// into the language of the request that replays it.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { requestLocale } from './request-locale';
import { serverText } from './server-text';

export function translateAnswers(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as { message?: unknown; errors?: unknown };
    if (typeof body.message !== 'string' && !isFieldErrors(body.errors)) return payload;
    const locale = requestLocale(request);
    reply.header('content-language', locale);
    if (locale === DEFAULT_LOCALE) return payload;
    const translated: Record<string, unknown> = { ...body };
    if (typeof body.message === 'string') translated.message = serverText(locale, body.message);
    if (isFieldErrors(body.errors)) {
      translated.errors = Object.fromEntries(
        Object.entries(body.errors).map(([field, messages]) => [field, messages.map((message) => serverText(locale, message))]),
      );
    }
    return translated;
  });
}

function isFieldErrors(errors: unknown): errors is Record<string, string[]> {
  return (
    !!errors && typeof errors === 'object' && Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}
