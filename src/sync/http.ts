// All HTTP of the app: ky with the bearer token, JSON Accept and credentials; one silent refresh on 401 then a
// retry; every answer checked against the contract, every failure turned into a plain ApiFailure.
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import type { Endpoint } from '../contract/api';
import { endpoints, IDEMPOTENCY_HEADER } from '../contract/api';
import { ACCOUNT_NOT_VERIFIED, errorBody, errorMessages } from '../contract/errors';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../contract/limits';
import type { MechwarDatabase } from '../db/database';
import { readingLanguage } from '../db/reading-language';
import { clearSession, getSession, isSessionValid, saveAuth } from '../db/session';
import type { EmitSyncEvent, SyncEvent } from './events';
import { withLock } from './locks';

export interface ApiFailure {
  /** 0 when no answer came back (offline, timeout, DNS). */
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  /** The refusal's stable code (`refusals` in contract/errors.ts): what a screen decides on, never the words. */
  code?: string;
  /** Seconds, for 429. */
  retryAfter?: number;
  authRequired?: boolean;
  /** With `authRequired`: what the caller meant to do, to pick up after login (spec 000 §4). */
  intendedAction?: string;
  intendedData?: unknown;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure };

export interface RequestOptions {
  json?: unknown;
  /** Send `json` gzip-compressed (a driver's batch of positions: a fraction of the bytes on a data plan). */
  compressed?: boolean;
  body?: FormData;
  /** Replaces `{id}`-style segments of the endpoint path. */
  path?: string;
  /** A bearer other than the session's (the reset-password token). */
  bearer?: string;
  idempotencyKey?: string;
  /** The caller shows this failure itself (a form): no global event for it. */
  quiet?: boolean;
  /**
   * Send only with this user's session (an outbox entry belongs to the user who made it): when another account
   * is signed in by then, even after a refresh, nothing is sent and the answer is a 401, so the entry is held.
   */
  asUser?: number;
  /** The answer is a file: `data` is `{blob, filename}` instead of parsed JSON. */
  binary?: boolean;
}

/** A file the server sent, with the name its `content-disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export interface HttpOptions {
  db: MechwarDatabase;
  baseUrl: string;
  emit: EmitSyncEvent;
  timeoutMs?: number;
}

export const INVALID_RESPONSE_MESSAGE = 'Réponse inattendue du serveur.';
/** The code of a 2xx answer that does not match the endpoint's response schema. */
export const INVALID_RESPONSE = 'invalid_response';
export const NETWORK_ERROR_MESSAGE = 'Pas de connexion au serveur.';

/** Calls whose 401 means "wrong credentials or token", never "refresh and retry". */
const NO_REFRESH = new Set<string>([
  endpoints.login.path,
  endpoints.register.path,
  endpoints.refresh.path,
  endpoints.resetPassword.path,
  // Logging out with a revoked token must not refresh it and then announce an expired session.
  endpoints.logout.path,
]);

export function createHttp({ db, baseUrl, emit, timeoutMs = 20_000 }: HttpOptions) {
  const client: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
  });

  async function send(method: string, path: string, options: RequestOptions, token: string | undefined) {
    const headers: Record<string, string> = {};
    // The screen's language, not the browser's: the server words its answers and refusals in it.
    const locale = await readingLanguage(db).catch(() => null);
    if (locale) headers['Accept-Language'] = locale;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
    if (options.json !== undefined && options.compressed && typeof CompressionStream !== 'undefined') {
      headers['Content-Type'] = 'application/json';
      headers['Content-Encoding'] = 'gzip';
      return client(new URL(path, baseUrl), { method, headers, body: await gzipJson(options.json) });
    }
    return client(new URL(path, baseUrl), {
      method,
      headers,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body ? { body: options.body } : {}),
    });
  }

  /**
   * One refresh at a time across tabs and workers; a session already refreshed by another is reused. A refused
   * refresh clears the session (the caller emits session-expired, once); an unreachable server throws, like any
   * network error, and leaves the session for a later try.
   */
  async function refresh(staleToken: string): Promise<boolean> {
    return withLock('session-refresh', async () => {
      const session = await getSession(db);
      if (!session) return false;
      if (session.token !== staleToken && isSessionValid(session)) return true;
      if (!session.refreshToken) {
        await clearSession(db);
        return false;
      }
      const response = await send('POST', endpoints.refresh.path, { json: { refresh_token: session.refreshToken } }, undefined);
      const parsed = response.ok ? endpoints.refresh.response.safeParse(await readJson(response)) : null;
      if (!parsed?.success) {
        await clearSession(db);
        return false;
      }
      await saveAuth(db, parsed.data.data);
      return true;
    });
  }

  /**
   * A stored session whose 36 hours ran out while the app stayed open: renew it with the refresh token. When the
   * server refuses, the session is gone and session-expired is emitted; offline, the session is kept for later.
   */
  async function renewExpired(): Promise<'valid' | 'renewed' | 'expired' | 'offline' | 'signed-out'> {
    const session = await getSession(db);
    if (!session) return 'signed-out';
    if (session.token && session.tokenExpiry > Date.now()) return 'valid';
    try {
      if (await refresh(session.token)) return 'renewed';
    } catch {
      return 'offline';
    }
    emit({ type: 'session-expired' });
    return 'expired';
  }

  async function request<E extends Endpoint>(endpoint: E, options: RequestOptions = {}): Promise<ApiResult<z.output<E['response']>>> {
    const path = options.path ?? endpoint.path;
    if (!options.bearer && !NO_REFRESH.has(endpoint.path)) await renewExpired();
    const session = await getSession(db);
    if (options.asUser !== undefined && session?.user.id !== options.asUser) return { ok: false, error: otherAccount() };
    const token = options.bearer ?? (isSessionValid(session) ? session.token : undefined);
    let response: Response;
    try {
      response = await send(endpoint.method, path, options, token);
      if (response.status === 401 && token && !options.bearer && !NO_REFRESH.has(endpoint.path)) {
        const body = await readJson(response.clone());
        const authRequired = (body as { auth_required?: boolean } | null)?.auth_required;
        if (!authRequired && (await refresh(token))) {
          const renewed = await getSession(db);
          if (options.asUser !== undefined && renewed?.user.id !== options.asUser) return { ok: false, error: otherAccount() };
          response = await send(endpoint.method, path, options, renewed?.token);
        }
      }
    } catch {
      const error = { status: 0, message: NETWORK_ERROR_MESSAGE };
      if (!options.quiet) announce(error, endpoint.method, path);
      return { ok: false, error };
    }
    if (options.binary && response.ok) {
      const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
      const file: DownloadedFile = { blob: await response.blob(), filename: name };
      return { ok: true, status: response.status, data: file as z.output<E['response']> };
    }
    const body = await readJson(response);
    if (response.ok) {
      const parsed = endpoint.response.safeParse(body);
      if (parsed.success) return { ok: true, status: response.status, data: parsed.data as z.output<E['response']> };
      return { ok: false, error: { status: response.status, message: INVALID_RESPONSE_MESSAGE, code: INVALID_RESPONSE } };
    }
    const error = toFailure(response, body);
    if (response.status === 401 && token && !options.bearer && !NO_REFRESH.has(endpoint.path) && !error.authRequired) {
      await clearSession(db);
      emit({ type: 'session-expired' });
    }
    if (!options.quiet) announce(error, endpoint.method, path);
    return { ok: false, error };
  }

  function announce(error: ApiFailure, method: string, path: string) {
    const event = globalReply(error, method, path);
    if (event) emit(event);
  }

  return { request, refresh, renewExpired, send };
}

export type Http = ReturnType<typeof createHttp>;

/** A change of one account while another is signed in: held for its owner, never sent with someone else's token. */
const otherAccount = (): ApiFailure => ({ status: 401, message: 'Unauthenticated.' });

/** The global reply of spec 000 §8 to a failure of something the user asked for (null: the caller says it). */
export function globalReply(error: ApiFailure, method: string, path: string): SyncEvent | null {
  if (error.status === 0) return { type: 'network-error', path };
  if (error.status === 401 && error.authRequired) {
    return { type: 'require-auth', message: error.message, intendedAction: error.intendedAction, intendedData: error.intendedData };
  }
  if (error.status === 403 && error.code === ACCOUNT_NOT_VERIFIED) return { type: 'account-not-verified', message: error.message };
  if (error.status === 403) return { type: 'forbidden', message: error.message || 'Forbidden access' };
  if (error.status === 404) return { type: 'not-found', path, method };
  if (error.status === 429) return { type: 'too-many-requests', message: error.message, retryAfter: error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS };
  if (error.status >= 500) return { type: 'server-error', message: error.message || errorMessages.server };
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Reads any error answer, Laravel-shaped or not, into an ApiFailure the UI can always show. */
export function toFailure(response: Response, body: unknown): ApiFailure {
  const parsed = errorBody.safeParse(body);
  const raw = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  const failure: ApiFailure = {
    status: response.status,
    message: parsed.success ? parsed.data.message : response.status >= 500 ? errorMessages.server : response.statusText || `HTTP ${response.status}`,
  };
  if (raw.errors && typeof raw.errors === 'object') {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(raw.errors as Record<string, unknown>)) {
      errors[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
    }
    failure.errors = errors;
  }
  if (typeof raw.code === 'string') failure.code = raw.code;
  if (raw.auth_required === true) {
    failure.authRequired = true;
    if (typeof raw.intended_action === 'string') failure.intendedAction = raw.intended_action;
    if (raw.intended_data !== undefined) failure.intendedData = raw.intended_data;
  }
  // 429 always carries a delay; a 503 may (maintenance). Either way the outbox waits at least that long.
  if (response.status === 429 || (response.status === 503 && response.headers.has('Retry-After'))) {
    const header = Number(response.headers.get('Retry-After'));
    failure.retryAfter = Number.isFinite(header) && header > 0 ? header : Number(raw.retry_after) || DEFAULT_RETRY_AFTER_SECONDS;
  }
  return failure;
}

/** JSON, gzip-compressed by the browser's own CompressionStream (the server inflates it before parsing). */
async function gzipJson(value: unknown): Promise<Blob> {
  const stream = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
}
