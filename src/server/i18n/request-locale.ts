// The language a request is answered in: the one chosen on the signed-in account, else the first language of the
// caller's Accept-Language the product speaks ("ar-TN" → ar; the app sends its own), else French.
import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

/** The product language the caller names first, or null when it names none (no header, `*`, only others). */
export function askedLocale(request: FastifyRequest): Locale | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.account?.user.locale;
  return isLocale(chosen) ? chosen : (askedLocale(request) ?? DEFAULT_LOCALE);
}
