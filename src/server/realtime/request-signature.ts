// Checks a signed call to the Pusher HTTP API: the key, a fresh timestamp, the body's MD5 and the HMAC of the request.
import { refusals } from '../../contract/errors';
import { HttpError } from '../errors';
import { hmacHex, md5Hex, sameSecret, type Credentials } from './signatures';

/** Pusher refuses timestamps more than ten minutes away from its clock: a captured request cannot be replayed later. */
const MAX_CLOCK_SKEW_SECONDS = 600;

export interface SignedRequest {
  method: string;
  /** The path without the query, as signed (`/apps/{id}/events`). */
  path: string;
  query: Record<string, unknown>;
  /** The body exactly as received: its MD5 is what was signed. */
  rawBody: string;
}

const refused = (message: string) => new HttpError(refusals.unauthenticated, message);

/** Throws 401 with the reason unless the request is signed with the app's key and secret. */
export function verifySignedRequest(request: SignedRequest, credentials: Credentials, now: Date): void {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value !== 'string') throw refused(`The query parameter ${name} is given more than once.`);
    params[name.toLowerCase()] = value;
  }
  if (params.auth_key !== credentials.key) throw refused('Unknown auth_key.');
  if (params.auth_version !== '1.0') throw refused('auth_version must be 1.0.');
  const timestamp = Number(params.auth_timestamp);
  if (!/^\d+$/.test(params.auth_timestamp ?? '')) throw refused('auth_timestamp is missing or not a number.');
  if (Math.abs(now.getTime() / 1000 - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    throw refused(`Timestamp expired: given ${timestamp}, the server's time is ${Math.floor(now.getTime() / 1000)}.`);
  }
  if (request.rawBody !== '' && !sameSecret(md5Hex(request.rawBody), params.body_md5)) throw refused('body_md5 does not match the body.');

  const signature = params.auth_signature;
  delete params.auth_signature;
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const expected = hmacHex(credentials.secret, `${request.method.toUpperCase()}\n${request.path}\n${query}`);
  if (!sameSecret(expected, signature)) throw refused('Invalid signature: the auth_signature does not match the request.');
}
